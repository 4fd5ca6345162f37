import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard at one display frame, as one view sees it: what an app's own animation follows
/// (a floating button, a collapsing header, a chat list's offset).
///
/// Reported by `KeyboardMotionObserver` (UIKit) and `onKeyboardMotion` (SwiftUI) on every frame
/// while the keyboard moves, and once when it comes to rest.
public struct KeyboardMotion: Sendable, Equatable {
  /// Where in a show or hide the keyboard is at this frame.
  public enum Phase: String, Sendable, Equatable, CaseIterable {
    /// A move to a keyboard that is up was announced; nothing has moved yet.
    case willShow
    /// Rising, or moving to a new frame while up.
    case showing
    /// Up and still.
    case shown
    /// A move off the screen (or to a keyboard that covers nothing, floating or undocked) was
    /// announced; nothing has moved yet.
    case willHide
    /// Going down.
    case hiding
    /// Gone, or covering nothing.
    case hidden
  }

  /// The phase.
  public var phase: Phase
  /// How far the keyboard is up, from 0 (none of it on screen) to 1 (all of it): its height on
  /// screen over the height it has when up.
  ///
  /// A keyboard that covers nothing (floating, undocked, another app's, on another screen) is
  /// at 0. While a finger drags the keyboard down, the progress follows the finger.
  public var progress: CGFloat
  /// How many points of the view, measured up from its bottom edge, the keyboard covers at this
  /// frame.
  public var overlap: CGFloat
  /// The keyboard's frame at this frame, in the view's coordinates; `.zero` when none was seen.
  public var keyboardFrame: CGRect
  /// Whether a finger drives the keyboard (an interactive dismissal in progress).
  public var isInteractive: Bool

  /// No keyboard.
  public static let hidden = KeyboardMotion(
    phase: .hidden, progress: 0, overlap: 0, keyboardFrame: .zero, isInteractive: false)

  /// Creates a motion frame.
  public init(
    phase: Phase, progress: CGFloat, overlap: CGFloat, keyboardFrame: CGRect, isInteractive: Bool
  ) {
    self.phase = phase
    self.progress = progress
    self.overlap = overlap
    self.keyboardFrame = keyboardFrame
    self.isInteractive = isInteractive
  }
}
