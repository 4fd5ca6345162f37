import Foundation

extension KeyboardAnimation {
  /// The shape of an animation, in the terms animation systems without UIKit's curve options
  /// take (SwiftUI's `Animation.timingCurve` and `Animation.interpolatingSpring`).
  public enum TimingCurve: Sendable, Equatable {
    /// No animation: the change lands at once.
    case immediate
    /// A cubic Bézier from (0, 0) to (1, 1) through two control points, over `duration`.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: TimeInterval)
    /// A critically damped spring, released at rest: the keyboard's own curve (7).
    case spring(mass: Double, stiffness: Double, damping: Double)
  }

  /// This animation's curve as a Bézier or a spring that follows the same progress
  /// (``progress(atElapsed:)``).
  ///
  /// Curve 7 is the spring the package times the keyboard with, at the keyboard's own pace: it
  /// settles in 0.5 s whatever the notification's duration (``motionDuration``), and the progress
  /// at each elapsed time matches ``progress(atElapsed:)`` within 0.002 (the spring reaches 1 only
  /// in the limit, where the package's curve is normalised to end at 0.5 s). Unknown raw values
  /// are eased in and out, as ``progress(atElapsed:)`` times them.
  public var timingCurve: TimingCurve {
    guard duration > 0 else { return .immediate }
    let bezier: CubicBezier
    switch curve {
    case Self.keyboardCurve:
      // Critically damped with unit mass: k = ω², c = 2ω (the same motion as mass 3, k 1000).
      let omega = AnimationTiming.keyboardSpringOmega
      return .spring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
    case 1: bezier = .easeIn
    case 2: bezier = .easeOut
    case 3: bezier = .linear
    default: bezier = .easeInOut
    }
    return .cubicBezier(
      x1: bezier.x1, y1: bezier.y1, x2: bezier.x2, y2: bezier.y2, duration: duration)
  }

  /// This animation's curve for content moved with the keyboard at `pace`.
  ///
  /// It follows ``progress(atElapsed:_:measured:)``: curve 7's spring stretched or shrunk to
  /// ``motionDuration(_:)`` (its natural frequency scaled by 0.5 s over that duration), so that
  /// content is never behind a keyboard arriving nor ahead of one leaving on either account of
  /// the keyboard's timing. The same as ``timingCurve`` at 0.25 s and for every other curve.
  public func timingCurve(_ pace: Pace) -> TimingCurve {
    guard duration > 0, curve == Self.keyboardCurve else { return timingCurve }
    let omega =
      AnimationTiming.keyboardSpringOmega * AnimationTiming.keyboardSpringSettling
      / motionDuration(pace)
    return .spring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
  }
}
