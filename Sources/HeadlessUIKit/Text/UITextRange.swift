import Foundation

/// A range of text in a text input; an empty range is a caret.
///
/// Models UIKit's `UITextRange` (H17 UITextInput.h:265-271).
@MainActor
open class UITextRange: NSObject {
  let startOffset: Int
  let endOffset: Int

  init(startOffset: Int, endOffset: Int) {
    self.startOffset = min(startOffset, endOffset)
    self.endOffset = max(startOffset, endOffset)
    super.init()
  }

  /// Whether the range is empty (a caret).
  open var isEmpty: Bool {
    startOffset == endOffset
  }

  /// The start of the range.
  open var start: UITextPosition {
    UITextPosition(offset: startOffset)
  }

  /// The end of the range.
  open var end: UITextPosition {
    UITextPosition(offset: endOffset)
  }
}
