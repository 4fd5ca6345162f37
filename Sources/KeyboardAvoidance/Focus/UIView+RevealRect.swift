import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// The rectangle of this input that must stay visible, in its own coordinates: the caret for
  /// a text view (whose frame can be taller than the screen), the bounds otherwise, with the
  /// view revealed with it (``keyboardRevealsAlso``) when there is one.
  var keyboardRevealRect: CGRect {
    keyboardRevealRect(alsoRevealing: keyboardRevealsAlso)
  }

  /// ``keyboardRevealRect`` with `other` as the view revealed with it, already read.
  func keyboardRevealRect(alsoRevealing other: UIView?) -> CGRect {
    if let textView = self as? UITextView, let selection = textView.selectedTextRange {
      // caretRect(for:) is in the text view's own (scrolled content) coordinates
      // (UITextInput.h, DOC uitextinput/caretrect(for:)).
      let caret = textView.caretRect(for: selection.end)
      if !caret.isNull, caret.origin.x.isFinite, caret.origin.y.isFinite, caret.height.isFinite {
        return caret
      }
      return bounds
    }
    guard let rect = alsoRevealedRect(other), rect.isFiniteRect else { return bounds }
    return bounds.union(rect)
  }

  /// Whether this view lies inside `ancestor` (or is it), walking up the superview chain:
  /// O(depth), never the whole tree.
  func isInside(_ ancestor: UIView) -> Bool {
    var current: UIView? = self
    while let view = current {
      if view === ancestor { return true }
      current = view.superview
    }
    return false
  }

  /// The first responder among this view and its descendants: a one-time walk used only when an
  /// avoider is attached while an input is already being edited, never per event.
  func firstResponderInSubtree() -> UIView? {
    if isFirstResponder { return self }
    for subview in subviews {
      if let found = subview.firstResponderInSubtree() { return found }
    }
    return nil
  }
}
