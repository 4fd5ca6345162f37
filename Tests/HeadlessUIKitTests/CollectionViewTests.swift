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
