import Foundation

/// A size anchor (width, height).
///
/// Models UIKit's `NSLayoutDimension` (DOC uikit/nslayoutdimension, iOS 9) with
/// `constraint(equalToConstant:)` (DOC uikit/nslayoutdimension/constraint(equaltoconstant:)): a
/// fixed width or height, which the stand-in's layout applies like an edge constraint.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// Returns an inactive constraint `self = c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(
      firstItem: item, firstAttribute: attribute, secondItem: nil,
      secondAttribute: .notAnAttribute, constant: c)
  }
}
