import Foundation

/// The bar at the top of a navigation controller.
///
/// Models UIKit's `UINavigationBar` (H17.4 UINavigationBar.h:32, a `UIView`). The stand-in's bar
/// holds the search bar of the top screen's `navigationItem.searchController` (iOS 11+ places it in
/// the navigation bar, H17.4 UINavigationItem.h:174-176), 44 pt from the bar's top.
@MainActor
open class UINavigationBar: UIView {
  private(set) weak var searchBar: UISearchBar?

  /// Shows `item`'s search bar in place of the previous screen's.
  func show(_ item: UINavigationItem) {
    if searchBar?.superview === self { searchBar?.removeFromSuperview() }
    searchBar = item.searchController?.searchBar
    guard let searchBar else { return }
    addSubview(searchBar)
    searchBar.frame = CGRect(x: 0, y: 44, width: bounds.width, height: 52)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    searchBar?.frame = CGRect(x: 0, y: 44, width: bounds.width, height: 52)
  }
}
