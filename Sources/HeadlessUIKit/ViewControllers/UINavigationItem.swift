import Foundation

/// What a screen shows in its navigation controller's bar.
///
/// Models UIKit's `UINavigationItem` (H17.4 UINavigationItem.h:83, `init(title:)` :85,
/// `searchController` :174, iOS 11) and `UIViewController.navigationItem`
/// (H17.4 UINavigationController.h:129, "Created on-demand"). Only the search controller is kept.
@MainActor
open class UINavigationItem: NSObject {
  /// The title shown in the bar.
  open var title: String?

  /// The search controller whose search bar the navigation bar shows.
  open var searchController: UISearchController?

  /// Creates an item with `title`.
  public init(title: String) {
    self.title = title
    super.init()
  }
}

extension UIViewController {
  /// The item this controller shows in a navigation bar, made on first use.
  public var navigationItem: UINavigationItem {
    if let item = containment.navigationItem { return item }
    let item = UINavigationItem(title: "")
    containment.navigationItem = item
    return item
  }
}
