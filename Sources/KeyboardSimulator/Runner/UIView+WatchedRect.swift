import Foundation
import HeadlessUIKit

extension UIView {
  /// The rectangle a user watches on this input: a text view's caret, or the bounds.
  var watchedRect: CGRect {
    if let textView = self as? UITextView, let range = textView.selectedTextRange {
      return textView.caretRect(for: range.end)
    }
    return bounds
  }
}
