import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Moves through a table's rows, not only the cells it has made.
///
/// A table whose data source makes cells as it scrolls has cells for the rows on screen only,
/// and a reused cell shows another row after a scroll: the reading order of the inputs that
/// exist ends at the last row shown, though the next row is right below it. A table knows its
/// rows before their cells exist, so for an input in a data-source table's cell the order
/// follows the index paths: the next input in the same cell, else the first of the next row
/// (scrolled into view with the least movement, `.none`, as UIKit scrolls a row of interest,
/// and so made), past rows without an input; past the table's last row, the inputs after the
/// table. The previous input mirrors it. IQKeyboardManager instead recomputes the inputs on every
/// focus change, and so stops at the last row shown.
extension InputOrder {
  /// Where a move from an input goes.
  private enum Step {
    case input(UIView)
    case row(UITableView, IndexPath)
    case none
  }

  /// Whether an input comes after `input`, in reading order or in a later row of its table.
  func hasNext(after input: UIView) -> Bool {
    // Inputs not in a data-source table's rows: the order alone (the toolbar asks this and
    // `hasPrevious` on every focus change).
    guard followsTableRows else { return inputAfter(input) != nil }
    if case .none = step(from: input, forward: true) { return false }
    return true
  }

  /// Whether an input comes before `input`, in reading order or in an earlier row of its table.
  func hasPrevious(before input: UIView) -> Bool {
    guard followsTableRows else { return inputBefore(input) != nil }
    if case .none = step(from: input, forward: false) { return false }
    return true
  }

  /// The input to move to after `input`; a later row's cell is scrolled into view and made.
  func next(after input: UIView) -> UIView? {
    guard followsTableRows else { return inputAfter(input) }
    return target(of: step(from: input, forward: true), forward: true)
  }

  /// The input to move to before `input`; an earlier row's cell is scrolled into view and made.
  func previous(before input: UIView) -> UIView? {
    guard followsTableRows else { return inputBefore(input) }
    return target(of: step(from: input, forward: false), forward: false)
  }

  private func step(from input: UIView, forward: Bool) -> Step {
    let neighbour = forward ? inputAfter(input) : inputBefore(input)
    guard followsTableRows, let (table, cell, indexPath) = input.tableRow else {
      return neighbour.map(Step.input) ?? .none
    }
    if let neighbour, neighbour.isInside(cell) { return .input(neighbour) }
    if let row = table.indexPath(besides: indexPath, forward: forward) {
      return .row(table, row)
    }
    // Past the table's first or last row: the inputs around the table.
    var candidate = neighbour
    while let view = candidate, view.isInside(table) {
      candidate = forward ? inputAfter(view) : inputBefore(view)
    }
    return candidate.map(Step.input) ?? .none
  }

  private func target(of step: Step, forward: Bool) -> UIView? {
    switch step {
    case .input(let input): return input
    case .none: return nil
    case .row(let table, let start):
      // Rows without an input (a switch, a link) are passed over, a bounded number of them.
      var indexPath: IndexPath? = start
      for _ in 0..<Self.rowsSearched {
        guard let row = indexPath else { return nil }
        if table.cellForRow(at: row) == nil {
          table.scrollToRow(at: row, at: .none, animated: false)
          table.layoutIfNeeded()
        }
        let inputs = table.cellForRow(at: row)?.textInputsInSubtree()
          .filter { $0.acceptsFocus && !$0.isHiddenInHierarchy }
        if let input = forward ? inputs?.first : inputs?.last { return input }
        indexPath = table.indexPath(besides: row, forward: forward)
      }
      return nil
    }
  }

  /// How many rows a move passes over looking for an input.
  private static let rowsSearched = 50
}

extension UIView {
  /// The data-source table, cell and index path of the row this input is in, if it is in one.
  fileprivate var tableRow: (UITableView, UITableViewCell, IndexPath)? {
    var current = superview
    while let view = current {
      if let cell = view as? UITableViewCell {
        guard let table = cell.superview as? UITableView, table.dataSource != nil,
          let indexPath = table.indexPath(for: cell)
        else { return nil }
        return (table, cell, indexPath)
      }
      current = view.superview
    }
    return nil
  }
}

extension UITableView {
  /// The index path of the row after (or before) `indexPath`, across sections; `nil` at the end.
  fileprivate func indexPath(besides indexPath: IndexPath, forward: Bool) -> IndexPath? {
    var section = indexPath.section
    var row = indexPath.row + (forward ? 1 : -1)
    while section >= 0, section < numberOfSections {
      let count = numberOfRows(inSection: section)
      if row >= 0, row < count { return IndexPath(row: row, section: section) }
      section += forward ? 1 : -1
      guard section >= 0, section < numberOfSections else { return nil }
      row = forward ? 0 : numberOfRows(inSection: section) - 1
    }
    return nil
  }
}
