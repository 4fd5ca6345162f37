import Foundation

extension UIScrollView {
  /// Shows the cells that overlap the model bounds and takes the others off screen: the layout
  /// rule `UITableView` and `UICollectionView` share (their types name the sources).
  func showOnlyCellsInModelBounds(_ cells: [UIView]) {
    let visible = bounds
    for cell in cells {
      cell.isHidden = !(cell.frame.maxY > visible.minY && cell.frame.minY < visible.maxY)
    }
  }
}
