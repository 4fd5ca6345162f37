import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIWindow {
  /// The main list of the screen the user sees: that screen's view when it scrolls, else the
  /// largest vertical scroll view among its subviews and theirs (two levels, not the subtree).
  ///
  /// The screen is found from `rootViewController` down through what it presents and the top or
  /// selected screen of navigation and tab bar controllers.
  var visibleScreensMainList: UIScrollView? {
    var controller = rootViewController
    while let current = controller {
      if let presented = current.presentedViewController {
        controller = presented
      } else if let navigation = current as? UINavigationController,
        let top = navigation.topViewController
      {
        controller = top
      } else if let tabs = current as? UITabBarController,
        let selected = tabs.selectedViewController
      {
        controller = selected
      } else {
        break
      }
    }
    guard let view = controller?.viewIfLoaded, view.window === self else { return nil }
    if let list = view as? UIScrollView { return list }
    let candidates = (view.subviews + view.subviews.flatMap(\.subviews)).compactMap {
      $0 as? UIScrollView
    }
    return candidates.filter { !$0.isHidden && $0.canMakeRoomVertically }
      .max { $0.bounds.width * $0.bounds.height < $1.bounds.width * $1.bounds.height }
  }
}
