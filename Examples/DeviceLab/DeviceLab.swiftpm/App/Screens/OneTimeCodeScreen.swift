import KeyboardAvoidance
import KeyboardDeviceLab
import UIKit

/// `kbsim`'s `plain` with `codeBox`: one one-time-code box where a login's last field would be,
/// and no scroll view.
///
/// The box is a view of its own adopting `UIKeyInput`, as most code boxes are: UIKit brings up
/// the number pad for it but posts no editing notification, so the automatic mode and the
/// recorder find it as the first responder.
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

/// A row of digit cells that takes the keyboard when tapped: a `UIKeyInput` view with the number
/// pad and the one-time-code content type, so the keyboard offers a code from Messages.
private final class OneTimeCodeBox: UIView, UIKeyInput {
  private let length: Int
  private let cells: [UILabel]
  private var digits = "" {
    didSet { showDigits() }
  }

  var keyboardType: UIKeyboardType = .numberPad
  var textContentType: UITextContentType! = .oneTimeCode

  init(length: Int) {
    self.length = length
    cells = (0..<length).map { _ in UILabel() }
    super.init(frame: .zero)
    let row = UIStackView(arrangedSubviews: cells)
    row.distribution = .fillEqually
    row.spacing = 8
    row.frame = bounds
    row.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    row.isUserInteractionEnabled = false
    addSubview(row)
    for cell in cells {
      cell.textAlignment = .center
      cell.font = .monospacedDigitSystemFont(ofSize: 22, weight: .semibold)
      cell.layer.borderWidth = 1
      cell.layer.cornerRadius = 8
      cell.layer.borderColor = UIColor.separator.cgColor
    }
    accessibilityIdentifier = "code box"
    addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: #selector(tapped)))
  }

  required init?(coder: NSCoder) {
    length = 6
    cells = []
    super.init(coder: coder)
  }

  override var canBecomeFirstResponder: Bool { true }

  var hasText: Bool { !digits.isEmpty }

  func insertText(_ text: String) {
    let room = length - digits.count
    digits += String(text.filter(\.isNumber).prefix(max(0, room)))
  }

  func deleteBackward() {
    digits = String(digits.dropLast())
  }

  @objc private func tapped() {
    _ = becomeFirstResponder()
  }

  private func showDigits() {
    let characters = Array(digits)
    for (index, cell) in cells.enumerated() {
      cell.text = index < characters.count ? String(characters[index]) : nil
    }
  }
}
