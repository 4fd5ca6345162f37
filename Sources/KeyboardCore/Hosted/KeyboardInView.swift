import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard as one view sees it: how much of the view it covers, in the view's own points,
/// what kind of keyboard it is, and how it moves.
///
/// This is the value a view that cannot be moved by setting frames or offsets (a SwiftUI view)
/// builds its layout from. It answers what apps compute by hand and get wrong: the screen's
/// height minus the keyboard's top is not the overlap of a view that does not reach the screen's
/// bottom (a sheet, a view above a tab bar, a Stage Manager window), and a floating or undocked
/// keyboard covers nothing.
///
/// ```swift
/// let keyboard = KeyboardInView(
///   event: event, keyboardFrameInView: keyboardInViewSpace, viewBounds: view.bounds,
///   viewSafeAreaBottom: view.safeAreaInsets.bottom, mode: mode)
/// let padding = keyboard.paddingBeyondSafeArea
/// ```
public struct KeyboardInView: Sendable, Equatable {
  /// The height, up from the view's bottom edge and in the view's points, that the keyboard
  /// covers; zero for a keyboard that does not cover the bottom edge.
  public var bottomOverlap: CGFloat
  /// The part of ``bottomOverlap`` beyond the view's own bottom safe area: the space content
  /// that already keeps out of the safe area (the home indicator) must still give up.
  public var paddingBeyondSafeArea: CGFloat
  /// What kind of keyboard it is: this app's docked, floating, undocked or split keyboard, a
  /// hardware keyboard's bar, another app's, one on another screen, or none.
  public var mode: KeyboardMode
  /// How the keyboard moves to where it is going.
  public var animation: KeyboardAnimation

  /// No keyboard: nothing covered, nothing to animate.
  public static let hidden = KeyboardInView(
    bottomOverlap: 0, paddingBeyondSafeArea: 0, mode: .hidden, animation: .immediate)

  /// Creates a value from its parts (previews and tests).
  public init(
    bottomOverlap: CGFloat, paddingBeyondSafeArea: CGFloat, mode: KeyboardMode,
    animation: KeyboardAnimation
  ) {
    self.bottomOverlap = bottomOverlap
    self.paddingBeyondSafeArea = paddingBeyondSafeArea
    self.mode = mode
    self.animation = animation
  }

  /// Whether `other` asks the same layout of the view: the same overlap, padding and mode,
  /// whatever the animation.
  package func laysOutLike(_ other: KeyboardInView) -> Bool {
    bottomOverlap == other.bottomOverlap && paddingBeyondSafeArea == other.paddingBeyondSafeArea
      && mode == other.mode
  }

  /// The keyboard a notification announces, as the view sees it once the keyboard has moved.
  ///
  /// - Parameters:
  ///   - event: the decoded notification.
  ///   - keyboardFrameInView: the event's end frame converted into the view's coordinates.
  ///   - viewBounds: the view's bounds.
  ///   - viewSafeAreaBottom: the view's own bottom safe-area inset (UIKit's, which never
  ///     contains the keyboard).
  ///   - mode: the keyboard's mode on the view's screen
  ///     (``KeyboardMode/init(endFrameInScreen:screenBounds:windowFrameInScreen:isLocal:isOnThisScreen:)``).
  ///
  /// A hide covers nothing whatever its frame says, and is ``KeyboardMode/hidden`` unless its
  /// frame is a floating or undocked keyboard still on screen (iPadOS posts a will-hide when the
  /// keyboard leaves the bottom edge: Avi0n/MeshCoreOne pull request 139, an app's report, not
  /// Apple's documentation). The modes that do not cover the bottom edge
  /// (``KeyboardMode/coversBottomEdge``) cover nothing either. Another app's keyboard along the
  /// bottom covers what it covers: the content behind it is hidden all the same.
  public init(
    event: KeyboardEvent, keyboardFrameInView: CGRect, viewBounds: CGRect,
    viewSafeAreaBottom: CGFloat, mode: KeyboardMode
  ) {
    let isHide = event.kind == .willHide || event.kind == .didHide
    let stillOnScreen = mode == .floating || mode == .undocked
    let mode = isHide && !stillOnScreen ? KeyboardMode.hidden : mode
    let overlap =
      keyboardFrameInView.isFiniteRect && viewBounds.isFiniteRect
      ? KeyboardOverlap.bottomOverlap(
        keyboardFrameInScreen: keyboardFrameInView, mode: mode, rectInScreen: viewBounds) : 0
    let safeArea = viewSafeAreaBottom.isFinite ? max(0, viewSafeAreaBottom) : 0
    self.init(
      bottomOverlap: overlap, paddingBeyondSafeArea: max(0, overlap - safeArea), mode: mode,
      animation: event.animation)
  }

  /// The keyboard as a view sees it, from a judged state (``KeyboardTracker``): what it covers of
  /// the view, the part beyond the view's safe area, its mode, and the animation of `event`, the
  /// last announcement that described a keyboard.
  ///
  /// As ``init(event:keyboardFrameInView:viewBounds:viewSafeAreaBottom:mode:)`` with the judged
  /// frame and mode: a keyboard announced hiding covers nothing unless it stays on screen
  /// (floating, undocked); another app's keyboard still covers what it covers. A "did"
  /// notification comes once the keyboard has stopped, so what it brings is applied at once
  /// (``animation`` is ``KeyboardAnimation/immediate``), as the avoiders apply it: moved on the
  /// announced curve, content would glide after a keyboard already still.
  ///
  /// - Parameters:
  ///   - state: the judged keyboard.
  ///   - event: the announcement that brought it.
  ///   - keyboardFrameInView: `state`'s frame, converted into the view's coordinates.
  ///   - viewBounds: the view's bounds.
  ///   - viewSafeAreaBottom: the view's own bottom safe-area inset.
  public init(
    state: KeyboardState, announcedBy event: KeyboardEvent, keyboardFrameInView: CGRect,
    viewBounds: CGRect, viewSafeAreaBottom: CGFloat
  ) {
    self.init(
      event: event, keyboardFrameInView: keyboardFrameInView, viewBounds: viewBounds,
      viewSafeAreaBottom: viewSafeAreaBottom, mode: state.mode)
    if !event.kind.isWill { animation = .immediate }
  }
}
