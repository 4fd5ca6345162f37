import Foundation

/// A single-line editable text input.
///
/// Models UIKit's `UITextField` (H17 UITextField.h:52; `inputView` / `inputAccessoryView`
/// :107-108; notifications :186-187, raw strings equal the ObjC names; `text` DOC
/// uitextfield/text). Becoming first responder posts `textDidBeginEditingNotification` and then
/// scrolls the nearest enclosing scroll view to show the field, as UIKit does; resigning posts `textDidEndEditingNotification`, and `insertText(_:)` / `deleteBackward()`
/// post `textDidChangeNotification` — all with the field as `object`, on
/// `HeadlessEnvironment.notificationCenter` (UIKit: `NotificationCenter.default`). Setting
/// `text` posts nothing, as in UIKit. A disabled field cannot become first responder. Caret
/// geometry uses `HeadlessTextLayout`: one line, vertically centred, glyphs from the left edge.
/// `text` reads `""` rather than `nil` before any text is set.
///
/// ```swift
/// let field = UITextField(frame: CGRect(x: 16, y: 600, width: 358, height: 44))
/// field.inputAccessoryView = toolbar
/// ```
@MainActor
open class UITextField: UIControl, UITextInput {
  /// Posted when the field becomes first responder (object: the field).
  nonisolated public static let textDidBeginEditingNotification: NSNotification.Name =
    .init("UITextFieldTextDidBeginEditingNotification")
  /// Posted when the field resigns first responder (object: the field).
  nonisolated public static let textDidEndEditingNotification: NSNotification.Name =
    .init("UITextFieldTextDidEndEditingNotification")
  /// Posted when typing changes the text (object: the field).
  nonisolated public static let textDidChangeNotification: NSNotification.Name =
    .init("UITextFieldTextDidChangeNotification")

  var buffer = TextBuffer()
  var storedInputAccessoryView: UIView?

  /// The text shown, greyed, while the field is empty (H26.2 UITextField.h:63); default `nil`.
  open var placeholder: String?

  /// The title of the keyboard's Return key while the field is first responder.
  ///
  /// Default `.default` (H26.2 UITextInputTraits.h:255).
  open var returnKeyType: UIReturnKeyType = .default

  /// The field's delegate, held weakly (H26.2 UITextField.h:68).
  open weak var delegate: (any UITextFieldDelegate)?

  /// The text the field displays.
  open var text: String? {
    get { buffer.text }
    set { buffer.replaceAll(with: newValue ?? "") }
  }

  /// A custom input view replacing the keyboard while first responder.
  open var inputView: UIView?

  /// The view shown above the keyboard while the field is first responder.
  open override var inputAccessoryView: UIView? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }

  /// Enabled fields can become first responder.
  open override var canBecomeFirstResponder: Bool {
    isEnabled
  }

  /// Whether the field contains text.
  open var hasText: Bool {
    !buffer.characters.isEmpty
  }

  /// The selection; an empty range is the caret.
  open var selectedTextRange: UITextRange? {
    get { buffer.selectedRange }
    set { buffer.select(newValue) }
  }

  /// The start of the text.
  open var beginningOfDocument: UITextPosition {
    UITextPosition(offset: 0)
  }

  /// The end of the text.
  open var endOfDocument: UITextPosition {
    UITextPosition(offset: buffer.characters.count)
  }

  /// The range between two positions, or `nil` if one lies outside the text.
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    buffer.range(from: fromPosition, to: toPosition)
  }

  /// The caret at `position`, in the field's coordinates (one line, vertically centred).
  open func caretRect(for position: UITextPosition) -> CGRect {
    let column = CGFloat(buffer.clamped(position))
    let x = min(
      column * HeadlessTextLayout.glyphWidth, bounds.width - HeadlessTextLayout.caretWidth)
    return CGRect(
      x: bounds.minX + max(x, 0),
      y: bounds.minY + (bounds.height - HeadlessTextLayout.lineHeight) / 2,
      width: HeadlessTextLayout.caretWidth,
      height: HeadlessTextLayout.lineHeight
    )
  }

  /// Inserts `text` at the caret and posts `textDidChangeNotification`.
  open func insertText(_ text: String) {
    buffer.insert(text)
    post(Self.textDidChangeNotification)
  }

  /// Deletes backwards and posts `textDidChangeNotification` if the text changed.
  open func deleteBackward() {
    if buffer.deleteBackward() { post(Self.textDidChangeNotification) }
  }

  // MARK: - Internal

  override func didBecomeFirstResponder() {
    post(Self.textDidBeginEditingNotification)
    // The keyboard, when it comes for this field, is announced inside the same call, between
    // begin-editing and UIKit's scroll (decompiled UITextField of iOS 18 and 26.1:
    // `-becomeFirstResponder` calls super, whose `_becomeFirstResponder` ends in
    // `_notifyDidBeginEditing`, then `scrollTextFieldToVisibleIfNecessary`; that the keyboard's
    // will notifications run in between rests on a handler's crash "while calling
    // becomeFirstResponder", TURecipientBar issue 34: weak).
    if let announce = HeadlessEnvironment.keyboardHost {
      HeadlessEnvironment.keyboardHost = nil
      announce()
    }
    scrollIntoViewOfEnclosingScrollView()
    // Not modelled: the same decompiled `-becomeFirstResponder` then observes did-show
    // (`_receivedKeyboardDidShowNotification:`, removed at resign), but no decompiled source of
    // iOS 18 or 26 shows that handler's body (only UISearchTextField's override, which calls it
    // and shows deferred suggestions). Whether it scrolls again is for a device recording to
    // show (Docs/RecordingADevice.md), not for the stand-in to guess.
  }

  /// Scrolls the nearest enclosing scroll view that has scrolling on to show the field, as
  /// UIKit does when a field becomes first responder.
  ///
  /// Animated, with `scrollRectToVisible(_:animated:)` (since iOS 8: rdar 20798351,
  /// lionheart/openradar-mirror issue 10250; the private `scrollTextFieldToVisibleIfNecessary`,
  /// which fluidsonic/JetPack and Lynx's `BDXLynxInput` switch off because it fights their own
  /// keyboard code). Modelled after the begin-editing notification, inside the same call: which
  /// comes first on a device is not documented (weak evidence, marked as such). The scroll view
  /// is the nearest one with `isScrollEnabled`, climbing past those without (decompiled
  /// UITextField of iOS 26: moderate, facts only); UIKit also skips a scroll view decelerating
  /// towards a target that already shows the field, which the stand-in, with no deceleration,
  /// never meets.
  func scrollIntoViewOfEnclosingScrollView() {
    var ancestor = superview
    while let view = ancestor, !((view as? UIScrollView)?.isScrollEnabled ?? false) {
      ancestor = view.superview
    }
    guard let scrollView = ancestor as? UIScrollView else { return }
    scrollView.scrollRectToVisible(convert(bounds, to: scrollView), animated: true)
  }

  override func didResignFirstResponder() {
    post(Self.textDidEndEditingNotification)
  }

  func post(_ name: NSNotification.Name) {
    HeadlessEnvironment.notificationCenter.post(name: name, object: self)
  }
}
