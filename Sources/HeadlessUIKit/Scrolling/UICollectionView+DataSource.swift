import Foundation

/// What a collection view's items come from: how many there are, and a cell for each as the
/// collection view needs it.
///
/// Models UIKit's `UICollectionViewDataSource` (H26.2 UICollectionView.h:73-83;
/// `NS_SWIFT_UI_ACTOR`): the two required methods and `numberOfSections(in:)`, optional, which
/// the stand-in gives a default of one section, as UIKit assumes when it is not implemented.
///
/// ```swift
/// func collectionView(
///   _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
/// ) -> UICollectionViewCell {
///   collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
/// }
/// ```
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell for the item at `indexPath`, dequeued.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The number of sections.
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  /// Default: one section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    1
  }
}

/// A collection view's items as its data source makes them: which items have cells, which cells
/// wait for reuse, and the cell class registered for each reuse identifier.
struct CollectionItems {
  weak var dataSource: (any UICollectionViewDataSource)?
  var classes: [String: UICollectionViewCell.Type] = [:]
  var reusable: [String: [UICollectionViewCell]] = [:]
  var cells: [IndexPath: UICollectionViewCell] = [:]
  /// Where the flow layout put each item at the last layout pass, section by section.
  var frames: [[CGRect]] = []
  /// Set while the collection view lays its items out: adding a cell or setting the content
  /// size lays out nothing more.
  var isLayingOut = false
}

/// A collection view whose data source makes its cells: UIKit's item management as apps use it
/// (a chat's messages, Signal's and MessageKit's among them: `Docs/RealAppScreens.md`).
///
/// Models H26.2 UICollectionView.h: `dataSource` :369, `register(_:forCellWithReuseIdentifier:)`
/// :398, `dequeueReusableCell(withReuseIdentifier:for:)` :404, `reloadData()` :422,
/// `numberOfSections` :433, `numberOfItems(inSection:)` :434, `indexPath(for:)` :440 (nullable),
/// `cellForItem(at:)` :448 (nullable; "returns nil if cell is not visible" is the table's wording,
/// UITableView.h :401, which the stand-in follows here too),
/// `indexPathsForVisibleItems` :451; UIKit's `IndexPath(item:section:)` and `item` (its Swift
/// overlay, UKSI26.2:2163, :2172-2175). What the stand-in keeps, and why:
/// - Items are placed by the collection view's ``UICollectionViewFlowLayout`` (another layout
///   places none: no cells are made), and only the items in the model bounds have cells, made by
///   the data source as the bounds reach them in the layout pass; a cell whose item leaves them
///   is hidden and kept for reuse under its identifier, and `dequeueReusableCell` hands it out
///   again for any item. That is the reuse the header's comment on the data source asks for ("The
///   cell that is returned must be retrieved from a call to -dequeueReusableCellWithReuseIdentifier:
///   forIndexPath:", :78), so a far item has no cell, as on a device.
/// - A cell of a registered class is made with `init(frame:)`, which the stand-in declares
///   `required` so that it can make one from its class (UIKit does it through the Objective-C
///   runtime); an identifier with no registered class stops the program, as UIKit raises an
///   exception.
/// - A cell holding the first responder is reused like any other (UIKit's handling of it is not
///   documented).
/// - Not modelled: `prepareForReuse` (H26.2 UICollectionViewCell.h:45), batch updates, and the
///   counts UIKit caches until `reloadData()`: the stand-in asks the data source on every
///   layout pass.
extension UICollectionView {
  /// The object that gives the collection view its items; held weakly.
  public var dataSource: (any UICollectionViewDataSource)? {
    get { items.dataSource }
    set {
      items.dataSource = newValue
      setNeedsLayout()
    }
  }

  /// Makes cells of `cellClass` for `identifier` when no reusable one is waiting.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    items.classes[identifier] = cellClass as? UICollectionViewCell.Type
  }

  /// A cell for the item at `indexPath`: one waiting for reuse under `identifier`, or a new one
  /// of the class registered for it.
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell: UICollectionViewCell
    if let waiting = items.reusable[identifier]?.popLast() {
      cell = waiting
    } else if let cellClass = items.classes[identifier] {
      cell = cellClass.init(frame: .zero)
      cell.storedReuseIdentifier = identifier
    } else {
      preconditionFailure(
        "unable to dequeue a cell with identifier \(identifier): register a class first")
    }
    if let frame = itemFrame(at: indexPath) { cell.frame = frame }
    return cell
  }

  /// The number of sections, from the data source.
  public var numberOfSections: Int {
    guard let dataSource = items.dataSource else { return 0 }
    return max(0, dataSource.numberOfSections(in: self))
  }

  /// The number of items in `section`, from the data source.
  public func numberOfItems(inSection section: Int) -> Int {
    guard let dataSource = items.dataSource, section >= 0, section < numberOfSections else {
      return 0
    }
    return max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
  }

  /// The cell showing the item at `indexPath`; `nil` when the item has no cell on screen.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    items.cells[indexPath]
  }

  /// The item `cell` shows; `nil` when it shows none on screen.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    items.cells.first { $0.value === cell }?.key
  }

  /// The items that have a cell on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    items.cells.keys.sorted()
  }

  /// Gives every cell back for reuse and asks the data source for the items again.
  public func reloadData() {
    for indexPath in items.cells.keys.sorted() { enqueueCell(at: indexPath) }
    layOutItems()
  }

  // MARK: - Internal

  /// Where the flow layout put the item at `indexPath` at the last layout pass.
  private func itemFrame(at indexPath: IndexPath) -> CGRect? {
    guard indexPath.count == 2, items.frames.indices.contains(indexPath.section),
      items.frames[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return items.frames[indexPath.section][indexPath.item]
  }

  /// Places the items with the flow layout, makes cells for those in the model bounds and gives
  /// back those of the items outside.
  func layOutItems() {
    guard let dataSource = items.dataSource, !items.isLayingOut else { return }
    items.isLayingOut = true
    defer { items.isLayingOut = false }
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else {
      items.frames = []
      for indexPath in items.cells.keys.sorted() { enqueueCell(at: indexPath) }
      return
    }
    let counts = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    let placed = flow.place(counts: counts, width: bounds.width)
    items.frames = placed.frames
    let size = CGSize(width: bounds.width, height: placed.height)
    if contentSize != size { contentSize = size }
    let visible = bounds
    func shows(_ frame: CGRect) -> Bool {
      frame.maxY > visible.minY && frame.minY < visible.maxY
    }
    for indexPath in items.cells.keys.sorted() {
      guard let frame = itemFrame(at: indexPath), shows(frame) else {
        enqueueCell(at: indexPath)
        continue
      }
    }
    for (section, frames) in placed.frames.enumerated() {
      for (item, frame) in frames.enumerated() where shows(frame) {
        let indexPath = IndexPath(item: item, section: section)
        guard items.cells[indexPath] == nil else { continue }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        cell.frame = frame
        cell.isHidden = false
        if cell.superview !== self { addSubview(cell) }
        items.cells[indexPath] = cell
      }
    }
  }

  private func enqueueCell(at indexPath: IndexPath) {
    guard let cell = items.cells.removeValue(forKey: indexPath) else { return }
    cell.isHidden = true
    items.reusable[cell.reuseIdentifier ?? "", default: []].append(cell)
  }
}

/// UIKit's items of an index path (its Swift overlay of 26.2: `IndexPath(item:section:)`, `item`).
extension IndexPath {
  /// The index path of `item` in `section`.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The item: the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
