import UIKit

/// A row of digit cells that takes the keyboard when tapped: a `UIKeyInput` view asking for the
/// number pad, and posting nothing as it begins or ends.
final class OneTimeCodeBox: UIView, UIKeyInput {
  private let length: Int
  private let cells: [UILabel]
  private var digits = "" {
    didSet { showDigits() }
  }

  var keyboardType: UIKeyboardType = .numberPad

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

  /// Not built from a storyboard.
  required init?(coder: NSCoder) { return nil }

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
