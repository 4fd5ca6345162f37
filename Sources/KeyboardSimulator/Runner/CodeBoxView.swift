import HeadlessUIKit

/// A one-time-code box as apps write it: a view of their own adopting `UIKeyInput` that becomes
/// first responder when tapped, and keeps the digits typed.
///
/// UIKit brings up the keyboard for a responder adopting `UIKeyInput` (DOC uikit/uikeyinput:
/// "When instances of this subclass are the first responder, the system keyboard displays").
/// The begin- and end-editing notifications are declared on `UITextField` and `UITextView`
/// alone (DOC uikit/uitextfield/textdidbegineditingnotification,
/// uikit/uitextview/textdidbegineditingnotification), so nothing is posted for this view: an
/// observer learns of it only as the first responder when the keyboard comes.
final class CodeBoxView: UIView, UIKeyInput {
  /// The digits typed.
  private(set) var code = ""

  var hasText: Bool { !code.isEmpty }

  func insertText(_ text: String) { code += text }

  func deleteBackward() { code = String(code.dropLast()) }

  override var canBecomeFirstResponder: Bool { true }
}
