import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The caret of a text view being edited inside a SwiftUI container (a `TextEditor`, a
/// multi-line `TextField`), kept above the keyboard as lines are typed: what the SwiftUI layer's
/// reveal does, and the simulator's `library-swiftui` strategy with it.
///
/// SwiftUI tells a view neither where a text view's caret is nor when it moves. Both text inputs
/// are drawn by a `UITextView` on iOS 16 and later (a `TextField` with `axis: .vertical`, a
/// `TextEditor` from iOS 14), which is the first responder while edited and posts
/// `textDidChangeNotification` as text is typed; its caret is `caretRect(for:)` (UITextInput.h).
/// Two moves keep the caret in sight, as the UIKit avoiders keep it:
/// - a text view longer than what it shows scrolls its own text: the caret ends `margin` above
///   the keyboard (UIKit's own scroll stops with the caret at the edge, which a keyboard meeting
///   the edge leaves touching it);
/// - a text view inside a scroll container (as tall as its text, or taller than the screen) is
///   moved by the container: the caret is what the container reveals, not the field's top.
///
/// Inferred, to be confirmed on a device: that setting the offset of a `TextEditor`'s text view
/// holds (SwiftUI does not reset it while the text view is edited).
@MainActor
package enum HostedTextViewCaret {
  /// `input` (the input being edited, as a `FocusTracker` knows it) when it is a text view over
  /// `container`, or `nil`.
  ///
  /// `container` is a view laid out behind a SwiftUI container, with its frame: the text view
  /// must be in its window, within its frame. No walk of the view tree.
  package static func textView(_ input: UIView?, over container: UIView) -> UITextView? {
    guard let textView = input as? UITextView, let window = container.window,
      textView.window === window
    else { return nil }
    let frame = textView.convert(textView.bounds, to: container)
    return container.bounds.insetBy(dx: -0.5, dy: -0.5).contains(frame) ? textView : nil
  }

  /// The input being edited in `window` when a follower starts: one walk of the window, made
  /// once, as an avoider attached to a screen being edited makes it.
  package static func inputBeingEdited(in window: UIWindow) -> UIView? {
    window.firstResponderInSubtree()
  }

  /// Scrolls `textView`'s own text so its caret ends `margin` above what the keyboard covers of
  /// the text view (or comes down to its visible top), as far as the text can scroll; whether it
  /// moved.
  ///
  /// - Parameters:
  ///   - textView: the text view being edited.
  ///   - keyboardOverlap: what the keyboard covers of the text view, up from its bottom edge
  ///     (zero when the layout already ends it above the keyboard).
  ///   - margin: the gap to keep between the caret and the keyboard.
  ///   - animation: how to move (the keyboard's, or at once while typing).
  /// - Returns: whether the text moved.
  @discardableResult
  package static func revealCaretInOwnText(
    of textView: UITextView, keyboardOverlap: CGFloat, margin: CGFloat,
    animation: KeyboardAnimation
  ) -> Bool {
    guard let caret = caretRect(of: textView) else { return false }
    let offset = textView.contentOffset
    let inset = textView.adjustedContentInset
    guard
      let reveal = FieldReveal(
        fieldFrame: caret.offsetBy(dx: 0, dy: -offset.y), viewportSize: textView.bounds.size,
        bottomOverlap: keyboardOverlap, topInset: inset.top, margin: margin)
    else { return false }
    let highest = -inset.top
    let lowest = max(highest, textView.contentSize.height + inset.bottom - textView.bounds.height)
    let y = min(max(offset.y + reveal.shift, highest), lowest)
    guard abs(y - offset.y) > 0.5 else { return false }
    animation.perform { textView.contentOffset = CGPoint(x: offset.x, y: y) }
    return true
  }

  /// Brings `textView`'s own text to where the text view, about to grow by `growth` points at
  /// its bottom (the keyboard leaving, its padding given back), will let it rest, with the
  /// keyboard's `animation`.
  ///
  /// A scroll view whose bounds grow past its content's end takes its offset back into range at
  /// once (UIScrollView.h: the offset is kept within the content; the stand-in's reading, which a
  /// device may animate instead). Scrolled to the end of its text while the keyboard was up, the
  /// text would then drop under the keyboard still on its way down, caret first. Moved first,
  /// along the keyboard's curve, it needs no clamp and comes down with the keyboard.
  ///
  /// - Returns: whether the text moved.
  @discardableResult
  package static func settleOwnText(
    of textView: UITextView, growingBy growth: CGFloat, animation: KeyboardAnimation
  ) -> Bool {
    guard growth.isFinite, growth > 0 else { return false }
    let offset = textView.contentOffset
    let inset = textView.adjustedContentInset
    let highest = -inset.top
    let lowest = max(
      highest, textView.contentSize.height + inset.bottom - (textView.bounds.height + growth))
    guard offset.y > lowest + 0.5 else { return false }
    animation.perform { textView.contentOffset = CGPoint(x: offset.x, y: lowest) }
    return true
  }

  /// The caret of `textView` in `view`'s coordinates, or `nil` without a finite one.
  package static func caretRect(of textView: UITextView, in view: UIView) -> CGRect? {
    guard let caret = caretRect(of: textView) else { return nil }
    let converted = textView.convert(caret, to: view)
    return converted.isFiniteRect ? converted : nil
  }

  /// The caret in the text view's own (content) coordinates, or `nil` without a finite one.
  private static func caretRect(of textView: UITextView) -> CGRect? {
    guard let selection = textView.selectedTextRange else { return nil }
    let caret = textView.caretRect(for: selection.end)
    return !caret.isNull && caret.isFiniteRect ? caret : nil
  }
}
