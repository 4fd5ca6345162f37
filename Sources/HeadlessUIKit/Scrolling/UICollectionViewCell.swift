import Foundation

/// A view a collection view recycles: a cell, a header or a footer.
///
/// Models UIKit's `UICollectionReusableView` (H26.2 UICollectionViewCell.h:37-38) as the cell's
/// superclass; nothing of its reuse API is needed by the glue.
@MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued under (H26.2 UICollectionViewCell.h:40, readonly);
  /// `nil` for one the app made itself.
  public var reuseIdentifier: String? { storedReuseIdentifier }

  var storedReuseIdentifier: String?
}

/// One item of a collection view, with a content view that fills it.
///
/// Models UIKit's `UICollectionViewCell` (H26.2 UICollectionViewCell.h:64-65; `contentView`,
/// readonly) as far as a form or a chat needs: the content view the app puts its views in,
/// following the cell's bounds.
///
/// ```swift
/// let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 393, height: 64))
/// cell.contentView.addSubview(field)
/// ```
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view the app's content goes in; it fills the cell.
  public let contentView: UIView

  /// Creates a cell with `frame`.
  ///
  /// `required` so that a collection view can make one from its registered class (see
  /// `UICollectionView+DataSource.swift`). UIKit's is not `required` (it
  /// makes cells through the Objective-C runtime): a subclass here must keep `init(frame:)`,
  /// as with `UITableViewCell.init(style:reuseIdentifier:)`.
  public required override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates a cell from an archive; the stand-in cannot decode.
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
  }

  override func boundsDidChange(from oldBounds: CGRect) {
    super.boundsDidChange(from: oldBounds)
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
  }
}
