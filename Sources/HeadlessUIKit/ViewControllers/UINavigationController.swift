import Foundation

/// A stack of screens under a navigation bar, with an optional toolbar at the bottom.
///
/// Models UIKit's `UINavigationController` (H17.4 UINavigationController.h:46;
/// `init(rootViewController:)` :55, `pushViewController(_:animated:)` :61,
/// `popViewController(animated:)` :63, `topViewController` :67, `viewControllers` :70,
/// `navigationBar` :76, `isToolbarHidden` :78 "Defaults to YES", `toolbar` :80).
///
/// The view tree is the one view-debugger dumps show (stackoverflow.com questions 30117083 and
/// 15322916, medium.com/@danwickes "Navigation Controller Stack Navigation"): the controller's view
/// (UIKit's private `UILayoutContainerView`) holds a transition view with a wrapper view holding
/// the top controller's view, and the navigation bar and toolbar beside it. Only the top
/// controller's view is in the tree. The stand-in's layout, in each layout pass: the top view
/// fills the container (UIKit extends it under the bars by default); the bar sits below the top
/// safe-area inset, 44 pt tall, 52 pt more when the top item has a search controller, whose search
/// bar it holds; the toolbar, when shown, is 44 pt above the bottom safe-area inset. Both bars are
/// in the safe area of the top view ("the area not covered by navigation bars, tab bars,
/// toolbars", DOC uikit/uiview/safeareainsets). The heights
/// are illustrative; what the stand-in keeps is where each view sits in the tree and which side of
/// the screen it is on. Pushes and pops are not animated.
@MainActor
open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []
  private let bar = UINavigationBar(frame: .zero)
  private let bottomBar = UIToolbar(frame: .zero)
  private let transitionView = _HeadlessContainerPartView(frame: .zero)
  private let wrapperView = _HeadlessContainerPartView(frame: .zero)

  /// Creates a stack with `rootViewController` at its bottom.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    push(rootViewController)
  }

  /// Creates an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller from an archive; the stand-in cannot decode, so its stack is empty.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The screens on the stack, bottom first.
  open var viewControllers: [UIViewController] {
    get { stack }
    set {
      for controller in stack where !newValue.contains(where: { $0 === controller }) {
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
      }
      stack = []
      for controller in newValue { push(controller) }
    }
  }

  /// The screen on top of the stack.
  open var topViewController: UIViewController? {
    stack.last
  }

  /// The bar at the top, holding the top screen's title and search bar.
  open var navigationBar: UINavigationBar {
    bar
  }

  /// The bar at the bottom, shown when ``isToolbarHidden`` is `false`.
  open var toolbar: UIToolbar! {
    bottomBar
  }

  /// Whether the toolbar is hidden; `true` by default.
  open var isToolbarHidden: Bool = true {
    didSet { layOutContainer() }
  }

  /// Pushes `viewController` on the stack and shows its view (nothing if it is already there).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    push(viewController)
  }

  /// Pops the top screen, unless it is the only one; returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.popLast() else { return nil }
    top.viewIfLoaded?.removeFromSuperview()
    top.removeFromParent()
    showTop()
    return top
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
    view.addSubview(bottomBar)
    showTop()
  }

  private func push(_ controller: UIViewController) {
    guard !stack.contains(where: { $0 === controller }) else { return }
    stack.last?.viewIfLoaded?.removeFromSuperview()
    stack.append(controller)
    addChild(controller)
    if isViewLoaded { showTop() }
  }

  private func showTop() {
    guard let top = stack.last else { return }
    if top.viewIfLoaded?.superview !== wrapperView { wrapperView.addSubview(top.view) }
    bar.show(top.navigationItem)
    layOutContainer()
  }

  private func layOutContainer() {
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    let insets = container.safeAreaInsets
    transitionView.frame = bounds
    wrapperView.frame = transitionView.bounds
    wrapperView.fill(with: stack.last?.viewIfLoaded)
    let barHeight: CGFloat = 44 + (bar.searchBar == nil ? 0 : 52)
    bar.frame = CGRect(x: 0, y: insets.top, width: bounds.width, height: barHeight)
    bottomBar.isHidden = isToolbarHidden
    bottomBar.frame = CGRect(
      x: 0, y: bounds.height - insets.bottom - 44, width: bounds.width, height: 44)
    // The bars are in the safe area of the screen under them (DOC uikit/uiview/safeareainsets).
    wrapperView.setBarCoveredEdges(
      UIEdgeInsets(
        top: bar.frame.maxY, left: 0, bottom: isToolbarHidden ? 0 : insets.bottom + 44, right: 0))
  }
}

extension UIViewController {
  /// The navigation controller this controller was pushed on (or whose child it is, through its
  /// parents).
  public var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }
}

/// A view of a container controller's own tree (UIKit's private `UILayoutContainerView`,
/// `UINavigationTransitionView`, `UIViewControllerWrapperView`, `UITransitionView`).
///
/// Stand-in only: it runs its controller's layout in each layout pass.
@MainActor
final class _HeadlessContainerPartView: UIView {
  var onLayout: (() -> Void)?
  /// The view last sized to fill this one, and this one's size then.
  private weak var filledView: UIView?
  private var filledSize = CGSize.zero

  /// Makes `view` fill the receiver when it is new here or the receiver's size changed, not at
  /// every layout pass, so that an app (or a keyboard avoider) that moves it keeps it moved:
  /// inferred from IQKeyboardManager shifting a tab's view in place (its `rootController` is the
  /// selected tab's controller, IQKeyboardManager `UIView+Parent.swift`).
  func fill(with view: UIView?) {
    guard let view, view !== filledView || bounds.size != filledSize else { return }
    view.frame = bounds
    filledView = view
    filledSize = bounds.size
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    onLayout?()
  }
}
