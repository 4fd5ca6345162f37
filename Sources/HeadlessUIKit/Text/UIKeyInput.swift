import Foundation

/// Simple text entry: insert and delete at the caret.
///
/// Models UIKit's `UIKeyInput` (DOC uikit/uikeyinput, `@MainActor protocol UIKeyInput :
/// UITextInputTraits`; `insertText(_:)` DOC uikeyinput/inserttext(_:)). Difference: the stand-in
/// protocol refines `AnyObject` instead of `UITextInputTraits` (traits are not modelled).
@MainActor
public protocol UIKeyInput: AnyObject {
  /// Whether there is any text.
  var hasText: Bool { get }
  /// Inserts `text` at the caret, replacing the selection, as typing does.
  func insertText(_ text: String)
  /// Deletes the character before the caret (or the selection).
  func deleteBackward()
}
