import Foundation

/// What a table's rows come from: how many there are, and a cell for each as the table needs it.
///
/// Models UIKit's `UITableViewDataSource` (H26.2 UITableView.h:539-552; `NS_SWIFT_UI_ACTOR`):
/// the two required methods and `numberOfSections(in:)`, "Default is 1 if not implemented"
/// (:552), which the stand-in gives as a default.
///
/// ```swift
/// func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///   tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
/// }
/// ```
@MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, usually dequeued.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections.
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  /// Default: one section.
  public func numberOfSections(in tableView: UITableView) -> Int {
    1
  }
}

/// A table's rows as its data source makes them: which rows have cells, which cells wait for
/// reuse, and the cell class registered for each reuse identifier.
struct TableRows {
  weak var dataSource: (any UITableViewDataSource)?
  var rowHeight: CGFloat = 44
  var classes: [String: UITableViewCell.Type] = [:]
  var reusable: [String: [UITableViewCell]] = [:]
  var cells: [IndexPath: UITableViewCell] = [:]
  /// Set while the table lays its rows out: adding a cell or setting the content size lays out
  /// nothing more.
  var isLayingOut = false
}

/// A table whose data source makes its cells: UIKit's row management as apps use it.
///
/// Models H26.2 UITableView.h: `dataSource` :354, `rowHeight` :363, `numberOfSections` :388,
/// `numberOfRows(inSection:)` :389, `rectForRow(at:)` :394, `indexPath(for:)` :397 ("returns nil
/// if cell is not visible"), `cellForRow(at:)` :401 (nil "if cell is not visible or index path
/// is out of range"), `indexPathsForVisibleRows` :404, `scrollToRow(at:at:animated:)` :409,
/// `reloadData()` :438, the two `dequeueReusableCell` :479-480, `register(_:forCellReuseIdentifier:)`
/// :487; `ScrollPosition` :30-35 (`.none` scrolls "the row of interest to be fully visible with a
/// minimum of movement", DOC uitableview/scrollposition/none); UIKit's `IndexPath(row:section:)`,
/// `row`, `section` (its Swift overlay of 26.2). What the stand-in keeps, and why:
/// - Only the rows in the model bounds have cells, made by the data source as the bounds reach
///   them in the layout pass; a cell whose row leaves them is hidden and kept for reuse under its
///   identifier, and `dequeueReusableCell` hands it out again, for any row (the reuse is UIKit's
///   documented contract: "Implementers should *always* try to reuse cells", :545). So a field's
///   cell may show another row after a scroll, and a row far down has no cell, as on a device.
/// - Every row is `rowHeight` tall, 44 unless set: a simplification of the stand-in's, which
///   models neither UIKit's default (`automaticDimension`, :363) nor self-sizing; tests set the
///   height they mean. Sections follow each other with no headers or footers.
/// - A cell of a registered class is made with `init(style: .default, reuseIdentifier:)`, which
///   the stand-in declares `required` so that it can make one from its class (UIKit does it
///   through the Objective-C runtime); an identifier with no class and no reusable cell stops
///   the program, as UIKit raises an exception.
/// - A cell holding the first responder is reused like any other (UIKit's handling of it is
///   not documented).
extension UITableView {
  /// Where a row ends up when scrolled to.
  public enum ScrollPosition: Int, Sendable {
    /// Fully visible with the least movement; none if it already is.
    case none = 0
    /// At the top of the visible area.
    case top = 1
    /// In the middle of the visible area.
    case middle = 2
    /// At the bottom of the visible area.
    case bottom = 3
  }

  /// The object that gives the table its rows; held weakly.
  public var dataSource: (any UITableViewDataSource)? {
    get { rows.dataSource }
    set {
      rows.dataSource = newValue
      setNeedsLayout()
    }
  }

  /// Every row's height (see the type's notes).
  public var rowHeight: CGFloat {
    get { rows.rowHeight }
    set {
      rows.rowHeight = newValue
      setNeedsLayout()
    }
  }

