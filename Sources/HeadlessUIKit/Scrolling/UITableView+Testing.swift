import Foundation

extension UITableView {
  /// How many points of the table as drawn now, above the screen line `screenY` and within the
  /// span its cells cover, show no cell: rows taken off screen for the model bounds while the
  /// drawn offset is still on its way.
  ///
  /// Stand-in only (UIKit: compare `visibleCells` with the presentation layer's bounds).
  package func _blankRowHeight(aboveScreenY screenY: CGFloat) -> CGFloat {
    let all = cells
    guard let first = all.map(\.frame.minY).min(), let last = all.map(\.frame.maxY).max() else {
      return 0
    }
    let drawn = _presentationBounds
    // Where content y `drawn.minY` is drawn on screen: the viewport's top edge, or its bottom
    // edge for a table drawn upside down (an inverted list), whose content then runs upwards.
    func onScreen(_ y: CGFloat) -> CGFloat {
      _presentationRect(inScreen: CGRect(x: 0, y: y, width: 0, height: 0)).minY
    }
    let start = onScreen(drawn.minY)
    let seen =
      onScreen(drawn.maxY) < start
      ? (drawn.minY + max(0, start - screenY), drawn.maxY)
      : (drawn.minY, min(drawn.maxY, drawn.minY + (screenY - start)))
    var spans = [(max(seen.0, first), min(seen.1, last))]
    for cell in all where !cell.isHidden {
      let frame = cell.frame
      spans = spans.flatMap { span -> [(CGFloat, CGFloat)] in
        guard frame.maxY > span.0, frame.minY < span.1 else { return [span] }
        return [(span.0, frame.minY), (frame.maxY, span.1)].filter { $0.1 > $0.0 }
      }
    }
    return spans.reduce(0) { $0 + max(0, $1.1 - $1.0) }
  }
}
