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
  ///
  /// Inside UIKit's own keyboard block a nested block inherits that block's duration and curve
  /// (UIView.h, `UIViewAnimationOptionOverrideInheritedDuration`), which is what the keyboard
  /// runs on. A keyboard springing back after a drag (`KeyboardAnimation.releaseSnapBack`) may
  /// outrun the block it is announced in: that one alone overrides it, so it runs as planned.
  @MainActor
  func perform(_ changes: @escaping () -> Void) {
    guard duration > 0 else {
      UIView.performWithoutAnimation(changes)
      return
    }
    var options = uiViewOptions
    if self == .releaseSnapBack {
      options.formUnion([.overrideInheritedDuration, .overrideInheritedCurve])
    }
    UIView.animate(
      withDuration: duration, delay: 0, options: options, animations: changes, completion: nil)
  }
}
