import Foundation

/// Safe area, layout passes, layout guides and anchors, and `endEditing`.
///
/// Models UIKit's `safeAreaInsets` / `safeAreaInsetsDidChange()` (H17 UIView.h:275-276),
/// `setNeedsLayout()` / `layoutIfNeeded()` (H17 UIView.h:248-249), `safeAreaLayoutGuide`
/// (:288), `topAnchor` / `bottomAnchor` (UIView.h `UIViewLayoutConstraintCreation`) and
/// `endEditing(_:)` (H17 UITextField.h:135-136). A view's safe-area insets are the parts of it
/// that lie outside its safe rectangle, each clamped to the view's size. That rectangle is its
/// window's bounds inset by the window's insets (set in tests with
/// `UIWindow._setSafeAreaInsets(_:)`), cut down by the bars of every container controller around
/// it: "The safe area of a view reflects the area not covered by navigation bars, tab bars,
/// toolbars, and other ancestors that obscure a view controller's view"; for other views "the
/// insets reflect only the portion of the view that is covered" (DOC uikit/uiview/safeareainsets).
/// So a screen in a tab bar controller has the bar in its bottom inset, and so has a scroll view
/// that runs under the bar. That a screen moved by an app keeps only the part still under a bar,
/// as any other view does, is inferred: Apple documents the root view's insets only in place; an
/// IQKeyboardManager maintainer describes moving the root view as collapsing its bottom safe area
/// (hackiftekhar/IQKeyboardManager issue 2027).
/// `layoutIfNeeded()` climbs while superviews need layout (as `-[CALayer layoutIfNeeded]` does)
/// and then lays out that subtree top-down, calling `layoutSubviews()` on each dirty view. These
/// members are `public`, not `open` (declared in an extension).
///
/// ```swift
/// UIView.animate(withDuration: 0.25) {
///   bottomConstraint.constant = -keyboardOverlap
///   container.layoutIfNeeded()
/// }
/// ```
extension UIView {
  /// The insets of the part of the view covered by its window's unsafe edges.
  public var safeAreaInsets: UIEdgeInsets {
    if let window = self as? UIWindow { return window.windowSafeAreaInsets }
    guard let window else { return .zero }
    var safe = window.bounds.inset(by: window.windowSafeAreaInsets)
    var ancestor: UIView? = self
    while let view = ancestor, view !== window {
      if view.barCoveredEdges != .zero {
        let open = view.convert(view.bounds.inset(by: view.barCoveredEdges), to: window)
        let overlap = safe.intersection(open)
        // Bars that leave nothing open: an empty safe rectangle at the open part's top.
        safe = overlap.isNull ? CGRect(x: open.minX, y: open.minY, width: 0, height: 0) : overlap
      }
      ancestor = view.storedSuperview
    }
    let rect = convert(bounds, to: window)
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
    return UIEdgeInsets(
      top: clamp(safe.minY - rect.minY, rect.height),
      left: clamp(safe.minX - rect.minX, rect.width),
      bottom: clamp(rect.maxY - safe.maxY, rect.height),
      right: clamp(rect.maxX - safe.maxX, rect.width)
    )
  }

  /// Marks the view as needing layout at the next `layoutIfNeeded()`.
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out the view (and dirty ancestors) now if layout is pending.
  public func layoutIfNeeded() {
    HeadlessEnvironment.count(\.layoutPasses)
    var start: UIView = self
    while let parent = start.storedSuperview, parent.needsLayout { start = parent }
    start.layoutSubtreeIfNeeded()
  }

