import Foundation
import HeadlessUIKit
import Testing

@Suite("Bars of container controllers in the safe area of the screens they hold")
@MainActor
struct ContainerSafeAreaTests {
  /// A screen with a scroll view filling its view, as a table view controller's is.
  final class Screen: UIViewController {
    let list = UIScrollView(frame: .zero)

    override func viewDidLoad() {
      super.viewDidLoad()
      list.frame = view.bounds
      list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      list.contentSize = CGSize(width: view.bounds.width, height: 3000)
      view.addSubview(list)
    }
  }

  /// A Face ID phone's window: 47 pt of status bar and sensor housing, 34 pt of home indicator.
  func makePhone() -> UIWindow {
    makeWindow(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  /// `Screen` as the one tab of a tab bar controller filling the phone's window, laid out.
  func makeTab() -> (window: UIWindow, screen: Screen, tabs: UITabBarController) {
    HeadlessEnvironment.reset()
    let window = makePhone()
    let screen = Screen()
    let tabs = UITabBarController()
    tabs.viewControllers = [screen]
    tabs.view.frame = window.bounds
    window.addSubview(tabs.view)
    window.layoutIfNeeded()
    return (window, screen, tabs)
  }

  @Test("a tab bar is in the safe area of the selected screen, and of a scroll view under it")
  func tabBar() {
    let (window, screen, tabs) = makeTab()

    // 49 pt of bar above the 34 pt home indicator: the bar covers the screen's bottom 83 pt.
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
    #expect(screen.view.frame == window.bounds)
    #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    #expect(screen.list.safeAreaInsets.bottom == 83)
    #expect(screen.list.adjustedContentInset.bottom == 83)
    #expect(screen.view.safeAreaLayoutGuide.layoutFrame.maxY == 769)
    // A subview clear of the bar has no bottom inset; one half under it, the part it covers.
    let top = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 100))
    let low = UIView(frame: CGRect(x: 0, y: 729, width: 393, height: 80))
    screen.view.addSubview(top)
    screen.view.addSubview(low)
    #expect(top.safeAreaInsets.bottom == 0)
    #expect(low.safeAreaInsets.bottom == 40)
    // The tab bar controller's own view has only the window's insets.
    #expect(tabs.view.safeAreaInsets.bottom == 34)
  }

  @Test("a navigation bar is in the top safe area, a shown toolbar in the bottom one")
  func navigationBars() {
    HeadlessEnvironment.reset()
    let window = makePhone()
    let screen = Screen()
    let navigation = UINavigationController(rootViewController: screen)
    navigation.view.frame = window.bounds
    window.addSubview(navigation.view)
    window.layoutIfNeeded()

    #expect(navigation.navigationBar.frame.maxY == 103)
    #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    #expect(screen.list.adjustedContentInset.top == 103)

    navigation.isToolbarHidden = false
    window.layoutIfNeeded()
    #expect(screen.view.safeAreaInsets.bottom == 78)
    #expect(screen.list.adjustedContentInset.bottom == 78)
    navigation.isToolbarHidden = true
    window.layoutIfNeeded()
    #expect(screen.view.safeAreaInsets.bottom == 34)
  }

  @Test("a screen moved off its container keeps only the bars' part that still covers it")
  func movedScreen() {
    let (window, screen, tabs) = makeTab()
    #expect(screen.view.window === window)

    // A keyboard avoider lifts the screen by 200 pt: its bottom edge is now above the bar, which
    // stays, so nothing covers it there; the window's top edge covers 259 pt of its top.
    screen.view.frame.origin.y = -200
    #expect(screen.view.safeAreaInsets.bottom == 0)
    #expect(screen.view.safeAreaInsets.top == 259)
    // A layout pass of the container keeps it there; a new container size places it again.
    tabs.view.setNeedsLayout()
    tabs.view.layoutIfNeeded()
    #expect(screen.view.frame.minY == -200)
    tabs.view.frame.size.height = 800
    tabs.view.layoutIfNeeded()
    #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 393, height: 800))
    tabs.view.frame.size.height = 852
    tabs.view.layoutIfNeeded()
    screen.view.frame.origin.y = 0
    #expect(screen.view.safeAreaInsets.bottom == 83)
  }
}
