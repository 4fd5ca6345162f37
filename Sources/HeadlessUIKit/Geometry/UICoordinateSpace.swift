import Foundation

/// A coordinate space that can convert points and rectangles to and from other spaces.
///
/// Models UIKit's `UICoordinateSpace` (H17 UIView.h:130-140, `NS_SWIFT_UI_ACTOR`, iOS 8).
/// Difference: the real protocol refines `NSObjectProtocol`; Linux has no ObjC runtime, so the
/// stand-in refines `AnyObject`. Conformers meant to compile on iOS too should subclass
/// `NSObject`.
///
/// ```swift
/// let keyboardInView = screen.coordinateSpace.convert(keyboardFrame, to: view)
/// ```
@MainActor
public protocol UICoordinateSpace: AnyObject {
  /// Converts a point from this space to `coordinateSpace`.
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// Converts a point from `coordinateSpace` to this space.
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// Converts a rectangle from this space to `coordinateSpace`.
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// Converts a rectangle from `coordinateSpace` to this space.
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  /// The bounds of the space, in its own coordinates.
  var bounds: CGRect { get }
}
