import Foundation
import HeadlessUIKit

extension UIView {
  /// Where `rect` (in this view's coordinates) is drawn at the clock's current time, in screen
  /// coordinates: every ancestor's presentation frame and scroll offset, then the window's frame
  /// in its screen.
  func presentedRectInScreen(_ rect: CGRect) -> CGRect {
    var result = rect
    var current: UIView? = self
    while let node = current {
      let frame = node._presentationFrame
      let bounds = node._presentationBounds
      result = result.offsetBy(dx: frame.minX - bounds.minX, dy: frame.minY - bounds.minY)
      if node is UIWindow { break }
      current = node.superview
    }
    return result
  }

  /// The rectangle a user watches on this input: a text view's caret, or the bounds.
  var watchedRect: CGRect {
    if let textView = self as? UITextView, let range = textView.selectedTextRange {
      return textView.caretRect(for: range.end)
    }
    return bounds
  }
}
