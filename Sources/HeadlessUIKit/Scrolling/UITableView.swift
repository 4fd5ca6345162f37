import Foundation

/// A scroll view of rows whose cells exist only where its model bounds show them.
///
/// Models UIKit's `UITableView` (H15 UITableView.h:299-302) as far as the glue sees it: a
/// `UIScrollView` created with a style, whose rows are `UITableViewCell`s. Either the app (or a
/// test) adds the cells itself, in content coordinates, where a data source's rows would be, or
/// a `dataSource` makes them as the table needs them (UITableView+DataSource.swift: only the
/// rows in the model bounds have cells, and cells leaving them are reused).
///
/// What the stand-in keeps of UIKit's row management is the rule keyboard code trips over: a
/// table lays its cells out for its *model* bounds. Whenever the bounds change (a new content
/// offset included) the cells outside them are taken off screen at once — hidden here, recycled
/// in UIKit — and the cells inside are shown. Set inside `UIView.animate`, the model offset is
/// already the final one while the drawn offset is still moving, so rows that end off screen
/// vanish when the animation starts and leave part of the table blank until it ends ("the cells
/// that would be out-of-screen by the end of the animation disappear immediately when animation
/// begins … if you open the keyboard", ekazaev/ChatLayout issue 43, a collection view; rdar
/// 13970761, lionheart/openradar-mirror issue 4972). `setContentOffset(_:animated:)` moves the
/// model offset every frame instead, and does not blank them (ChatLayout issue 52: with
/// `setContentOffset` "top cells are not disappearing"). Evidence for `UITableView` itself is by
/// analogy: both lists lay out cells in `layoutSubviews` from the bounds. The stand-in lays the
/// cells out at once where UIKit waits for the next layout pass; the drawn result is the same.
/// It overrides the app's own `isHidden` on cells, which UIKit manages for cells as well.
@MainActor
open class UITableView: UIScrollView {
  /// How sections are drawn (H15 UITableView.h:24-28).
  public enum Style: Int, Sendable {
    /// Rows run edge to edge.
    case plain = 0
    /// Sections are grouped.
    case grouped = 1
    /// Grouped sections with rounded, inset backgrounds (iOS 13).
    case insetGrouped = 2
  }

  /// Sets what a table starts with that a plain scroll view does not.
  ///
  /// A table bounces vertically even when its rows are shorter than it: its
  /// `alwaysBounceVertical` starts `true` where a plain scroll view's and a collection view's
  /// start `false` (jianshu, "UITableView默认情况下alwaysBounceVertical是YES": moderate, a
  /// developer's observation; the header names no default). Under `.automatic` a short table
  /// therefore takes its top and bottom safe area, as its vertical axis counts as scrollable.
  private func tableDefaults() {
    alwaysBounceVertical = true
  }

  /// The style given at creation.
  public let style: UITableView.Style

  /// The cells laid out for the current bounds, top to bottom (H17.4 UITableView.h:395).
  open var visibleCells: [UITableViewCell] {
    cells.filter { !$0.isHidden }.sorted { $0.frame.minY < $1.frame.minY }
  }

  /// Creates a table view with `style`.
  public init(frame: CGRect, style: UITableView.Style) {
    self.style = style
    super.init(frame: frame)
    tableDefaults()
  }

  /// Creates a plain table view (`-initWithFrame:` uses the plain style).
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a table view from an archive; the stand-in cannot decode (plain style).
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    tableDefaults()
  }

  // MARK: - Internal

  /// The data source's state: rows made into cells, cells waiting for reuse, cell classes.
  var rows = TableRows()

  /// Every cell the table holds, shown or not.
  var cells: [UITableViewCell] {
    subviews.compactMap { $0 as? UITableViewCell }
  }

  override func boundsDidChange(from oldBounds: CGRect) {
    super.boundsDidChange(from: oldBounds)
    layOutCells()
  }

  /// Lays the cells out again, as UIKit's table does in its layout pass.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutCells()
  }

  override func subviewWasAdded(_ view: UIView) {
    if view is UITableViewCell, !rows.isLayingOut { layOutCells() }
  }

  /// Shows the cells that overlap the model bounds and takes the others off screen; with a data
  /// source, makes cells for the rows coming into them and reuses those leaving.
  func layOutCells() {
    if rows.dataSource != nil {
      layOutRows()
    } else {
      showOnlyCellsInModelBounds(cells)
    }
  }
}
