import Foundation

/// The text and selection shared by the stand-in's text field and text view.
@MainActor
struct TextBuffer {
  private(set) var characters: [Character] = []
  var selectionStart = 0
  var selectionEnd = 0

  var text: String {
    String(characters)
  }

  mutating func replaceAll(with text: String) {
    characters = Array(text)
    selectionStart = characters.count
    selectionEnd = characters.count
  }

  mutating func insert(_ text: String) {
    let new = Array(text)
    characters.replaceSubrange(selectionStart..<selectionEnd, with: new)
    selectionStart += new.count
    selectionEnd = selectionStart
  }

  /// Deletes the selection or the character before the caret; returns whether text changed.
  mutating func deleteBackward() -> Bool {
    if selectionStart == selectionEnd {
      guard selectionStart > 0 else { return false }
      selectionStart -= 1
    }
    characters.removeSubrange(selectionStart..<selectionEnd)
    selectionEnd = selectionStart
    return true
  }

  var selectedRange: UITextRange {
    UITextRange(startOffset: selectionStart, endOffset: selectionEnd)
  }

  mutating func select(_ range: UITextRange?) {
    let range = range ?? UITextRange(startOffset: characters.count, endOffset: characters.count)
    selectionStart = min(max(range.startOffset, 0), characters.count)
    selectionEnd = min(max(range.endOffset, selectionStart), characters.count)
  }

  func range(from start: UITextPosition, to end: UITextPosition) -> UITextRange? {
    let valid = 0...characters.count
    guard valid.contains(start.offset), valid.contains(end.offset) else { return nil }
    return UITextRange(startOffset: start.offset, endOffset: end.offset)
  }

  func clamped(_ position: UITextPosition) -> Int {
    min(max(position.offset, 0), characters.count)
  }
}
