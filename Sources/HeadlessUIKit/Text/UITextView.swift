import Foundation

/// A scrollable, multi-line editable text input.
///
/// Models UIKit's `UITextView` (H17 UITextView.h:133; H18 UITextView.h: `text` is
/// `null_resettable` so Swift sees `String!`, `isEditable`, `inputView` / `inputAccessoryView`,
/// `textContainerInset` default top and bottom 8; notifications H17 UITextView.h:225-227 and DOC
/// uitextview/textdidchangenotification). Posts begin/end-editing and did-change notifications
/// like `UITextField`, on `HeadlessEnvironment.notificationCenter`. Layout is monospaced
/// (`HeadlessTextLayout`): the caret of character offset `n` sits at
/// `x = textContainerInset.left + lineFragmentPadding + column × glyphWidth`,
/// `y = textContainerInset.top + line × lineHeight`, in content coordinates (the view's own
/// coordinates, which scroll). `contentSize` is the bounds width by the text height plus the
/// vertical insets, refreshed on every text or width change. Typing appends at the caret and
/// moves it; while first responder the text view then scrolls its own text just enough to keep
/// the caret inside its bounds, as UIKit's does.
///
/// ```swift
/// textView.insertText("first line\nsecond line")
/// let caret = textView.caretRect(for: textView.endOfDocument)
/// ```
@MainActor
open class UITextView: UIScrollView, UITextInput {
  /// Posted when the text view becomes first responder (object: the text view).
  nonisolated public static let textDidBeginEditingNotification: NSNotification.Name =
    .init("UITextViewTextDidBeginEditingNotification")
  /// Posted when the text view resigns first responder (object: the text view).
  nonisolated public static let textDidEndEditingNotification: NSNotification.Name =
    .init("UITextViewTextDidEndEditingNotification")
  /// Posted when typing changes the text (object: the text view).
  nonisolated public static let textDidChangeNotification: NSNotification.Name =
    .init("UITextViewTextDidChangeNotification")

  var buffer = TextBuffer()
  var storedInputAccessoryView: UIView?

  /// Creates an empty text view; `contentSize` already holds one empty line.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    updateContentSize()
  }

  /// Creates a text view from an archive (the stand-in cannot decode: zero frame).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    updateContentSize()
  }

  /// The text the view displays; setting `nil` stores `""`.
  open var text: String! {
    get { buffer.text }
    set {
      buffer.replaceAll(with: newValue ?? "")
      updateContentSize()
    }
  }

  /// Whether typing changes the text.
  ///
  /// Default `true`.
  open var isEditable: Bool = true

  /// Insets of the text container inside the content area.
  ///
  /// Default top 8, bottom 8.
  open var textContainerInset: UIEdgeInsets = .init(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { updateContentSize() }
  }

  /// A custom input view replacing the keyboard while first responder.
  open var inputView: UIView?

  /// The view shown above the keyboard while the text view is first responder.
  open override var inputAccessoryView: UIView? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }

  /// Text views can become first responder.
  open override var canBecomeFirstResponder: Bool {
    true
  }

  /// Whether the view contains text.
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

  /// The caret at `position`, in the text view's own (content) coordinates.
  open func caretRect(for position: UITextPosition) -> CGRect {
    let location = HeadlessTextLayout.locate(
      offset: buffer.clamped(position), in: buffer.characters,
      charactersPerLine: charactersPerLine)
    return CGRect(
      x: textContainerInset.left + HeadlessTextLayout.lineFragmentPadding
        + CGFloat(location.column) * HeadlessTextLayout.glyphWidth,
      y: textContainerInset.top + CGFloat(location.line) * HeadlessTextLayout.lineHeight,
      width: HeadlessTextLayout.caretWidth,
      height: HeadlessTextLayout.lineHeight
    )
  }

  /// Inserts `text` at the caret (if editable), grows `contentSize`, keeps the caret in view
  /// and posts a change.
  open func insertText(_ text: String) {
    guard isEditable else { return }
    buffer.insert(text)
    updateContentSize()
    scrollCaretIntoView()
    post(Self.textDidChangeNotification)
  }

  /// Deletes backwards (if editable) and posts a change if the text changed.
  open func deleteBackward() {
    guard isEditable, buffer.deleteBackward() else { return }
    updateContentSize()
    scrollCaretIntoView()
    post(Self.textDidChangeNotification)
  }

  /// A tap at `point` (the text view's own coordinates): becomes first responder if it is not
  /// (posting begin-editing), then places the caret at the character nearest the point.
  ///
  /// Stand-in only. UIKit places the tapped caret after the keyboard's notifications and after
  /// begin-editing, in the same turn: `selectedRange` is not yet the tapped one when
  /// will-show is posted (rdar 15149060, lionheart/openradar-mirror issue 4421), and
  /// BottleRocketStudios/iOS-KeyboardSupport issue 23 reads `selectedTextRange` a turn later
  /// for that reason. A tap while editing moves the caret and posts nothing, as in UIKit (only
  /// the delegate hears of a selection change).
  package func _simulateTap(at point: CGPoint) {
    if !isFirstResponder { _ = becomeFirstResponder() }
    let perLine = charactersPerLine
    let line = max(
      0, Int(((point.y - textContainerInset.top) / HeadlessTextLayout.lineHeight).rounded(.down)))
    let column = max(
      0,
      Int(
        ((point.x - textContainerInset.left - HeadlessTextLayout.lineFragmentPadding)
          / HeadlessTextLayout.glyphWidth).rounded()))
    var best = buffer.characters.count
    for offset in 0...buffer.characters.count {
      let location = HeadlessTextLayout.locate(
        offset: offset, in: buffer.characters, charactersPerLine: perLine)
      if location.line > line { break }
      best = offset
      if location.line == line, location.column >= column { break }
    }
    let position = UITextPosition(offset: best)
    selectedTextRange = textRange(from: position, to: position)
  }

  // MARK: - Internal

  /// A text view scrolls its own text so the caret stays inside its bounds as the user types
  /// ("Whenever the cursor moves, it would simply scroll itself so that the cursor is visible",
  /// https://shadowfacts.net/2020/swiftui-text-view-caret/); modelled with
  /// `scrollRectToVisible(_:animated:)` on the caret.
  func scrollCaretIntoView() {
    guard isFirstResponder, let caret = selectedTextRange?.end else { return }
    scrollRectToVisible(caretRect(for: caret), animated: false)
  }

  var charactersPerLine: Int {
    HeadlessTextLayout.charactersPerLine(width: bounds.width, inset: textContainerInset)
  }

  func updateContentSize() {
    let lines = HeadlessTextLayout.locate(
      offset: 0, in: buffer.characters, charactersPerLine: charactersPerLine
    ).lineCount
    let height =
      textContainerInset.top + CGFloat(lines) * HeadlessTextLayout.lineHeight
      + textContainerInset.bottom
    contentSize = CGSize(width: bounds.width, height: height)
  }

  override func boundsDidChange(from oldBounds: CGRect) {
    super.boundsDidChange(from: oldBounds)
    if oldBounds.width != bounds.width { updateContentSize() }
  }

  override func didBecomeFirstResponder() {
    post(Self.textDidBeginEditingNotification)
  }

  override func didResignFirstResponder() {
    post(Self.textDidEndEditingNotification)
  }

  func post(_ name: NSNotification.Name) {
    HeadlessEnvironment.notificationCenter.post(name: name, object: self)
  }
}
