import Foundation

/// A scroll view of cells that exist only where its model bounds show them.
///
/// Models UIKit's `UICollectionView` (H26.2 UICollectionView.h:362-367, `visibleCells` :450) as
/// far as the glue sees it: a `UIScrollView` created with a layout, whose items are
/// `UICollectionViewCell`s. Either the app (or a test) adds the cells itself, in content
/// coordinates, where the layout would put them, or a data source makes them as the collection
/// view scrolls (`UICollectionView+DataSource.swift`).
///
/// Like ``UITableView`` it lays its cells out for its *model* bounds: when the bounds change (a new
/// content offset included) the cells outside them leave the screen at once. That is the
/// collection view's own documented trap: set inside `UIView.animate`, "the cells that would be
/// out-of-screen by the end of the animation disappear immediately when animation begins … if you
/// open the keyboard" (ekazaev/ChatLayout issue 43, a `UICollectionView`; strong: the maintainer's
/// recording), while `setContentOffset(_:animated:)` keeps them (ChatLayout issue 52).
@MainActor
open class UICollectionView: UIScrollView {
  /// The layout that places the cells (a flow layout places a data source's; see the type's
  /// note).
  open var collectionViewLayout: UICollectionViewLayout

  /// The cells laid out for the current bounds, top to bottom.
  open var visibleCells: [UICollectionViewCell] {
    cells.filter { !$0.isHidden }.sorted { $0.frame.minY < $1.frame.minY }
  }

  /// Creates a collection view with `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }

  /// Creates a collection view from an archive; the stand-in cannot decode (a flow layout).
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  // MARK: - Internal

  /// The data source's state: items made into cells, cells waiting for reuse, cell classes.
  var items = CollectionItems()

  /// Every cell the collection view holds, shown or not.
  var cells: [UICollectionViewCell] {
    subviews.compactMap { $0 as? UICollectionViewCell }
  }

  override func boundsDidChange(from oldBounds: CGRect) {
    super.boundsDidChange(from: oldBounds)
    layOutCells()
  }

  /// Lays the cells out again, as UIKit's collection view does in its layout pass.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutCells()
  }

  override func subviewWasAdded(_ view: UIView) {
    if view is UICollectionViewCell, !items.isLayingOut { layOutCells() }
  }

  /// Shows the cells that overlap the model bounds and takes the others off screen; with a data
  /// source, makes cells for the items coming into them and reuses those leaving.
  func layOutCells() {
    if items.dataSource != nil {
      layOutItems()
    } else {
      showOnlyCellsInModelBounds(cells)
    }
  }
}
