import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension KeyboardAnimation {
  /// `UIView.AnimationOptions` that move with the keyboard: its curve (shifted into the curve
  /// bits, curve 7 included), starting from wherever an earlier animation has got to.
  var uiViewOptions: UIView.AnimationOptions {
    [
      UIView.AnimationOptions(rawValue: animationOptionsRawValue), .beginFromCurrentState,
      .allowUserInteraction,
    ]
  }

  /// Runs `changes` animated with the keyboard's duration and curve, or at once for a zero
  /// duration (UIKit: "changes are made without animating them").
  @MainActor
  func perform(_ changes: @escaping () -> Void) {
    guard duration > 0 else {
      UIView.performWithoutAnimation(changes)
      return
    }
    UIView.animate(
      withDuration: duration, delay: 0, options: uiViewOptions, animations: changes,
      completion: nil)
  }
}
