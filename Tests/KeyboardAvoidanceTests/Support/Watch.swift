import Foundation
import HeadlessUIKit

extension Stage {
  /// Watches whichever of `inputs` is first responder: its bounds, or a text view's caret.
  func watchFocus(among inputs: [UIView]) {
    watched = {
      guard let input = inputs.first(where: \.isFirstResponder) else { return nil }
      if let textView = input as? UITextView, let range = textView.selectedTextRange {
        return (textView, textView.caretRect(for: range.end))
      }
      return (input, input.bounds)
    }
  }

  /// The settled gap between the watched rect and the keyboard's top (negative: occluded).
  var settledMargin: CGFloat? {
    guard let last = samples.last else { return nil }
    return last.keyboardTop - last.watchedRectInScreen.maxY
  }
}
