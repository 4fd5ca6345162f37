import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The one current state of the keyboard, as the library believes it after every notification.
public struct KeyboardState: Sendable, Equatable {
  /// Where in a show or hide the keyboard is.
  public enum Phase: String, Sendable, Codable, CaseIterable {
    /// Not on screen (or not this app's, or on another screen).
    case hidden
    /// Moving onto the screen or to a new frame.
    case showing
    /// On screen and still.
    case shown
    /// Moving off the screen.
    case hiding
  }

  /// The phase.
  public var phase: Phase
  /// The last end frame received, in screen coordinates.
  public var frameInScreen: CGRect
  /// The mode that frame was classified as.
  public var mode: KeyboardMode

  /// No keyboard.
  public static let hidden = KeyboardState(phase: .hidden, frameInScreen: .zero, mode: .hidden)

  /// Creates a state.
  public init(phase: Phase, frameInScreen: CGRect, mode: KeyboardMode) {
    self.phase = phase
    self.frameInScreen = frameInScreen
    self.mode = mode
  }

  /// Whether avoidance planned for `self` also fits `other`: both without a keyboard that
  /// affects layout (``KeyboardMode/affectsLayout``), or the same mode and frame within half a
  /// point (fractional frames from custom keyboards).
  public func hasSameGeometry(as other: KeyboardState) -> Bool {
    if !mode.affectsLayout && !other.mode.affectsLayout { return true }
    guard mode == other.mode else { return false }
    let a = frameInScreen
    let b = other.frameInScreen
    let tolerance: CGFloat = 0.5
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }
}
