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
      for constraint in view.constraintsAsFirstItem + view.constraintsOfOwnedGuides
      where constraint.isActive {
        if constraint.closestCommonAncestor === self { held.append(constraint) }
      }
      pending.append(contentsOf: view.subviews)
    }
    return held
  }
}

extension UIView {
  /// Whether the view's constraints leave its position or size open on an axis.
  ///
  /// Models UIKit's debugging aid `hasAmbiguousLayout` (H17.4 UIView.h:600-603: "whether there is
  /// another center and bounds the receiver could have that could also satisfy the
  /// constraints"), with a simpler check than Auto Layout's. A view laid out by its autoresizing
  /// mask is never ambiguous. One with `translatesAutoresizingMaskIntoConstraints` set to `false`
  /// needs, on each axis, two of its start edge, its end edge and its size, each fixed by an
  /// active constraint to something outside the view (a constraint to its own subview or guide
  /// places that subview, not the view). Intrinsic content sizes are not modelled: every
  /// dimension needs a constraint or both edges. Walks the view's whole tree on each read: for
  /// tests.
  public var hasAmbiguousLayout: Bool {
    guard !translatesAutoresizingMaskIntoConstraints else { return false }
    func isOutside(_ item: AnyObject?) -> Bool {
      guard let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView else {
        return false
      }
      return !view.isDescendant(of: self)
    }
    var fixed = Set<NSLayoutConstraint.Attribute>()
    var root: UIView = self
    while let parent = root.superview { root = parent }
    var pending: [UIView] = [root]
    while let view = pending.popLast() {
      for constraint in view.constraintsAsFirstItem where constraint.isActive {
        if constraint.firstItem === self {
          if constraint.secondItem == nil || isOutside(constraint.secondItem) {
            fixed.insert(constraint.firstAttribute.leftToRight)
          }
        } else if constraint.secondItem === self, isOutside(constraint.firstItem) {
          fixed.insert(constraint.secondAttribute.leftToRight)
        }
      }
      pending.append(contentsOf: view.subviews)
    }
    let vertical = fixed.intersection([.top, .bottom, .height]).count
    let horizontal = fixed.intersection([.left, .right, .width]).count
    return vertical < 2 || horizontal < 2
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
