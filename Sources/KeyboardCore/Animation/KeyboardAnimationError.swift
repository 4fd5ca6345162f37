import Foundation

/// Why a duration or curve cannot describe a keyboard animation.
public enum KeyboardAnimationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// NaN, infinite, negative, or above ``KeyboardAnimation/maximumDuration``.
  case invalidDuration(TimeInterval)
  /// Outside `0...15`, the values the 4-bit curve field of `UIView.AnimationOptions` can hold.
  case invalidCurve(Int)

  /// A sentence naming the value and the range it must be in.
  public var description: String {
    switch self {
    case .invalidDuration(let duration):
      "duration \(duration) is not in 0...\(KeyboardAnimation.maximumDuration) seconds"
    case .invalidCurve(let curve):
      "curve \(curve) is not in 0...\(KeyboardAnimation.maximumCurve)"
    }
  }
}
