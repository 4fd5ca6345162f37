import Foundation

/// The timing functions behind the stand-in's animations, in one reusable place.
///
/// Stand-in only (not UIKit). Maps a `UIView.AnimationCurve` raw value (the curve field of
/// `UIView.AnimationOptions`, bits 16–19, H17 UIView.h:75-78) to progress:
/// 0 ease-in-out, 1 ease-in, 2 ease-out — the Core Animation cubic Béziers (0.42, 0, 0.58, 1),
/// (0.42, 0, 1, 1), (0, 0, 0.58, 1) — and 3 linear. Raw value 7, the keyboard's private curve
/// (surface §2.2), is approximated by the critically damped spring Flutter's engine uses for
/// the iOS keyboard (flutter/engine PR #37604, `KeyboardSpringCurve`: stiffness 1000, damping
/// ratio 1, mass 3, settling in 0.5 s), normalised so progress reaches 1 at the end:
/// `p(u) = s(0.5 u) / s(0.5)` with `s(t) = 1 − (1 + ω t) e^(−ω t)`, `ω = √(1000 / 3)`.
/// Any other raw value falls back to ease-in-out (UIKit's behaviour for them is unknown).
///
/// A curve-7 block moves for the spring's 0.5 s whatever duration it was given
/// (``motionDuration(curveRawValue:duration:)``): UIKit turns it into a `CASpringAnimation`
/// (mass 3, stiffness 1000, damping 500) of duration 0.5 and ignores the block's 0.25 s (Apple
/// Developer Forums thread 48088, a developer's dump of the animation UIKit created: moderate;
/// flutter/engine PR 37604 review hard-codes the same 0.5 s for a 0.25 s notification and calls it
/// "duration * 2": moderate). Whether another block duration still gives 0.5 s is not shown
/// anywhere: the forum's "ignores" is modelled, and on the other reading
/// (`HeadlessReadings.curveSevenFollowsDuration`) the spring is stretched over twice the
/// block's duration, Flutter's formula, which agrees for 0.25 s (0.8 s for a 0.4 s block).
///
/// ```swift
/// let halfway = HeadlessTiming.progress(curveRawValue: 7, fraction: 0.5)
/// ```
package enum HeadlessTiming {
  /// The raw curve value UIKit reports for keyboard animations.
  package static let keyboardCurveRawValue: Int = 7

  /// The spring's stiffness (Flutter `KeyboardSpringCurve`).
  static let springStiffness = 1000.0
  /// The spring's mass (Flutter `KeyboardSpringCurve`).
  static let springMass = 3.0
  /// The spring's settling time in seconds: how long a curve-7 block moves.
  package static let springSettlingTime = 0.5

  /// The seconds a block given `duration` and curve `curveRawValue` moves for: for the
  /// keyboard's curve 7 (when animated at all), the spring's settling time, or twice `duration`
  /// on the reading that says so; the block's own duration for every other curve.
  @MainActor
  package static func motionDuration(curveRawValue: Int, duration: TimeInterval) -> TimeInterval {
    guard curveRawValue == keyboardCurveRawValue, duration > 0 else { return duration }
    return HeadlessEnvironment.readings.curveSevenFollowsDuration
      ? 2 * duration : springSettlingTime
  }

  /// Returns the eased progress (0…1) at `elapsed` seconds of a block given `duration` and curve
  /// `curveRawValue`, over its ``motionDuration(curveRawValue:duration:)``.
  @MainActor
  package static func progress(curveRawValue: Int, duration: TimeInterval, elapsed: TimeInterval)
    -> Double
  {
    let motion = motionDuration(curveRawValue: curveRawValue, duration: duration)
    guard motion > 0 else { return 1 }
    return progress(curveRawValue: curveRawValue, fraction: elapsed / motion)
  }

  /// Returns the eased progress (0…1) at `fraction` (0…1, clamped) of an animation's motion.
  package static func progress(curveRawValue: Int, fraction: Double) -> Double {
    if fraction <= 0 || fraction.isNaN { return 0 }
    if fraction >= 1 { return 1 }
    switch curveRawValue {
    case 1: return cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1, at: fraction)
    case 2: return cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1, at: fraction)
    case 3: return fraction
    case 7: return keyboardSpring(at: fraction)
    default: return cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: fraction)
    }
  }

  /// The critically damped keyboard spring, normalised to reach 1 at `fraction == 1`.
  static func keyboardSpring(at fraction: Double) -> Double {
    let omega = (springStiffness / springMass).squareRoot()
    func displacement(_ time: Double) -> Double {
      1 - (1 + omega * time) * exp(-omega * time)
    }
    return displacement(fraction * springSettlingTime) / displacement(springSettlingTime)
  }

  /// Solves the unit cubic Bézier `(0,0) (x1,y1) (x2,y2) (1,1)` for `x` and returns `y`.
  static func cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double)
    -> Double
  {
    func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
    var t = x
    for _ in 0..<8 {
      let error = coordinate(t, x1, x2) - x
      if abs(error) < 1e-9 { return coordinate(t, y1, y2) }
      let derivative = slope(t, x1, x2)
      if abs(derivative) < 1e-6 { break }
      t -= error / derivative
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<60 {
      let value = coordinate(t, x1, x2)
      if abs(value - x) < 1e-9 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return coordinate(t, y1, y2)
  }
}
