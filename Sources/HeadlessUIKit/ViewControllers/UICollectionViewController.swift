import Foundation

/// A view controller whose view is a collection view.
///
/// Models UIKit's `UICollectionViewController` (H26.2 UICollectionViewController.h:18-39): its
/// root view is a collection view made with the layout given at initialization. UIKit's
/// controller also adjusts its collection view for the keyboard by itself, as
/// `UITableViewController` does: class dumps show it adopting UIKit's private
/// `_UIKeyboardAutoRespondingScrollViewController` protocol, with keyboard will-show / did-show
/// handlers that adjust the scroll view for the keyboard's frame (decompiled UIKitCore, iOS 18
/// and 26.1: moderate, facts only). The stand-in does not model that adjustment (as for the
/// table view controller); tests that need it model it themselves.
@MainActor
open class UICollectionViewController: UIViewController {
  /// The layout the collection view is made with.
  public let collectionViewLayout: UICollectionViewLayout

  /// Creates a controller whose collection view uses `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a flow layout.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller from an archive; the stand-in cannot decode (a flow layout).
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// Makes the collection view the root view.
  open override func loadView() {
    view = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
  }

  /// The collection view, which is the root view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }
}
