import Foundation
import HeadlessUIKit
import Testing

@Suite("Text inputs: typing, caret geometry, change notifications")
@MainActor
struct TextInputTests {
  /// A 200-point-wide text view fits (200 − 2 × 5) / 10 = 19 glyphs per line.
  func makeTextView() -> UITextView {
    UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test("an empty text view has one line of content and a caret at the first glyph")
  func emptyTextView() {
    HeadlessEnvironment.reset()
    let textView = makeTextView()

    #expect(textView.contentSize == CGSize(width: 200, height: 36))
    #expect(
      textView.caretRect(for: textView.endOfDocument) == CGRect(x: 5, y: 8, width: 2, height: 20))
    #expect(textView.selectedTextRange?.isEmpty == true)
  }

  @Test("insertText moves the caret across a line break")
  func caretAfterLineBreak() {
    HeadlessEnvironment.reset()
    let textView = makeTextView()

    textView.insertText("hello")
    let afterHello = textView.caretRect(for: textView.selectedTextRange!.end)
    textView.insertText("\nab")
    let afterBreak = textView.caretRect(for: textView.selectedTextRange!.end)

    #expect(afterHello == CGRect(x: 55, y: 8, width: 2, height: 20))
    #expect(afterBreak == CGRect(x: 25, y: 28, width: 2, height: 20))
    #expect(textView.text == "hello\nab")
    #expect(textView.contentSize.height == 56)
  }

  @Test("a full line wraps on the next glyph and contentSize grows")
  func caretWraps() {
    HeadlessEnvironment.reset()
    let textView = makeTextView()

    textView.insertText(String(repeating: "a", count: 19))
    let endOfFullLine = textView.caretRect(for: textView.endOfDocument)
    textView.insertText("b")
    let wrapped = textView.caretRect(for: textView.endOfDocument)

    #expect(endOfFullLine.origin == CGPoint(x: 195, y: 8))
    #expect(wrapped.origin == CGPoint(x: 15, y: 28))
    #expect(textView.contentSize.height == 56)
  }

  @Test("typing posts textDidChange with the input; setting text does not")
  func changeNotifications() {
    HeadlessEnvironment.reset()
    let textView = makeTextView()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let recorder = NotificationRecorder([
      UITextView.textDidChangeNotification, UITextField.textDidChangeNotification,
    ])

    textView.text = "programmatic"
    field.text = "programmatic"
    textView.insertText("x")
    field.insertText("y")
    field.deleteBackward()

    #expect(
      recorder.events == [
        .init(UITextView.textDidChangeNotification, textView),
        .init(UITextField.textDidChangeNotification, field),
        .init(UITextField.textDidChangeNotification, field),
      ])
    #expect(field.text == "programmatic")
  }

  @Test("typing replaces the selection and follows the caret")
  func selection() {
    HeadlessEnvironment.reset()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    field.text = "hello"

    let start = field.beginningOfDocument
    field.selectedTextRange = field.textRange(from: start, to: start)
    field.insertText("X")

    #expect(field.text == "Xhello")
    let caret = field.caretRect(for: field.selectedTextRange!.end)
    #expect(caret == CGRect(x: 10, y: 12, width: 2, height: 20))
    #expect(field.caretRect(for: field.endOfDocument).minX == 60)
  }

  @Test("textRange(from:to:) rejects positions outside the text")
  func textRangeBounds() {
    HeadlessEnvironment.reset()
    let field = UITextField(frame: .zero)
    field.text = "abc"
    let end = field.endOfDocument
    let range = field.textRange(from: end, to: field.beginningOfDocument)

    #expect(range?.isEmpty == false)
    #expect(field.caretRect(for: range!.start).minX == 0)
    let other = UITextField(frame: .zero)
    other.text = "a much longer text"
    #expect(field.textRange(from: other.endOfDocument, to: end) == nil)
  }

  @Test("a non-editable text view ignores typing")
  func notEditable() {
    HeadlessEnvironment.reset()
    let textView = makeTextView()
    textView.isEditable = false

    textView.insertText("ignored")

    #expect(textView.text == "")
    #expect(!textView.hasText)
  }
}
