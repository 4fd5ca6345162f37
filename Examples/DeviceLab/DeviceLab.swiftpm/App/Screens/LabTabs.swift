import UIKit

/// A tab bar app around a lab screen, as `kbsim`'s `tabBar` layout builds it: the screen under a
/// navigation bar in the selected tab.
enum LabTabs {
  /// The form in a tab; its navigation bar's Close button dismisses the whole tab bar app.
  @MainActor
  static func form() -> UIViewController {
    let screen = FormScreen(inTabBar: true)
    let navigation = UINavigationController(rootViewController: screen)
    navigation.tabBarItem = UITabBarItem(
      title: "Form", image: UIImage(systemName: "list.bullet"), tag: 0)
    let other = UIViewController()
    other.view.backgroundColor = .systemBackground
    other.tabBarItem = UITabBarItem(title: "Other", image: UIImage(systemName: "circle"), tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, other]
    screen.navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .close, primaryAction: UIAction { [weak tabs] _ in tabs?.dismiss(animated: true) }
    )
    return tabs
  }
}
