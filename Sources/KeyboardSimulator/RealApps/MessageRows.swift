import Foundation
import HeadlessUIKit

/// A conversation's messages for a chat screen's collection view.
///
/// `count` rows, each a cell dequeued under `"message"` (register `UICollectionViewCell` for
/// it), made as the list scrolls as the apps' data sources make theirs. The rows' content is
/// not drawn.
@MainActor
final class MessageRows: UICollectionViewDataSource {
  /// How many rows the conversation has.
  let count: Int

  init(count: Int) {
    self.count = count
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
