#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidance
  import SwiftUI

  extension KeyboardAnimation {
    /// The keyboard's animation as a SwiftUI `Animation`, `nil` for a change that lands at once.
    ///
    /// Curve 7, the keyboard's own, becomes a critically damped spring that settles at the
    /// notification's duration; curves 0–3 keep Core Animation's control points
    /// (`KeyboardAnimation/timingCurve`, where the figures are tested).
    ///
    /// ```swift
    /// withAnimation(keyboard.animation.swiftUIAnimation) { lifted = keyboard.bottomOverlap }
    /// ```
    public var swiftUIAnimation: Animation? {
      Self.animation(for: timingCurve)
    }

    /// The keyboard's animation as a SwiftUI `Animation` for content moved with a keyboard that
    /// arrives or leaves (`pace`): never behind the first nor ahead of the second, on either
    /// account of how long UIKit runs the keyboard's curve for a duration other than 0.25 s
    /// (`KeyboardAnimation/timingCurve(_:)`); `nil` for a change that lands at once.
    ///
    /// ```swift
    /// withAnimation(keyboard.animation.swiftUIAnimation(.leaving)) { lifted = 0 }
    /// ```
    public func swiftUIAnimation(_ pace: Pace) -> Animation? {
      Self.animation(for: timingCurve(pace))
    }

    private static func animation(for curve: TimingCurve) -> Animation? {
      switch curve {
      case .immediate:
        nil
      case .cubicBezier(let x1, let y1, let x2, let y2, let duration):
        .timingCurve(x1, y1, x2, y2, duration: duration)
      case .spring(let mass, let stiffness, let damping):
        .interpolatingSpring(
          mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)
      }
    }
  }
#endif
