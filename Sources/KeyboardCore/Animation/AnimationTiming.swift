import Foundation

/// Timing functions for the animation curves keyboard notifications carry.
///
/// Curves 0–3 are the standard Core Animation cubic Béziers (ease-in-out 0.42,0,0.58,1;
/// ease-in 0.42,0,1,1; ease-out 0,0,0.58,1; linear). Curve 7, the keyboard's private curve,
/// has no published definition. We approximate it with the critically damped spring the
/// Flutter engine uses to follow the iOS keyboard (stiffness 1000, damping ratio 1, mass 3,
/// settling duration 0.5 s; flutter/engine pull request 37604, `KeyboardSpringCurve`), normalised
/// so that it reaches exactly 1 at the end of its 0.5 s, which is how long UIKit runs it whatever
/// the notification's duration (``KeyboardAnimation/motionDuration``). Any other raw value is
/// timed as ease-in-out. The `fraction` here is of the motion, not of the announced duration.
package enum AnimationTiming {
  /// Progress in `0...1` for `fraction` (elapsed / duration) of an animation with a raw curve.
  ///
  /// `fraction` is clamped to `0...1`; a NaN fraction counts as finished.
  package static func progress(curve: Int, fraction: Double) -> Double {
    guard !fraction.isNaN else { return 1 }
    let t = min(max(fraction, 0), 1)
    switch curve {
    case 0: return CubicBezier.easeInOut.value(at: t)
    case 1: return CubicBezier.easeIn.value(at: t)
    case 2: return CubicBezier.easeOut.value(at: t)
    case 3: return t
    case 7: return keyboardSpring(t)
    default: return CubicBezier.easeInOut.value(at: t)
    }
  }

  /// The spring's natural frequency, √(stiffness / mass), in radians per second.
  static let keyboardSpringOmega = (1000.0 / 3.0).squareRoot()
  /// The seconds the spring takes to settle: how long UIKit runs a curve-7 animation.
  static let keyboardSpringSettling = 0.5

  /// The spring approximation of curve 7, normalised to end at 1 when `t == 1`.
  static func keyboardSpring(_ t: Double) -> Double {
    let settling = keyboardSpringSettling
    let omega = keyboardSpringOmega
    func spring(_ seconds: Double) -> Double {
      1 - (1 + omega * seconds) * exp(-omega * seconds)
    }
    return min(1, spring(t * settling) / spring(settling))
  }
}
