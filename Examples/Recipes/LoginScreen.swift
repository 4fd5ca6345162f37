import Foundation
import KeyboardAvoidance

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Recipe: a login screen without a scroll view.
///
/// The whole screen lifts just enough to show the focused field above a docked keyboard (never
/// pushing its top out of the safe area), a tap outside the fields dismisses the keyboard, and
/// Return goes from the email to the password field, then ends editing (Next, then Done).
@MainActor
public final class LoginViewController: UIViewController {
  /// The account field.
  public let emailField = UITextField()
  /// The password field.
  public let passwordField = UITextField()

  public override func viewDidLoad() {
    super.viewDidLoad()
    let width = view.bounds.width - 48
    emailField.frame = CGRect(x: 24, y: view.bounds.height - 250, width: width, height: 44)
    passwordField.frame = CGRect(x: 24, y: view.bounds.height - 190, width: width, height: 44)
    // The container sizes this screen after viewDidLoad: the fields keep their distance from the
    // bottom and follow the width.
    for field in [emailField, passwordField] {
      field.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
      view.addSubview(field)
    }
    LiftingKeyboardAvoider(view: view)
    _ = KeyboardDismissTap(view: view)
    if #available(iOS 14, *) {
      ReturnKeyNavigation(inputs: [emailField, passwordField])
    }
  }
}
