import Foundation

/// Coordinate conversion between views, windows and screens.
///
/// Models UIKit's `convert(_:to:)` / `convert(_:from:)` (H17 UIView.h:206-209 for `UIView?`,
/// H17 UIView.h:133-136 for `UICoordinateSpace`). A `nil` view means the window's base
/// coordinates (DOC uiview/convert(_:to:)-2kf3d). Each step up the hierarchy subtracts the
/// view's `bounds.origin` (so a scroll view's content offset is honoured) and adds its
/// `frame.origin` (which includes a translation transform). Views in different windows convert
/// through screen coordinates using each window's frame; a view outside any window treats its
/// root view's coordinates as both "window" and screen coordinates. These methods are `public`
/// rather than `open` because they live in an extension (no ObjC runtime to override them).
///
/// ```swift
/// let fieldInWindow = field.convert(field.bounds, to: nil)
/// let fieldInScroll = scrollView.convert(field.bounds, from: field)
/// ```
extension UIView: ScreenOffsetProviding {
  /// Converts `point` from the receiver to `view` (`nil`: the window's base coordinates).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let (root, offset) = offsetToRoot()
    guard let view else { return point.adding(offset) }
    let (otherRoot, otherOffset) = view.offsetToRoot()
    if root === otherRoot { return point.adding(offset).subtracting(otherOffset) }
    return point.adding(offsetToScreen).subtracting(view.offsetToScreen)
  }

  /// Converts `point` from `view` (`nil`: the window's base coordinates) to the receiver.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let view else { return point.subtracting(offsetToRoot().offset) }
    return view.convert(point, to: self)
  }

  /// Converts `rect` from the receiver to `view` (`nil`: the window's base coordinates).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    if rect.isNull { return rect }
    return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts `rect` from `view` (`nil`: the window's base coordinates) to the receiver.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    if rect.isNull { return rect }
    return CGRect(origin: convert(rect.origin, from: view), size: rect.size)
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

  /// The offset from the receiver's coordinates to its superview's coordinates.
  var offsetToSuperview: CGPoint {
    frame.origin.subtracting(bounds.origin)
  }

  /// The root of the hierarchy and the offset from the receiver's coordinates to the root's.
  func offsetToRoot() -> (root: UIView, offset: CGPoint) {
    var view = self
    var offset = CGPoint.zero
    while let parent = view.storedSuperview {
      offset = offset.adding(view.offsetToSuperview)
      view = parent
    }
    return (view, offset)
  }

  /// The offset from the receiver's coordinates to screen coordinates.
  var offsetToScreen: CGPoint {
    let (root, offset) = offsetToRoot()
    guard root is UIWindow else { return offset }
    return offset.adding(root.offsetToSuperview)
  }
}
