import Foundation
import HeadlessUIKit
import KeyboardCore

extension KeyboardAnimation {
  /// Runs `changes` in a `UIView.animate` block with this duration and curve, as the peers write
  /// their values (at once for a zero duration).
  @MainActor
  func animatePeerChanges(
    extraOptions: UIView.AnimationOptions = [], _ changes: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    guard duration > 0 else {
      UIView.performWithoutAnimation(changes)
      completion?(true)
      return
    }
    UIView.animate(
      withDuration: duration, delay: 0,
      options: UIView.AnimationOptions(rawValue: animationOptionsRawValue).union(extraOptions),
      animations: changes, completion: completion)
  }
}
