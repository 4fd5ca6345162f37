import Foundation

/// What a screen shows in its navigation controller's bar.
///
/// Models UIKit's `UINavigationItem` (H17.4 UINavigationItem.h:83, `init(title:)` :85,
/// `searchController` :174, iOS 11) and `UIViewController.navigationItem`
/// (H17.4 UINavigationController.h:129, "Created on-demand"). Only the search controller and the
/// large-title mode are kept.
@MainActor
open class UINavigationItem: NSObject {
  /// The title shown in the bar.
  open var title: String?

  /// The search controller whose search bar the navigation bar shows.
  open var searchController: UISearchController?

  /// Whether the bar shows this item's title large, below the bar's standard row, when the item
  /// is on top.
  ///
  /// H26.2 UINavigationItem.h:227 (iOS 11). Default `.automatic`. Only with the bar's
  /// ``UINavigationBar/prefersLargeTitles``.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

  /// How an item asks for a large title (H26.2 UINavigationItem.h:19-28; `inline`, iOS 17, not
  /// modelled).
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the item below it on the stack shows it; the first item pushed shows one when the
    /// bar prefers large titles.
    case automatic = 0
    /// Large whenever the item is on top.
    case always = 1
    /// Never large.
    case never = 2
  }

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
