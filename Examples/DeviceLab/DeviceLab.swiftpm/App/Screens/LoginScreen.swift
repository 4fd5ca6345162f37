import KeyboardAvoidance
import KeyboardDeviceLab
import UIKit

/// `kbsim`'s `plain`: three fields at the bottom of the screen, one every 64 pt, the last one's
/// slot ending 24 pt above the safe area's bottom, and no scroll view.
final class LoginScreen: LabScreenController {
  private var fields: [UITextField] = []

  init() {
    super.init(layout: LabLayout(kind: "plain", fields: 3))
    title = "Login"
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override var labInputs: [UIView] { fields }
  override var autopilotInput: UIView? { fields.last }

  override func viewDidLoad() {
    fields = LabFields.make(count: 3, in: view)
    super.viewDidLoad()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    LabFields.placeAsPlain(fields, in: view)
  }

  override func attachAvoiders() -> [@MainActor () -> Void] {
    let avoider = LiftingKeyboardAvoider(view: view)
    return [{ avoider.stop() }]
  }
}
