import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A view's bottom pinned to a keyboard layout guide's top: the guide, and how far below its top
/// the view ends.
@MainActor
struct KeyboardGuidePin {
  /// The guide the view's bottom follows, a `UIKeyboardLayoutGuide` (held as its superclass,
  /// which the package's oldest systems have).
  let guide: UILayoutGuide
  /// How far below the guide's top the view's bottom is (the constraint's constant, signed so).
  let offset: CGFloat

  /// Where the guide's top rests with no docked keyboard, in `screen`'s coordinates, or `nil`
  /// when it belongs to no view.
  ///
  /// "When offscreen or undocked, the topAnchor is tied to the bottomAnchor of the view's
  /// safeAreaLayoutGuide"; from iOS 17 `usesBottomSafeArea` set to `false` ties it to the view's
  /// bottom instead (UIKeyboardLayoutGuide.h, 26.2 SDK).
  func restingTop(in screen: UIScreen) -> CGFloat? {
    guard let view = guide.owningView else { return nil }
    var onSafeArea = true
    if #available(iOS 17, macCatalyst 17, *), let guide = guide as? UIKeyboardLayoutGuide {
      onSafeArea = guide.usesBottomSafeArea
    }
    let bottom = view.bounds.maxY - (onSafeArea ? view.safeAreaInsets.bottom : 0)
    return view.convert(CGPoint(x: view.bounds.minX, y: bottom), to: screen.coordinateSpace).y
  }
}

extension UIView {
  /// The keyboard layout guide this view's bottom is pinned to, or `nil` when no active
  /// constraint ties the two.
  ///
  /// Such a view (Apple's recommended layout since iOS 15, WWDC21 session 10259) ends above
  /// the keyboard once UIKit has laid it out after the notification. The constraint is held by
  /// the closest common ancestor of its items (DOC uikit/nslayoutconstraint/isactive), so the
  /// ancestors are read, up to the window; either item order counts.
  var keyboardGuidePin: KeyboardGuidePin? {
    var holder = superview
    while let view = holder, !(view is UIWindow) {
      for constraint in view.constraints where constraint.isActive {
        if constraint.firstItem === self, constraint.firstAttribute == .bottom,
          constraint.secondItem is UIKeyboardLayoutGuide, constraint.secondAttribute == .top,
          let guide = constraint.secondItem as? UILayoutGuide
        {
          return KeyboardGuidePin(guide: guide, offset: constraint.constant)
        }
        if constraint.secondItem === self, constraint.secondAttribute == .bottom,
          constraint.firstItem is UIKeyboardLayoutGuide, constraint.firstAttribute == .top,
          let guide = constraint.firstItem as? UILayoutGuide
        {
          return KeyboardGuidePin(guide: guide, offset: -constraint.constant)
        }
      }
      holder = view.superview
    }
    return nil
  }
}
