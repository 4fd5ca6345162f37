import Foundation

/// The stand-in's monospaced text metrics.
///
/// Stand-in only (not UIKit; real text layout depends on fonts). Every glyph is `glyphWidth`
/// wide and every line `lineHeight` tall; a `UITextView` wraps a paragraph after as many glyphs
/// as fit in its width minus `textContainerInset.left/right` and two `lineFragmentPadding`s
/// (at least one per line), and `"\n"` starts a new paragraph. A caret at a wrap boundary is
/// drawn at the end of the earlier line.
package enum HeadlessTextLayout {
  /// Height of a line of text: 20 points.
  package static let lineHeight: CGFloat = 20
  /// Width of every glyph: 10 points.
  package static let glyphWidth: CGFloat = 10
  /// Width of the caret returned by `caretRect(for:)`: 2 points.
  package static let caretWidth: CGFloat = 2
  /// Padding at each end of a text view's line fragment (UIKit's default is 5 points).
  package static let lineFragmentPadding: CGFloat = 5

  /// Glyphs per line in a container of `width` with `inset`.
  static func charactersPerLine(width: CGFloat, inset: UIEdgeInsets) -> Int {
    let usable = width - inset.left - inset.right - 2 * lineFragmentPadding
    return max(1, Int((usable / glyphWidth).rounded(.down)))
  }

  /// Line count and caret location (line, column) of `offset` in `characters`.
  static func locate(
    offset: Int, in characters: [Character], charactersPerLine perLine: Int
  ) -> (lineCount: Int, line: Int, column: Int) {
    var lineCount = 0
    var caret = (line: 0, column: 0)
    var paragraphStart = 0
    func lines(_ length: Int) -> Int { max(1, (length + perLine - 1) / perLine) }
    func closeParagraph(end: Int) {
      if offset >= paragraphStart && offset <= end {
        let local = offset - paragraphStart
        let line = local == 0 ? 0 : (local - 1) / perLine
        caret = (lineCount + line, local - line * perLine)
      }
      lineCount += lines(end - paragraphStart)
    }
    for (index, character) in characters.enumerated() where character == "\n" {
      closeParagraph(end: index)
      paragraphStart = index + 1
    }
    closeParagraph(end: characters.count)
    return (lineCount, caret.line, caret.column)
  }
}
