import Foundation
import HeadlessUIKit
import Testing

/// The stand-in's collection view: cells laid out for the model bounds, as UIKit's lists do.
@Suite("Collection views lay their cells out for the model bounds")
@MainActor
struct CollectionViewTests {
  /// A 393 × 852 collection view holding twenty 64 pt cells, one under the other.
  static func makeList() -> (UICollectionView, [UICollectionViewCell]) {
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852),
      collectionViewLayout: UICollectionViewFlowLayout())
    var cells: [UICollectionViewCell] = []
    for row in 0..<20 {
      let cell = UICollectionViewCell(
        frame: CGRect(x: 0, y: CGFloat(row) * 64, width: 393, height: 64))
      list.addSubview(cell)
      cells.append(cell)
    }
    list.contentSize = CGSize(width: 393, height: 20 * 64)
    return (list, cells)
  }

  @Test("Only the cells inside the bounds are shown, and the content view fills its cell")
  func visibleCells() {
    HeadlessEnvironment.reset()
    let (list, cells) = Self.makeList()
    #expect(list.visibleCells.count == 14, "852 pt of 64 pt cells")
    #expect(cells[0].contentView.frame == CGRect(x: 0, y: 0, width: 393, height: 64))
    list.contentOffset.y = 500
    #expect(list.visibleCells.first === cells[7])
    #expect(cells[0].isHidden)
  }

  @Test("A Core Animation offset hides the leaving cells at once; a driven one does not")
  func animatedOffset() {
    HeadlessEnvironment.reset()
    let (list, cells) = Self.makeList()
    UIView.animate(withDuration: 0.25) { list.contentOffset.y = 300 }
    // Still drawn at offset 0, but the model bounds start at 300: cells 0-3 are gone.
    #expect(cells[0...3].allSatisfy { $0.isHidden })
    HeadlessEnvironment.clock.advance(by: 0.3)
    list.setContentOffset(.zero, animated: true)
    HeadlessEnvironment.clock.advance(by: 0.05)
    #expect(!cells[3].isHidden, "the model offset moves frame by frame")
  }

  @Test("A collection view controller's root view is its collection view, with its layout")
  func controller() {
    HeadlessEnvironment.reset()
    let layout = UICollectionViewFlowLayout()
    let controller = UICollectionViewController(collectionViewLayout: layout)
    #expect(controller.view === controller.collectionView)
    #expect(controller.collectionView.collectionViewLayout === layout)
    #expect(controller.collectionViewLayout === layout)
  }
}

/// A collection view whose data source makes its cells, placed by its flow layout, as chats and
/// grids build them.
@Suite("Collection views with a data source")
@MainActor
struct CollectionViewDataSourceTests {
  /// `count` items in one section, in cells of a registered class; counts the cells it made.
  final class Items: UICollectionViewDataSource {
    let count: Int
    var made = 0
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      made += 1
      return collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
    }
  }

  /// A cell holding one label-sized view, as a message cell does.
  final class MessageCell: UICollectionViewCell {}

  /// A 390 x 400 collection view of `count` items of `itemSize` with 10 pt spacing, in a window.
  func makeList(count: Int, itemSize: CGSize) -> (UICollectionView, Items) {
    HeadlessEnvironment.reset()
    let window = makeWindow(safeArea: .zero)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = itemSize
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
    let items = Items(count: count)
    list.register(MessageCell.self, forCellWithReuseIdentifier: "message")
    list.dataSource = items
    window.addSubview(list)
    list.layoutIfNeeded()
    return (list, items)
  }

  @Test("only the items on screen have cells; cells leaving are reused for the items coming in")
  func itemsAndReuse() throws {
    let (list, items) = makeList(count: 30, itemSize: CGSize(width: 390, height: 60))
    // 30 lines of 60 pt with 10 pt between them.
    #expect(list.contentSize.height == CGFloat(30 * 60 + 29 * 10))
    #expect(list.indexPathsForVisibleItems == (0..<6).map { IndexPath(item: $0, section: 0) })
    #expect(items.made == 6, "items 0-5 reach into 400 pt; item 6 starts at 420")
    #expect(list.cellForItem(at: IndexPath(item: 10, section: 0)) == nil)
    let first = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first is MessageCell)
    #expect(first.reuseIdentifier == "message")
    #expect(first.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
    list.contentOffset.y = 700
    #expect(list.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    let shown = try #require(list.indexPath(for: first), "item 0's cell shows an item coming in")
    #expect(shown.item >= 10)
    let reused = try #require(list.cellForItem(at: IndexPath(item: 15, section: 0)))
    #expect(reused.frame.minY == CGFloat(15 * 70))
    #expect(items.made == 12, "items 10-15 are made, from reused cells")
    #expect(list.subviews.filter { $0 is MessageCell }.count == 6, "no new cell was allocated")
    #expect(list.indexPath(for: reused) == IndexPath(item: 15, section: 0))
  }

  @Test("the flow layout puts as many items in a line as fit, with its spacing")
  func lines() throws {
    let (list, items) = makeList(count: 7, itemSize: CGSize(width: 120, height: 100))
    defer { withExtendedLifetime(items) {} }
    // (390 + 10) / (120 + 10) = 3 items a line; 3 lines of 100 pt with 10 pt between them.
    #expect(list.contentSize.height == 320)
    let fifth = try #require(list.cellForItem(at: IndexPath(item: 4, section: 0)))
    #expect(fifth.frame == CGRect(x: 130, y: 110, width: 120, height: 100))
    #expect(list.numberOfSections == 1)
    #expect(list.numberOfItems(inSection: 0) == 7)
    #expect(list.numberOfItems(inSection: 1) == 0)
  }

  @Test("reloading asks the data source again and reuses every cell")
  func reload() {
    let (list, items) = makeList(count: 30, itemSize: CGSize(width: 390, height: 60))
    let before = Set(list.subviews.map(ObjectIdentifier.init))
    list.reloadData()
    #expect(items.made == 12)
    #expect(Set(list.subviews.map(ObjectIdentifier.init)) == before)
  }
}
