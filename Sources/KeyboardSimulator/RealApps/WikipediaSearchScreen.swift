import Foundation
import HeadlessUIKit

/// wikimedia/wikipedia-ios's search (`SearchViewController`; structure from the source, see
/// `Docs/RealAppScreens.md`; the rows' height and count are the simulator's).
///
/// In a navigation controller, the screen's navigation item holds a `UISearchController`, whose
/// search bar UIKit places under the bar's title (stacked, kept visible while the list scrolls);
/// the screen's recent searches are a collection view of full-width rows filling the view edge
/// to edge, inset by UIKit for the bars. The app leaves the list's insets to UIKit: nothing of
/// its own answers the keyboard on this screen. Results, which UIKit shows over the screen once
/// a query is typed, are not built (the stand-in's search controller has none).
@MainActor
struct WikipediaSearchScreen {
  /// The search field, in the navigation bar.
  let searchField: UITextField
  /// The recent searches.
  let list: UICollectionView
  /// The rows, the list's data source (held weakly by the list).
  let rows: MessageRows

  /// How many recent searches the list shows.
  static let rowCount = 24
  /// A recent search's row height.
  static let rowHeight: CGFloat = 52

  /// Gives `controller`'s navigation item its search controller, as the app does when its view
  /// loads (before its navigation controller shows the item).
  static func configureNavigationItem(of controller: UIViewController) {
    let search = UISearchController(searchResultsController: nil)
    controller.navigationItem.searchController = search
  }

  /// Builds the list in `controller`'s view, which fills its navigation controller's content.
  init(in controller: UIViewController) {
    let root: UIView = controller.view
    if controller.navigationItem.searchController == nil {
      Self.configureNavigationItem(of: controller)
    }
    rows = MessageRows(count: Self.rowCount, rowHeight: Self.rowHeight)
    list = rows.makeList(filling: root)
    // A list of recent searches, not a conversation: UIKit's default dismiss mode (none).
    list.keyboardDismissMode = .none
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(list)
    root.layoutIfNeeded()
    list.reloadData()
    searchField =
      controller.navigationItem.searchController?.searchBar.searchTextField
      ?? UISearchTextField(frame: .zero)
  }
}
