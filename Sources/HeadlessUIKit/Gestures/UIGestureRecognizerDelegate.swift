import Foundation

/// The delegate of a gesture recognizer.
///
/// Models UIKit's `UIGestureRecognizerDelegate` (H17 UIGestureRecognizer.h:90-110,
/// `NS_SWIFT_UI_ACTOR`). UIKit's requirements are `optional`; the stand-in gives them default
/// implementations returning `true` in a protocol extension. Difference: the real protocol
/// refines `NSObjectProtocol`; here it refines `AnyObject` (conformers should still subclass
/// `NSObject` to compile on iOS).
///
/// ```swift
/// func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
///   !(touch.view is UIControl)
/// }
/// ```
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Asked when the recognizer tries to leave `.possible`; `false` makes it fail.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Asked before the recognizer sees a new touch; `false` hides the touch from it.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Default: begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Default: receive every touch.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    true
  }
}
