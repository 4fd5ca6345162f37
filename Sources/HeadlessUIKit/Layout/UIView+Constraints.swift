import Foundation

/// The constraints a view holds.
///
/// Models UIKit's `UIView.constraints` (H17.4 UIView.h:428, iOS 6). Activating a constraint adds
/// it to "the view that is the closest common ancestor of the items managed by this constraint"
/// (DOC uikit/nslayoutconstraint/isactive), so a view holds the active constraints between
/// itself or its descendants whose closest common ancestor it is; a layout guide counts as its
/// owning view. The stand-in finds them by walking the view's subtree on each read.
extension UIView {
  /// The active constraints held by the view, those whose items' closest common ancestor it is.
  public var constraints: [NSLayoutConstraint] {
    var held: [NSLayoutConstraint] = []
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      for constraint in view.constraintsAsFirstItem where constraint.isActive {
        if constraint.closestCommonAncestor === self { held.append(constraint) }
      }
      pending.append(contentsOf: view.subviews)
    }
    return held
  }
}

extension NSLayoutConstraint {
  /// The view UIKit installs the constraint on: the closest common ancestor of its items.
  var closestCommonAncestor: UIView? {
    func view(of item: AnyObject?) -> UIView? {
      (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }
    guard let first = view(of: firstItem) else { return nil }
    guard let second = view(of: secondItem) else { return first }
    var ancestor: UIView? = first
    while let candidate = ancestor {
      if second === candidate || second.isDescendant(of: candidate) { return candidate }
      ancestor = candidate.superview
    }
    return nil
  }
}
