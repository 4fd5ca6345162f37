import Foundation
import HeadlessUIKit
import Testing

/// A navigation bar's large title, collapsed by the offset of the screen's scroll view.
@Suite("Large titles collapse with the screen's scroll view")
@MainActor
struct LargeTitleTests {
  /// A form: a scroll view filling the screen's view (the first subview, as UIKit's heuristic
  /// finds it), taller than the screen.
  typealias Form = ContainerSafeAreaTests.Screen

  /// `screen` in a navigation controller preferring large titles, on a Face ID phone's window
  /// (59 pt above the bar), laid out.
  func present(_ screen: UIViewController) -> (window: UIWindow, navigation: UINavigationController)
  {
    HeadlessEnvironment.reset()
    let window = makeWindow(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let navigation = UINavigationController(rootViewController: screen)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.view.frame = window.bounds
    window.addSubview(navigation.view)
    window.layoutIfNeeded()
    return (window, navigation)
  }

  /// A form shown at its top with the title expanded, as UIKit shows it.
  func makeForm(mode: UINavigationItem.LargeTitleDisplayMode = .automatic) -> (
    window: UIWindow, navigation: UINavigationController, form: UIScrollView
  ) {
    let screen = Form()
    screen.navigationItem.largeTitleDisplayMode = mode
    let (window, navigation) = present(screen)
    screen.list.contentOffset.y = -(59 + 96)
    return (window, navigation, screen.list)
  }

  @Test("expanded at the top: 96 pt of bar, the scroll view's top inset below it")
  func expanded() {
    let (window, navigation, form) = makeForm()
    defer { withExtendedLifetime(window) {} }
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
    #expect(form.adjustedContentInset.top == 155)
    #expect(form.contentOffset.y == -155)
  }

  @Test("the row collapses as the content scrolls up, whoever scrolls it, and comes back")
  func collapsesWithTheOffset() {
    let (window, navigation, form) = makeForm()
    defer { withExtendedLifetime(window) {} }
    form.contentOffset.y = -155 + 26
    #expect(navigation.navigationBar.frame.height == 70)
    #expect(form.adjustedContentInset.top == 129)
    form.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(form.adjustedContentInset.top == 103)
    form.contentOffset.y = -155
    #expect(navigation.navigationBar.frame.height == 96)
  }

  @Test("a finger lifted with the row part-way scrolls to its nearer end", arguments: [20, 30])
  func snapsOnLift(scrolled: Double) {
    let (window, navigation, form) = makeForm()
    defer { withExtendedLifetime(window) {} }
    form._setUserDragging(true)
    form.contentOffset.y = -155 + CGFloat(scrolled)
    form._setUserDragging(false)
    HeadlessEnvironment.clock.advance(by: 1)
    let collapsed = scrolled > 26
    #expect(navigation.navigationBar.frame.height == (collapsed ? 44 : 96))
    #expect(form.contentOffset.y == (collapsed ? -103 : -155))
  }

  @Test("an item that never shows a large title keeps the standard bar")
  func never() {
    let (window, navigation, form) = makeForm(mode: .never)
    defer { withExtendedLifetime(window) {} }
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(form.adjustedContentInset.top == 103)
  }

  @Test("a phone turned sideways shows no large title; upright again, the row is back")
  func landscapePhone() {
    let (window, navigation, form) = makeForm()
    defer { withExtendedLifetime(window) {} }
    func turn(to size: CGSize, safeArea: UIEdgeInsets, offset: CGFloat) {
      window.frame = CGRect(origin: .zero, size: size)
      window._setSafeAreaInsets(safeArea)
      navigation.view.frame = window.bounds
      window.layoutIfNeeded()
      form.contentOffset.y = offset
    }
    // Content pulled down as far as a large title would rest: no row appears.
    turn(
      to: CGSize(width: 852, height: 393),
      safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), offset: -96)
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(form.adjustedContentInset.top == 44)
    turn(
      to: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), offset: -155)
    #expect(navigation.navigationBar.frame.height == 96)
  }

  @Test("a screen with nothing to scroll keeps its large title expanded")
  func nothingToScroll() {
    let screen = UIViewController()
    let (window, navigation) = present(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(screen.view.safeAreaInsets.top == 155)
  }

  @Test("a screen moved by a transform moves no offset: the title stays as it was")
  func transformMovesNoOffset() {
    let (window, navigation, form) = makeForm()
    defer { withExtendedLifetime(window) {} }
    form.superview?.transform = CGAffineTransform(translationX: 0, y: -40)
    navigation.view.setNeedsLayout()
    window.layoutIfNeeded()
    form.contentOffset.y = -155
    #expect(navigation.navigationBar.frame.height == 96)
  }

  @Test("with a search bar below the large title, the content's top meets the search bar's bottom")
  func searchBarBelowTheTitle() {
    let screen = Form()
    screen.navigationItem.searchController = UISearchController(searchResultsController: nil)
    let (window, navigation) = present(screen)
    defer { withExtendedLifetime(window) {} }
    screen.list.contentOffset.y = -(59 + 96 + 52)
    #expect(navigation.navigationBar.frame.height == 148)
    #expect(screen.list.adjustedContentInset.top == 207)
    screen.list.contentOffset.y += 26
    #expect(navigation.navigationBar.frame.height == 122)
  }

  /// A host whose view holds, first, a child controller's view with the form's scroll view, as
  /// apps embed a vendor's form (Adyen's card) or a section controller (Kickstarter's pledge);
  /// with `header`, a banner view comes first instead.
  final class Host: UIViewController {
    let child = Form()
    let header: Bool

    init(header: Bool) {
      self.header = header
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      if header { view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))) }
      addChild(child)
      child.view.frame = view.bounds
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
  }

  @Test(
    "UIKit's heuristic finds a child controller's scroll view down the first subviews; one behind a banner is not tracked and the title stays",
    arguments: [false, true])
  func childControllerScrollView(header: Bool) {
    let host = Host(header: header)
    let (window, navigation) = present(host)
    defer { withExtendedLifetime(window) {} }
    let form = host.child.list
    form.contentOffset.y = -155
    #expect(navigation.navigationBar.frame.height == 96)
    form.contentOffset.y = 300
    #expect(navigation.navigationBar.frame.height == (header ? 96 : 44))
  }
}
