import Foundation

/// The delegate of a text field.
///
/// Models UIKit's `UITextFieldDelegate` (H26.2 UITextField.h:138-167, `NS_SWIFT_UI_ACTOR`) for
/// the one requirement the stand-in asks: `textFieldShouldReturn(_:)`, "called when 'return' key
/// pressed. return NO to ignore." (:167). UIKit's requirements are `optional`; the stand-in
/// gives it a default implementation returning `true`. Difference: the real protocol refines
/// `NSObjectProtocol`; here it refines `AnyObject`.
///
/// ```swift
/// func textFieldShouldReturn(_ textField: UITextField) -> Bool { send(); return false }
/// ```
@MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Asked when the user presses Return; `false` ignores the key.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Default: process the key.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    true
  }
}
