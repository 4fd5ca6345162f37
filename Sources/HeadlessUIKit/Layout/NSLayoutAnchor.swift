import Foundation

/// A factory for constraints between two edges of the same axis.
///
/// Models UIKit's generic `NSLayoutAnchor<AnchorType>` (iOS 9; DOC nslayoutanchor/
/// constraint(equalTo:) and constraint(equalTo:constant:)) and its vertical subclass
/// `NSLayoutYAxisAnchor` (DOC nslayoutyaxisanchor), with its inequalities (H26.2
/// NSLayoutAnchor.h:44-50); see `NSLayoutConstraint` for which constraints take part in layout.
///
/// ```swift
/// field.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -16).isActive = true
/// ```
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  /// Returns an inactive constraint `self = anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(equalTo: anchor, constant: 0)
  }

  /// Returns an inactive constraint `self = anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, c)
  }

  /// Returns an inactive constraint `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, 0)
  }

  /// Returns an inactive constraint `self <= anchor + c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, c)
  }

  /// Returns an inactive constraint `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, 0)
  }

  /// Returns an inactive constraint `self >= anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, c)
  }

  private func constraint(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, _ c: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      firstItem: item, firstAttribute: attribute, relation: relation, secondItem: anchor.item,
      secondAttribute: anchor.attribute, constant: c)
  }
}