  /// Resigns the first responder if it is the receiver or one of its descendants.
  ///
  /// Returns `true` if a first responder was resigned. `force` is accepted for fidelity; the
  /// stand-in's responders never refuse to resign.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let responder = window?.firstResponder as? UIView, responder.isDescendant(of: self)
    else { return false }
    return responder.resignFirstResponder()
  }

  /// The layout guides added to the view with ``addLayoutGuide(_:)``, in the order added.
  ///
  /// UIKit: `@property(readonly, copy) NSArray<__kindof UILayoutGuide *> *layoutGuides` (iOS 9,
  /// H15 UIView.h:547). The view keeps its guides alive.
  public var layoutGuides: [UILayoutGuide] { storedLayoutGuides }

  /// Adds `layoutGuide` to the view, making the view its `owningView` (H15 UIView.h:549-551).
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    storedLayoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
  }

  /// Removes `layoutGuide` from the view, setting its `owningView` to `nil` (H15
  /// UIView.h:553-555).
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard let index = storedLayoutGuides.firstIndex(where: { $0 === layoutGuide }) else { return }
    storedLayoutGuides.remove(at: index)
    layoutGuide.owningView = nil
  }

  /// A guide for the part of the view inside its safe area.
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = storedSafeAreaLayoutGuide { return guide }
    let guide = UILayoutGuide(kind: .safeArea, owningView: self)
    storedSafeAreaLayoutGuide = guide
    return guide
  }

  /// The top edge of the view's frame, for building constraints.
  public var topAnchor: NSLayoutYAxisAnchor {
    if let anchor = storedTopAnchor { return anchor }
    let anchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    storedTopAnchor = anchor
    return anchor
  }

  /// The bottom edge of the view's frame, for building constraints.
  public var bottomAnchor: NSLayoutYAxisAnchor {
    if let anchor = storedBottomAnchor { return anchor }
    let anchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    storedBottomAnchor = anchor
    return anchor
  }

  /// The leading edge of the view's frame (its left edge: the stand-in is left to right only).
  public var leadingAnchor: NSLayoutXAxisAnchor {
    if let anchor = storedLeadingAnchor { return anchor }
    let anchor = NSLayoutXAxisAnchor(item: self, attribute: .leading)
    storedLeadingAnchor = anchor
    return anchor
  }

  /// The trailing edge of the view's frame (its right edge: the stand-in is left to right only).
  public var trailingAnchor: NSLayoutXAxisAnchor {
    if let anchor = storedTrailingAnchor { return anchor }
    let anchor = NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    storedTrailingAnchor = anchor
    return anchor
  }

  /// The width of the view's frame, for building constraints.
  public var widthAnchor: NSLayoutDimension {
    if let anchor = storedWidthAnchor { return anchor }
    let anchor = NSLayoutDimension(item: self, attribute: .width)
    storedWidthAnchor = anchor
    return anchor
  }

  /// The height of the view's frame, for building constraints.
  public var heightAnchor: NSLayoutDimension {
    if let anchor = storedHeightAnchor { return anchor }
    let anchor = NSLayoutDimension(item: self, attribute: .height)
    storedHeightAnchor = anchor
    return anchor
  }

  // MARK: - Internal

  func layoutSubtreeIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in storedSubviews { subview.layoutSubtreeIfNeeded() }
  }

  /// A container controller's bars now cover `edges` of the receiver: its subtree's safe areas
  /// are recomputed when that changes.
  func setBarCoveredEdges(_ edges: UIEdgeInsets) {
    guard edges != barCoveredEdges else { return }
    barCoveredEdges = edges
    refreshSafeAreaInsets()
  }

  /// Recomputes the safe-area insets of the receiver and its subtree, reporting changes.
  func refreshSafeAreaInsets() {
    let current = safeAreaInsets
    if current != cachedSafeAreaInsets {
      cachedSafeAreaInsets = current
      setNeedsLayout()
      safeAreaInsetsDidChangeInternally()
      safeAreaInsetsDidChange()
    }
    for subview in storedSubviews { subview.refreshSafeAreaInsets() }
  }

  /// Applies the active constraints whose first item is a subview of the receiver.
  ///
  /// On each axis, a subview pinned by both edges (top and bottom, leading and trailing) takes its
  /// origin from the first and its size from the second, as Auto Layout would solve the pair; a
  /// single edge moves the frame and keeps its size. Of the equalities on one edge the highest
  /// priority wins; inequalities then bound it (see `NSLayoutConstraint`).
  func applyConstraints() {
    // A guide of the view's own is placed first: its subviews may be pinned to it (Signal's
    // composer pins its own guide to the keyboard layout guide: Docs/RealAppScreens.md).
    for guide in storedLayoutGuides where guide.kind == .plain {
      var edges: [NSLayoutConstraint.Attribute: CGFloat] = [:]
      for constraint in constraintsOfOwnedGuides
      where constraint.isActive && constraint.firstItem === guide && constraint.relation == .equal {
        if let edge = constraint.resolvedEdge(in: self) {
          edges[constraint.firstAttribute.leftToRight] = edge
        }
      }
      var frame = guide.solvedFrame
      frame.origin.x = bounds.minX
      frame.size.width = bounds.width
      Self.solve(&frame.origin.y, &frame.size.height, edges[.top], edges[.bottom], nil)
      guide.solvedFrame = frame
    }
    for subview in storedSubviews {
      var equalities: [NSLayoutConstraint.Attribute: (value: CGFloat, priority: Float)] = [:]
      var inequalities:
        [(attribute: NSLayoutConstraint.Attribute, constraint: NSLayoutConstraint, value: CGFloat)] =
          []
      for constraint in subview.constraintsAsFirstItem where constraint.isActive {
        let attribute: NSLayoutConstraint.Attribute
        let value: CGFloat
        if constraint.secondItem == nil,
          constraint.firstAttribute == .width
            || constraint.firstAttribute == .height
        {
          (attribute, value) = (constraint.firstAttribute, max(0, constraint.constant))
        } else if let edge = constraint.resolvedEdge(in: self) {
          (attribute, value) = (constraint.firstAttribute.leftToRight, edge)
        } else {
          continue
        }
        guard constraint.relation == .equal else {
          inequalities.append((attribute, constraint, value))
          continue
        }
        let priority = constraint.priority.rawValue
        if let held = equalities[attribute], held.priority > priority { continue }
        equalities[attribute] = (value, priority)
      }
      var edges = equalities.mapValues(\.value)
      for (attribute, constraint, bound) in inequalities {
        let held = equalities[attribute]
        if constraint.priority != .required, held?.priority == UILayoutPriority.required.rawValue {
          continue
        }
        guard let current = edges[attribute] ?? subview.frame.edge(attribute) else { continue }
        let bounded =
          constraint.relation == .lessThanOrEqual
          ? min(current, bound) : max(current, bound)
        if held != nil || bounded != current { edges[attribute] = bounded }
      }
      guard !edges.isEmpty else { continue }
      var frame = subview.frame
      Self.solve(&frame.origin.y, &frame.size.height, edges[.top], edges[.bottom], edges[.height])
      Self.solve(&frame.origin.x, &frame.size.width, edges[.left], edges[.right], edges[.width])
      if frame != subview.frame { subview.frame = frame }
    }
  }

  /// One axis: both edges give origin and size; one edge and a fixed size give both; one edge
  /// alone moves the origin and keeps the size.
  private static func solve(
    _ origin: inout CGFloat, _ size: inout CGFloat, _ start: CGFloat?, _ end: CGFloat?,
    _ fixedSize: CGFloat?
  ) {
    if let fixedSize { size = fixedSize }
    switch (start, end) {
    case (let start?, let end?):
      origin = start
      size = max(0, end - start)
    case (let start?, nil):
      origin = start
    case (nil, let end?):
      origin = end - size
    case (nil, nil):
      break
    }
  }
}

extension CGRect {
  /// Where this frame has `attribute` (left to right), `nil` for those layout does not model.
  fileprivate func edge(_ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
    switch attribute {
    case .top: minY
    case .bottom: maxY
    case .left: minX
    case .right: maxX
    case .width: width
    case .height: height
    default: nil
    }
  }
}

extension NSLayoutConstraint.Attribute {
  /// The attribute as laid out left to right: leading is left, trailing is right.
  var leftToRight: NSLayoutConstraint.Attribute {
    switch self {
    case .leading: .left
    case .trailing: .right
    default: self
    }
  }
}
