import Foundation

/// The bar at the top of a navigation controller.
///
/// Models UIKit's `UINavigationBar` (H17.4 UINavigationBar.h:32, a `UIView`). The stand-in's bar
/// holds the search bar of the top screen's `navigationItem.searchController` (iOS 11+ places it in
/// the navigation bar, H17.4 UINavigationItem.h:174-176), 44 pt from the bar's top.
@MainActor
open class UINavigationBar: UIView {
  private(set) weak var searchBar: UISearchBar?
  /// The controller that lays the bar out, told when its large-title preference changes.
  weak var layoutOwner: UINavigationController?
  /// How far the large title shows, from 0 (collapsed into the standard bar) to 1.
  ///
  /// 0 without one. Set by the controller's layout.
  var largeTitleExpansion: CGFloat = 0

  /// Whether the bar shows its top item's title large, in a row below the standard one.
  ///
  /// H26.2 UINavigationBar.h:63 (iOS 11). Default `false`. See ``UINavigationController`` for
  /// how the stand-in collapses the row as the screen scrolls.
  open var prefersLargeTitles: Bool = false {
    didSet { layoutOwner?.largeTitlePreferenceChanged() }
  }

  /// Shows `item`'s search bar in place of the previous screen's.
  func show(_ item: UINavigationItem) {
    if searchBar?.superview === self { searchBar?.removeFromSuperview() }
    searchBar = item.searchController?.searchBar
    guard let searchBar else { return }
    addSubview(searchBar)
    placeSearchBar()
  }

  /// The search bar below the standard row and any large title.
  func placeSearchBar() {
    searchBar?.frame = CGRect(
      x: 0, y: 44 + 52 * largeTitleExpansion, width: bounds.width, height: 52)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    placeSearchBar()
  }
}
