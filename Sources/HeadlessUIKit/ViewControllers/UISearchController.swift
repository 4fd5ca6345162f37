import Foundation

/// A controller that owns a search bar.
///
/// Models UIKit's `UISearchController` (H17.4 UISearchController.h:59,
/// `init(searchResultsController:)` :62, `searchBar` :87). Results are not modelled: what the
/// stand-in keeps is the search bar, placed by a navigation bar when set as a navigation item's
/// `searchController`.
@MainActor
open class UISearchController: UIViewController {
  private let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 52))

  /// Creates a search controller; `searchResultsController` is accepted and not used.
  public init(searchResultsController: UIViewController?) {
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a search controller with no results controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller from an archive; the stand-in cannot decode.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The search bar.
  open var searchBar: UISearchBar {
    bar
  }
}
