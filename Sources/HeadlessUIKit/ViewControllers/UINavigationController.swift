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
///
/// Large titles: with the bar's `prefersLargeTitles` and a top item that asks for one
/// (`largeTitleDisplayMode`, H26.2 UINavigationItem.h:19-28: `.automatic` follows the item
/// below, the first item the bar's preference), the bar grows by a 52 pt row (measured 96 pt in
/// all, Geoff Hackworth's "iPad Navigation Bar and Toolbar Height Changes in iOS 12"; −140 at
/// rest under a 44 pt status bar, react-native-screens issue 543; strong). The row collapses as
/// the screen's scroll view scrolls: the bar's bottom follows the top of the scroll view's
/// content between the two heights, whoever moves the offset (hotwired/hotwire-native-ios pull
/// requests 199 and 256 log a clamp by WebKit collapsing the title and a write of −168 bringing it
/// back; strong), and the bar's new height is in the screen's safe area at once, so the scroll
/// view's adjusted top inset follows it (the controller observes the scroll view "to update
/// contentInset adjustments", H26.2 UIViewController.h:306-316; strong; that it does so on every
/// frame is an inference: no source logs it). The scroll view tracked is the top view if it is
/// one, else the first scroll view down the chain of first subviews (react-native-screens'
/// `RNSScrollViewFinder`, "similar to UIKit behavior": moderate). A finger lifted with the row
/// part-way scrolls to its nearer end (flutter/flutter issues 23321 and 126028, maintainers
/// describing iOS: moderate), on an animated scroll. A programmatic scroll that stops part-way
/// is left there (no source either way). A phone turned sideways shows none
/// (`isVerticallyCompact`). Not modelled: iPad's 50 pt bar, iOS 26's 54 pt bar, a scroll view that does not run under the bar (the title
/// then jumps between its states), `setContentScrollView(_:for:)`.
@MainActor
open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []
  private let bar = UINavigationBar(frame: .zero)
  private let bottomBar = UIToolbar(frame: .zero)
  private let transitionView = _HeadlessContainerPartView(frame: .zero)
  private let wrapperView = _HeadlessContainerPartView(frame: .zero)
  /// The scroll view whose offset collapses the large title, while one shows.
  private weak var largeTitleScrollView: UIScrollView?
  private var isLayingOut = false

  /// The height a large title adds to the bar, expanded.
  static let largeTitleRow: CGFloat = 52

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
    bar.layoutOwner = self
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

  /// The bar's preference for large titles changed.
  func largeTitlePreferenceChanged() {
    layOutContainer()
  }

  /// Whether the top item shows a large title: the bar prefers them and the item asks, itself or
  /// by following the item below (`.automatic`).
  private var showsLargeTitle: Bool {
    guard bar.prefersLargeTitles, !isVerticallyCompact else { return false }
    var shown = true
    for controller in stack {
      switch controller.navigationItem.largeTitleDisplayMode {
      case .always: shown = true
      case .never: shown = false
      case .automatic: break
      }
    }
    return shown
  }

  /// Whether the window is as short as a phone's turned sideways, where UIKit shows no large
  /// title.
  ///
  /// The title returns to the bar in landscape on iPhone (Microsoft Learn, "Large Page
  /// Titles on iOS"; Flutter's `CupertinoNavigationBar` drops the large title unless the device
  /// is upright; moderate), the orientation where an iPhone's height size class is compact
  /// (DOC uikit/uitraitcollection/verticalsizeclass). The stand-in models no size classes: a
  /// window under 500 pt tall stands for one (every iPhone turned is at most 440 pt tall, every
  /// iPad and upright iPhone at least 667).
  private var isVerticallyCompact: Bool {
    (viewIfLoaded?.window?.bounds.height ?? .infinity) < 500
  }

  /// The scroll view UIKit's heuristic tracks for the top screen: its view if it scrolls, else
  /// the first scroll view down the chain of first subviews.
  private var trackedScrollView: UIScrollView? {
    var current = stack.last?.viewIfLoaded
    while let view = current {
      if let scrollView = view as? UIScrollView { return scrollView }
      current = view.subviews.first
    }
    return nil
  }

  /// The tracked scroll view moved its content: the large title follows.
  func trackedScrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView === largeTitleScrollView, !isLayingOut else { return }
    layOutContainer()
  }

  /// How far the large title shows (0 to 1) with the tracked scroll view's content where it is:
  /// the bar's bottom follows the content's top between the collapsed and expanded heights.
  ///
  /// With nothing to scroll it stays expanded: the bar shows the large title the item asks for
  /// (H26.2 UINavigationBar.h:63) and only scrolling collapses it. The content's top is measured
  /// from the scroll view's place in the container's layout and its offset, not from where it is
  /// drawn: UIKit follows the offset (see the type's notes), and a screen an app or a library
  /// moves by a transform moves no offset.
  private func largeTitleExpansion(barTop: CGFloat, in container: UIView) -> CGFloat {
    guard showsLargeTitle else { return 0 }
    guard let scrollView = trackedScrollView, scrollView.window != nil else { return 1 }
    let contentTop =
      Self.untransformedTop(of: scrollView, in: container) - scrollView.contentOffset.y
      - scrollView.contentInset.top
    let searchRow: CGFloat = bar.searchBar == nil ? 0 : 52
    let row = Self.largeTitleRow
    return min(1, max(0, (contentTop - barTop - 44 - searchRow) / row))
  }

  /// The top of `view` in `container`'s coordinates as laid out: each view's frame without its
  /// transform, less each scroll view's offset on the way.
  private static func untransformedTop(of view: UIView, in container: UIView) -> CGFloat {
    var top: CGFloat = 0
    var current: UIView? = view
    while let node = current, node !== container {
      top += node.center.y - node.bounds.height / 2
      guard let parent = node.superview else { break }
      top -= parent.bounds.origin.y
      current = parent
    }
    return top
  }

  /// The finger lifted from the tracked scroll view: a large title part-way scrolls to its
  /// nearer end.
  func fingerLifted(from scrollView: UIScrollView) {
    guard scrollView === largeTitleScrollView, bar.largeTitleExpansion > 0,
      bar.largeTitleExpansion < 1
    else { return }
    let row = Self.largeTitleRow
    let shift =
      bar.largeTitleExpansion >= 0.5
      ? -(1 - bar.largeTitleExpansion) * row : bar.largeTitleExpansion * row
    var target = scrollView.contentOffset
    target.y += shift
    scrollView.setContentOffset(target, animated: true)
  }

  private func layOutContainer() {
    guard let container = viewIfLoaded, !isLayingOut else { return }
    isLayingOut = true
    defer { isLayingOut = false }
    let bounds = container.bounds
    let insets = container.safeAreaInsets
    transitionView.frame = bounds
    wrapperView.frame = transitionView.bounds
    wrapperView.fill(with: stack.last?.viewIfLoaded)
    let tracked = showsLargeTitle ? trackedScrollView : nil
    tracked?.largeTitleTracker = self
    largeTitleScrollView = tracked
    bar.largeTitleExpansion = largeTitleExpansion(barTop: insets.top, in: container)
    let barHeight: CGFloat =
      44 + Self.largeTitleRow * bar.largeTitleExpansion + (bar.searchBar == nil ? 0 : 52)
    bar.frame = CGRect(x: 0, y: insets.top, width: bounds.width, height: barHeight)
    bar.placeSearchBar()
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
