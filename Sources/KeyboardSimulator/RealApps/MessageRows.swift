import Foundation
import HeadlessUIKit

/// A conversation's messages for a chat screen's collection view.
///
/// `count` rows, each a cell dequeued under `"message"`, made as the list scrolls as the apps'
/// data sources make theirs. The rows' content is not drawn.
@MainActor
final class MessageRows: UICollectionViewDataSource {
  /// How many rows the conversation has.
  let count: Int
  /// Each row's height.
  let rowHeight: CGFloat

  init(count: Int, rowHeight: CGFloat) {
    self.count = count
    self.rowHeight = rowHeight
  }

  /// The conversation's list as the chat apps make it: a collection view filling `root`'s
  /// bounds, full-width rows in a flow layout, dismissing the keyboard interactively, with these
  /// rows as its data source (which it holds weakly).
  func makeList(filling root: UIView) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: root.bounds.width, height: rowHeight)
    layout.minimumLineSpacing = 0
    let list = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    list.keyboardDismissMode = .interactive
    list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
    list.dataSource = self
    return list
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
  }
}
