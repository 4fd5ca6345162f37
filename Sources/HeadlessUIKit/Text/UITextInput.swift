import Foundation

/// Selection and geometry of a text input.
///
/// Models the subset of UIKit's `UITextInput` (H17 UITextInput.h:107-162, `NS_SWIFT_UI_ACTOR`)
/// a keyboard-avoidance library needs: `selectedTextRange` (:107-118), `beginningOfDocument` /
/// `endOfDocument` (:134-135), `textRange(from:to:)` (DOC uitextinput/textrange(from:to:)) and
/// `caretRect(for:)` (:162), in the input's own coordinates. The
/// many other requirements of the real protocol are not modelled.
///
/// ```swift
/// if let input = responder as? UITextInput, let caret = input.selectedTextRange?.end {
///   let rect = input.caretRect(for: caret)
/// }
/// ```
@MainActor
public protocol UITextInput: UIKeyInput {
  /// The selection; an empty range is the caret, `nil` means no selection.
  var selectedTextRange: UITextRange? { get set }
  /// The start of the document.
  var beginningOfDocument: UITextPosition { get }
  /// The end of the document.
  var endOfDocument: UITextPosition { get }
  /// The range between two positions (in either order), or `nil` if one is out of bounds.
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  /// The caret rectangle at `position`, in the input's own coordinates.
  func caretRect(for position: UITextPosition) -> CGRect
}
