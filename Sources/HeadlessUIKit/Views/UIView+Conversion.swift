import Foundation

/// Coordinate conversion between views, windows and screens.
///
/// Models UIKit's `convert(_:to:)` / `convert(_:from:)` (H17 UIView.h:206-209 for `UIView?`,
/// H17 UIView.h:133-136 for `UICoordinateSpace`). A `nil` view means the window's base
/// coordinates (DOC uiview/convert(_:to:)-2kf3d). Each step up the hierarchy maps through the
/// view's `bounds` (so a scroll view's content offset is honoured) and its transform about its
/// centre (CALayer.h, 26.2 SDK, lines 231-247; `PlaneMap.view`), so a list flipped upside down
/// with `CGAffineTransform(scaleX: 1, y: -1)`, as inverted chat lists are built, converts as on a
/// device: its bounds' top is drawn at its frame's bottom. A rectangle converts to the smallest
/// upright rectangle around its mapped corners (`CGRectApplyAffineTransform`'s rule). Views in
/// different windows convert through screen coordinates using each window's frame; a view
/// outside any window treats its root view's coordinates as both "window" and screen
/// coordinates. These methods are `public` rather than `open` because they live in an extension
/// (no ObjC runtime to override them).
///
/// ```swift
/// let fieldInWindow = field.convert(field.bounds, to: nil)
/// let fieldInScroll = scrollView.convert(field.bounds, from: field)
/// ```
extension UIView: ScreenMapProviding {
  /// Converts `point` from the receiver to `view` (`nil`: the window's base coordinates).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let (root, map) = mapToRoot()
    guard let view else { return map.apply(point) }
    let (otherRoot, otherMap) = view.mapToRoot()
    if root === otherRoot { return otherMap.inverted.apply(map.apply(point)) }
    return view.mapToScreen.inverted.apply(mapToScreen.apply(point))
  }

  /// Converts `point` from `view` (`nil`: the window's base coordinates) to the receiver.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let view else { return mapToRoot().map.inverted.apply(point) }
    return view.convert(point, to: self)
  }

  /// Converts `rect` from the receiver to `view` (`nil`: the window's base coordinates).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let (root, map) = mapToRoot()
    guard let view else { return map.apply(rect) }
    let (otherRoot, otherMap) = view.mapToRoot()
    if root === otherRoot { return map.apply(rect, then: otherMap.inverted) }
    return mapToScreen.apply(rect, then: view.mapToScreen.inverted)
  }

  /// Converts `rect` from `view` (`nil`: the window's base coordinates) to the receiver.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    guard let view else { return mapToRoot().map.inverted.apply(rect) }
    return view.convert(rect, to: self)
  }

  /// Converts `point` from the receiver to any coordinate space (a view, a screen's space…).
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    CoordinateConversion.convert(point, from: self, to: coordinateSpace)
  }

  /// Converts `point` from any coordinate space to the receiver.
  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    CoordinateConversion.convert(point, from: coordinateSpace, to: self)
  }

  /// Converts `rect` from the receiver to any coordinate space.
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    CoordinateConversion.convert(rect, from: self, to: coordinateSpace)
  }

  /// Converts `rect` from any coordinate space to the receiver.
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    CoordinateConversion.convert(rect, from: coordinateSpace, to: self)
  }

  // MARK: - Internal

  /// The map from the receiver's coordinates to its superview's.
  var mapToSuperview: PlaneMap {
    .view(center: modelCenter, bounds: bounds, transform: modelTransform)
  }

  /// The root of the hierarchy and the map from the receiver's coordinates to the root's.
  func mapToRoot() -> (root: UIView, map: PlaneMap) {
    var view = self
    var map = PlaneMap.identity
    while let parent = view.storedSuperview {
      map = map.then(view.mapToSuperview)
      view = parent
    }
    return (view, map)
  }

  /// The map from the receiver's coordinates to screen coordinates.
  var mapToScreen: PlaneMap {
    let (root, map) = mapToRoot()
    guard root is UIWindow else { return map }
    return map.then(root.mapToSuperview)
  }
}
