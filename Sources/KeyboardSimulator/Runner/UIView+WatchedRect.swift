import Foundation
import HeadlessUIKit

extension UIView {
  /// The rectangle a user watches on this input: a text view's caret, or the bounds.
  ///
  /// A text view that sizes itself to its text (scrolling off: a chat's composer) and grows in an
  /// animation to hold the caret's new line (InputBarAccessoryView's 0.15 s) draws only as much
  /// of its text as its height has reached so far: the caret is clipped there (to no height at
  /// the drawn edge while none of it shows). Otherwise the caret as placed, covered or not.
  var watchedRect: CGRect {
    if let textView = self as? UITextView, let range = textView.selectedTextRange {
      let caret = textView.caretRect(for: range.end)
      let bounds = textView.bounds
      let drawnHeight = textView._presentationBounds.height
      guard !textView.isScrollEnabled, drawnHeight < bounds.height - 0.5, bounds.contains(caret)
      else { return caret }
      let drawnBottom = bounds.minY + drawnHeight
      guard caret.maxY > drawnBottom else { return caret }
      return CGRect(
        x: caret.minX, y: min(caret.minY, drawnBottom), width: caret.width,
        height: max(0, drawnBottom - caret.minY))
    }
    return bounds
  }
}
