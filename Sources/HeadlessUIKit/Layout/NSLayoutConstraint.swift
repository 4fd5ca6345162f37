import Foundation

/// An edge constraint: `firstItem.edge = secondItem.edge + constant` (or `<=`, `>=`), on one
/// axis.
///
/// Models UIKit's `NSLayoutConstraint` (H17 NSLayoutConstraint.h:125-126; `constant` :178,
/// `isActive` / `activate(_:)` / `deactivate(_:)` :181-187; `priority` H26.2 :149, `relation`
/// :173, NSLayoutRelation :41-45; items and attributes DOC nslayoutconstraint/firstitem,
/// /seconditem, /firstattribute). Stand-in subset: constraints are made with an anchor's
/// `constraint(equalTo:constant:)`, `constraint(lessThanOrEqualTo:constant:)` or
/// `constraint(greaterThanOrEqualTo:constant:)`; a constraint whose first item is a layout guide
/// is held (`UIView.constraints`) but not solved: the first item must be a view and both
/// attributes `.top` or `.bottom`, or both `.leading` or `.trailing` (left to right only); the
/// second item may be a view or a layout guide (`safeAreaLayoutGuide`, `keyboardLayoutGuide`).
/// Rule applied by the first item's superview in `layoutSubviews()`: the edge value is the second
/// item's edge converted into the superview's coordinates plus `constant` (a scroll view's own
/// edges, to its subviews, are its content's edges, TN2154). Of the equalities on one edge the
/// highest priority wins (an optional constraint yields to a required one it conflicts with,
/// "as close as possible": H26.2 :144-148); an inequality then bounds that edge, unless it is
/// optional and a required equality holds the edge. With no equality on the edge, the stand-in
/// bounds the edge where the frame has it (Auto Layout would call such an edge ambiguous: the
/// stand-in's reading). Both edges of an axis set the origin and size on it; one edge moves the
/// frame and keeps its size. Changing `constant`, `priority` or `isActive` marks the superview
/// as needing layout, so `layoutIfNeeded()` inside `UIView.animate` animates the frame, as in
/// UIKit. Other attributes and multipliers are not modelled; such constraints are ignored.
///
/// ```swift
/// let bottom = field.bottomAnchor.constraint(
///   equalTo: container.safeAreaLayoutGuide.bottomAnchor, constant: -8)
/// bottom.isActive = true
/// ```
@MainActor
open class NSLayoutConstraint: NSObject {
  /// The part of an item's alignment rectangle a constraint refers to.
  public enum Attribute: Int, Sendable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case notAnAttribute = 0
  }

  /// A layout axis: a stack view's, or the one a priority applies to.
  ///
  /// UIKit's `UILayoutConstraintAxis` (H26.2 UIView.h:430-433), imported as this nested type.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// How the first item's attribute relates to the second's.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  weak var storedFirstItem: AnyObject?
  weak var storedSecondItem: AnyObject?
  let storedFirstAttribute: Attribute
  let storedSecondAttribute: Attribute
  var storedIsActive = false
  let storedRelation: Relation

  init(
    firstItem: AnyObject?, firstAttribute: Attribute, relation: Relation = .equal,
    secondItem: AnyObject?, secondAttribute: Attribute, constant: CGFloat
  ) {
    storedFirstItem = firstItem
    storedFirstAttribute = firstAttribute
    storedRelation = relation
    storedSecondItem = secondItem
    storedSecondAttribute = secondAttribute
    self.constant = constant
    super.init()
  }

  /// How the first item's attribute relates to the second's: `==`, `<=` or `>=`.
  open var relation: Relation {
    storedRelation
  }

  /// How strongly the constraint holds (default `.required`); changing it schedules layout.
  open var priority: UILayoutPriority = .required {
    didSet { invalidateLayout() }
  }

  /// The constant added to the second item's edge; changing it schedules layout.
  open var constant: CGFloat {
    didSet {
      if constant != oldValue { HeadlessEnvironment.count(\.constraints) }
      invalidateLayout()
    }
  }

  /// Whether the constraint takes part in layout; setting it schedules layout.
  open var isActive: Bool {
    get { storedIsActive }
    set {
      guard newValue != storedIsActive else { return }
      HeadlessEnvironment.count(\.constraints)
      storedIsActive = newValue
      if let guide = storedFirstItem as? UILayoutGuide, let owner = guide.owningView {
        if newValue {
          owner.constraintsOfOwnedGuides.append(self)
        } else {
          owner.constraintsOfOwnedGuides.removeAll { $0 === self }
        }
        owner.setNeedsLayout()
        return
      }
      guard let view = storedFirstItem as? UIView else { return }
      if newValue {
        view.constraintsAsFirstItem.append(self)
      } else {
        view.constraintsAsFirstItem.removeAll { $0 === self }
      }
      invalidateLayout()
    }
  }

  /// The first item of the constraint.
  open var firstItem: AnyObject? {
    storedFirstItem
  }

  /// The second item of the constraint.
  open var secondItem: AnyObject? {
    storedSecondItem
  }

  /// The attribute of the first item.
  open var firstAttribute: Attribute {
    storedFirstAttribute
  }

  /// The attribute of the second item.
  open var secondAttribute: Attribute {
    storedSecondAttribute
  }

  /// Activates each constraint.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  // MARK: - Internal

  func invalidateLayout() {
    if let guide = storedFirstItem as? UILayoutGuide {
      guide.owningView?.setNeedsLayout()
      return
    }
    guard let view = storedFirstItem as? UIView else { return }
    view.superview?.setNeedsLayout()
    view.setNeedsLayout()
  }

  /// Where this constraint puts its first item's edge, in `container`'s coordinates (the
  /// second item's edge plus `constant`), or `nil` when the stand-in does not model the pair.
  func resolvedEdge(in container: UIView) -> CGFloat? {
    let secondRect: CGRect
    switch storedSecondItem {
    case let scrollView as UIScrollView where scrollView === container:
      // A scroll view's edges, constrained to its own subviews, are its content's edges
      // (Apple Technical Note TN2154, "UIScrollView And Autolayout").
      secondRect = CGRect(origin: .zero, size: scrollView.contentSize)
    case let view as UIView:
      secondRect = view.convert(view.bounds, to: container)
    case let guide as UILayoutGuide:
      guard let owner = guide.owningView else { return nil }
      secondRect = owner.convert(guide.layoutFrame, to: container)
    default:
      return nil
    }
    switch (storedFirstAttribute.leftToRight, storedSecondAttribute.leftToRight) {
    case (.top, .top), (.bottom, .top): return secondRect.minY + constant
    case (.top, .bottom), (.bottom, .bottom): return secondRect.maxY + constant
    case (.left, .left), (.right, .left): return secondRect.minX + constant
    case (.left, .right), (.right, .right): return secondRect.maxX + constant
    default: return nil
    }
  }
}