  /// Makes cells of `cellClass` for `identifier` when no reusable one is waiting.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    rows.classes[identifier] = cellClass as? UITableViewCell.Type
  }

  /// A cell waiting for reuse under `identifier`, or a new one of its registered class; `nil`
  /// when there is neither.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = rows.reusable[identifier]?.popLast() { return cell }
    return rows.classes[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
  }

  /// A cell for the row at `indexPath`: one waiting for reuse, or a new one of the class
  /// registered for `identifier`.
  public func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) -> UITableViewCell {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      preconditionFailure(
        "unable to dequeue a cell with identifier \(identifier): register a class first")
    }
    cell.frame = rectForRow(at: indexPath)
    return cell
  }

  /// The number of sections, from the data source.
  public var numberOfSections: Int {
    guard let dataSource = rows.dataSource else { return 0 }
    return max(0, dataSource.numberOfSections(in: self))
  }

  /// The number of rows in `section`, from the data source.
  public func numberOfRows(inSection section: Int) -> Int {
    guard let dataSource = rows.dataSource, section >= 0, section < numberOfSections else {
      return 0
    }
    return max(0, dataSource.tableView(self, numberOfRowsInSection: section))
  }

  /// Where the row at `indexPath` is, in the table's content coordinates.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    let before = (0..<max(0, indexPath.section)).reduce(0) { $0 + numberOfRows(inSection: $1) }
    let height = max(0, rows.rowHeight)
    return CGRect(
      x: 0, y: CGFloat(before + indexPath.row) * height, width: bounds.width, height: height)
  }

  /// The cell showing the row at `indexPath`; `nil` when the row has no cell on screen.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    rows.cells[indexPath]
  }

  /// The row `cell` shows; `nil` when it shows none on screen.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    rows.cells.first { $0.value === cell }?.key
  }

  /// The rows that have a cell on screen, in order.
  public var indexPathsForVisibleRows: [IndexPath]? {
    rows.cells.keys.sorted()
  }

  /// Scrolls so that the row at `indexPath` ends where `scrollPosition` says, within the area
  /// the content insets leave.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    let row = rectForRow(at: indexPath)
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var y = contentOffset.y
    switch scrollPosition {
    case .none:
      if row.minY < y + inset.top {
        y = row.minY - inset.top
      } else if row.maxY > y + inset.top + visibleHeight {
        y = row.maxY - inset.top - visibleHeight
      }
    case .top: y = row.minY - inset.top
    case .middle: y = row.midY - inset.top - visibleHeight / 2
    case .bottom: y = row.maxY - inset.top - visibleHeight
    }
    let lowest = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
    y = min(max(y, -inset.top), lowest)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    layoutIfNeeded()
  }

  /// Gives every cell back for reuse and asks the data source for the rows again.
  public func reloadData() {
    for indexPath in rows.cells.keys.sorted() { enqueueCell(at: indexPath) }
    layOutRows()
  }

  // MARK: - Internal

  /// Makes cells for the rows in the model bounds and gives back those of the rows outside.
  func layOutRows() {
    guard let dataSource = rows.dataSource, !rows.isLayingOut else { return }
    rows.isLayingOut = true
    defer { rows.isLayingOut = false }
    let counts = (0..<numberOfSections).map { numberOfRows(inSection: $0) }
    let height = max(0, rows.rowHeight)
    let size = CGSize(width: bounds.width, height: CGFloat(counts.reduce(0, +)) * height)
    if contentSize != size { contentSize = size }
    let visible = bounds
    func shows(_ indexPath: IndexPath) -> Bool {
      let rect = rectForRow(at: indexPath)
      return rect.maxY > visible.minY && rect.minY < visible.maxY
    }
    for indexPath in rows.cells.keys.sorted() where !shows(indexPath) {
      enqueueCell(at: indexPath)
    }
    guard height > 0 else { return }
    var first = 0
    for (section, count) in counts.enumerated() {
      for row in 0..<count {
        let indexPath = IndexPath(row: row, section: section)
        let top = CGFloat(first + row) * height
        guard top < visible.maxY else { return }
        guard top + height > visible.minY, rows.cells[indexPath] == nil else { continue }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.frame = rectForRow(at: indexPath)
        cell.isHidden = false
        if cell.superview !== self { addSubview(cell) }
        rows.cells[indexPath] = cell
      }
      first += count
    }
  }

  private func enqueueCell(at indexPath: IndexPath) {
    guard let cell = rows.cells.removeValue(forKey: indexPath) else { return }
    cell.isHidden = true
    rows.reusable[cell.reuseIdentifier ?? "", default: []].append(cell)
  }
}

/// UIKit's rows and sections of an index path (its Swift overlay of 26.2: `IndexPath(row:section:)`,
/// `row`, `section`).
extension IndexPath {
  /// The index path of `row` in `section`.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
