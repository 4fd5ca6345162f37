import KeyboardAvoidance
import KeyboardDeviceLab
import UIKit

/// `kbsim`'s `plain` with `codeBox`: one one-time-code box where a login's last field would be,
/// and no scroll view.
///
/// The box is a view of its own adopting `UIKeyInput`, as many code boxes are: UIKit brings up
/// the number pad for it but posts no editing notification, so the automatic mode and the
/// recorder find it as the first responder (the mode in the window that became key after it
/// started at launch, which it keeps when switched back to Automatic here).
final class OneTimeCodeScreen: LabScreenController {
  private let box = OneTimeCodeBox(length: 6)

  init() {
    super.init(layout: LabLayout(kind: "plain", fields: 1, codeBox: true))
    title = "One-time code"
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override var labInputs: [UIView] { [box] }

  override func viewDidLoad() {
    view.addSubview(box)
    super.viewDidLoad()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    LabFields.placeAsPlain([box], in: view)
  }

  override func attachAvoiders() -> [@MainActor () -> Void] {
    let avoider = LiftingKeyboardAvoider(view: view)
    return [{ avoider.stop() }]
  }
}
