import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One announced move of the keyboard, frame by frame: where it is at any moment after the
/// announcement, and how far up.
///
/// The keyboard moves from where it was drawn to the announced frame along the announcement's
/// curve (``KeyboardAnimation/progress(atElapsed:)``: curve 7 is the spring of mass 3 and
/// stiffness 1000 that UIKit runs for 0.5 s, critically damped as Flutter's engine models it, or
/// run for as long as UIKit's own animation was read to last: ``motionDuration``). A keyboard that ends
/// covering nothing (hidden, floating, undocked) is drawn leaving through the screen's bottom
/// edge; one that comes from nothing rises from there.
///
/// ```swift
/// let move = KeyboardTrajectory(
///   from: shownFrame, to: .hidden, screenBounds: screen, animation: event.animation)
/// let frame = move.frame(atElapsed: 0.08)  // 43 % of the way down
/// ```
public struct KeyboardTrajectory: Sendable, Equatable {
  /// Where the keyboard starts, in screen coordinates (below the screen when none is up).
  public let start: CGRect
  /// Where it ends, in screen coordinates (below the screen when it ends covering nothing).
  public let end: CGRect
  /// The screen's bounds.
  public let screenBounds: CGRect
  /// The announcement's timing.
  public let animation: KeyboardAnimation
  /// The seconds the move lasts: UIKit's own, when it was read from an animation UIKit attached
  /// for the announcement; otherwise the animation's ``KeyboardAnimation/motionDuration``.
  public let motionDuration: TimeInterval
  /// Whether the keyboard ends up (docked at the bottom edge, or a hardware keyboard's bar).
  public let endsUp: Bool
  /// The height on screen the keyboard has when up, for ``progress(of:)``: the end's for a move
  /// to a keyboard that is up, the start's for one leaving.
  public let fullHeight: CGFloat

  /// A move from the keyboard drawn at `start` (`nil`: none on screen) to the judged `end`.
  ///
  /// - Parameters:
  ///   - start: the frame drawn now, in screen coordinates; `nil` when no keyboard is drawn.
  ///   - end: the keyboard as judged at the announcement.
  ///   - screenBounds: the screen's bounds.
  ///   - animation: the announcement's duration and curve (``KeyboardAnimation/immediate`` for
  ///     a "did" or a move UIKit does not animate).
  ///   - fullHeightWhenLeaving: for a keyboard that leaves, its height on screen when it was
  ///     up, when it starts from part-way (a finger had it, or it was still rising); by default
  ///     the height it starts from.
  ///   - motionDuration: the seconds UIKit runs the move for, when known (a curve-7 block lasts
  ///     the spring's 0.5 s on one account and twice the announced duration on another, which
  ///     agree only for 0.25 s); by default the animation's own account. Ignored unless positive
  ///     and finite.
  public init(
    from start: CGRect?, to end: KeyboardState, screenBounds: CGRect, animation: KeyboardAnimation,
    fullHeightWhenLeaving: CGFloat? = nil, motionDuration: TimeInterval? = nil
  ) {
    let endsUp = end.mode.coversBottomEdge && end.phase != .hidden && end.phase != .hiding
    let parkedHeight = start?.height ?? (endsUp ? end.frameInScreen.height : 0)
    let endFrame =
      endsUp ? end.frameInScreen : Self.parked(height: parkedHeight, screenBounds: screenBounds)
    let startFrame =
      start
      ?? Self.parked(
        height: endsUp ? end.frameInScreen.height : 0, screenBounds: screenBounds,
        x: endFrame.minX, width: endFrame.width)
    self.start = startFrame
    self.end = endFrame
    self.screenBounds = screenBounds
    self.animation = animation
    let measured = motionDuration.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    self.motionDuration = animation.duration > 0 ? measured ?? animation.motionDuration : 0
    self.endsUp = endsUp
    let startHeight = Self.heightOnScreen(startFrame, screenBounds: screenBounds)
    fullHeight =
      endsUp
      ? Self.heightOnScreen(endFrame, screenBounds: screenBounds)
      : max(startHeight, fullHeightWhenLeaving.flatMap { $0.isFinite ? $0 : nil } ?? 0)
  }

  /// How far along its curve the move is at `elapsed` seconds, from 0 to 1.
  public func curveProgress(atElapsed elapsed: TimeInterval) -> Double {
    guard motionDuration > 0 else { return 1 }
    return AnimationTiming.progress(curve: animation.curve, fraction: elapsed / motionDuration)
  }

  /// The frame at `elapsed` seconds after the announcement.
  public func frame(atElapsed elapsed: TimeInterval) -> CGRect {
    let t = CGFloat(curveProgress(atElapsed: elapsed))
    return CGRect(
      x: start.minX + (end.minX - start.minX) * t, y: start.minY + (end.minY - start.minY) * t,
      width: start.width + (end.width - start.width) * t,
      height: start.height + (end.height - start.height) * t)
  }

  /// Whether the move has ended by `elapsed`.
  public func isFinished(atElapsed elapsed: TimeInterval) -> Bool {
    curveProgress(atElapsed: elapsed) >= 1
  }

  /// How far up a keyboard drawn at `frame` is: its height on screen over ``fullHeight``,
  /// from 0 to 1.
  public func progress(of frame: CGRect) -> CGFloat {
    guard fullHeight > 0 else { return 0 }
    return min(1, max(0, Self.heightOnScreen(frame, screenBounds: screenBounds) / fullHeight))
  }

  /// The phase of the move at `elapsed`: announced, moving, or at rest.
  public func phase(atElapsed elapsed: TimeInterval) -> KeyboardMotion.Phase {
    if isFinished(atElapsed: elapsed) { return endsUp ? .shown : .hidden }
    if elapsed <= 0 { return endsUp ? .willShow : .willHide }
    return endsUp ? .showing : .hiding
  }

  /// The height of `frame` above the screen's bottom edge.
  public static func heightOnScreen(_ frame: CGRect, screenBounds: CGRect) -> CGFloat {
    max(0, min(frame.maxY, screenBounds.maxY) - max(frame.minY, screenBounds.minY))
  }

  /// A keyboard of `height` just below the screen's bottom edge.
  static func parked(
    height: CGFloat, screenBounds: CGRect, x: CGFloat? = nil, width: CGFloat? = nil
  ) -> CGRect {
    CGRect(
      x: x ?? screenBounds.minX, y: screenBounds.maxY, width: width ?? screenBounds.width,
      height: height)
  }
}
