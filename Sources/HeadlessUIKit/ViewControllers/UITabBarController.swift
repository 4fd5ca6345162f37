import Foundation

/// Screens side by side, one shown at a time, chosen with a tab bar at the bottom.
///
/// Models UIKit's `UITabBarController` (H17.4 UITabBarController.h:33; `viewControllers` :35,
/// `selectedViewController` :40, `selectedIndex` :41, `tabBar` :46) and `UITabBar`
/// (H17.4 UITabBar.h:28, a `UIView`). The view tree is the one view-debugger dumps show
/// (medium.com/@danwickes "Navigation Controller Stack Navigation"): the controller's view holds a
/// transition view with a wrapper holding the selected screen's view, and the tab bar beside it.
/// The stand-in's layout, in each layout pass: the selected view fills the container (UIKit
/// extends it under the bar); the bar is 49 pt above the bottom safe-area inset and reaches the
/// bottom edge (illustrative heights), and it is in the bottom safe area of the selected view
/// and of whatever runs under it ("the area not covered by navigation bars, tab bars,
/// toolbars", DOC uikit/uiview/safeareainsets).
@MainActor
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController] = []
  private var selected = 0
  private let bar = UITabBar(frame: .zero)
  private let transitionView = _HeadlessContainerPartView(frame: .zero)
  private let wrapperView = _HeadlessContainerPartView(frame: .zero)

  /// The screens, one per tab.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set {
      for controller in tabs {
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
      }
      tabs = newValue ?? []
      for controller in tabs { addChild(controller) }
      selected = tabs.isEmpty ? 0 : min(selected, tabs.count - 1)
      showSelected()
    }
  }

  /// The index of the screen shown.
  open var selectedIndex: Int {
    get { selected }
    set {
      guard tabs.indices.contains(newValue) else { return }
      tabs[selected].viewIfLoaded?.removeFromSuperview()
      selected = newValue
      showSelected()
    }
  }

  /// The screen shown.
  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(selected) ? tabs[selected] : nil }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }

  /// The bar of tabs at the bottom.
  open var tabBar: UITabBar {
    bar
  }

  open override func loadView() {
    let container = _HeadlessContainerPartView(
      frame: HeadlessEnvironment.defaultScreen.bounds)
    container.onLayout = { [weak self] in self?.layOutContainer() }
    view = container
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(transitionView)
    transitionView.addSubview(wrapperView)
    view.addSubview(bar)
    showSelected()
  }

  private func showSelected() {
    guard isViewLoaded, let controller = selectedViewController else { return }
    if controller.viewIfLoaded?.superview !== wrapperView {
      wrapperView.addSubview(controller.view)
    }
    layOutContainer()
  }

  /// The bar's height above the home indicator, 49 pt until changed.
  ///
  /// Stand-in only: iOS 26's tab bar minimizes as the content scrolls (`tabBarMinimizeBehavior`,
  /// NativeScript pull request 10945, gustavscirulis/snapgrid pull request 203: moderate), which
  /// moves the bottom of its screens' safe area with nothing posted; the minimized height is
  /// not published, so a test sets it.
  package var _tabBarHeight: CGFloat = 49 {
    didSet { layOutContainer() }
  }

  /// Whether the bar floats at the top, below the status bar, instead of the bottom.
  ///
  /// Stand-in only: "The redesigned iPad tab bar floats at the top of your app" (WWDC24 session
  /// 10147, quoted in vdhamer/Photo-Club-Hub issue 380; ls1intum/artemis-ios pull request 172:
  /// moderate), in regular width from iPadOS 18. The bar is then in the top of its screens'
  /// safe area, and the bottom holds the home indicator alone.
  package var _tabBarAtTop: Bool = false {
    didSet { layOutContainer() }
  }

  private func layOutContainer() {
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    transitionView.frame = bounds
    wrapperView.frame = transitionView.bounds
    wrapperView.fill(with: selectedViewController?.viewIfLoaded)
    // The bar is in the safe area of the screens under it (DOC uikit/uiview/safeareainsets).
    if _tabBarAtTop {
      let top = container.safeAreaInsets.top
      bar.frame = CGRect(x: 0, y: top, width: bounds.width, height: _tabBarHeight)
      wrapperView.setBarCoveredEdges(
        UIEdgeInsets(top: top + _tabBarHeight, left: 0, bottom: 0, right: 0))
      return
    }
    let height = _tabBarHeight + container.safeAreaInsets.bottom
    bar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    wrapperView.setBarCoveredEdges(UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0))
  }
}

/// The bar of tabs of a tab bar controller.
@MainActor
open class UITabBar: UIView {}
