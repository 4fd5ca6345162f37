import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// How far below a keyboard layout guide's top the view's bottom is pinned, or `nil` when no
  /// active constraint ties the two.
  ///
  /// Such a view (Apple's recommended layout since iOS 15, WWDC21 session 10259) ends above
  /// the keyboard once UIKit has laid it out after the notification. The constraint is held by
  /// the closest common ancestor of its items (DOC uikit/nslayoutconstraint/isactive), so the
  /// ancestors are read, up to the window; either item order counts.
  var bottomOffsetFromKeyboardGuide: CGFloat? {
    var holder = superview
    while let view = holder, !(view is UIWindow) {
      for constraint in view.constraints where constraint.isActive {
        if constraint.firstItem === self, constraint.firstAttribute == .bottom,
          constraint.secondItem is UIKeyboardLayoutGuide, constraint.secondAttribute == .top
        {
          return constraint.constant
        }
        if constraint.secondItem === self, constraint.secondAttribute == .bottom,
          constraint.firstItem is UIKeyboardLayoutGuide, constraint.firstAttribute == .top
        {
          return -constraint.constant
        }
      }
      holder = view.superview
    }
    return nil
  }
}
