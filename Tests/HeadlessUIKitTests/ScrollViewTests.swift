import Foundation
import HeadlessUIKit
import Testing

/// Counts `adjustedContentInsetDidChange()` calls.
final class CountingScrollView: UIScrollView {
  var adjustedInsetChanges = 0

  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    adjustedInsetChanges += 1
  }
}

@Suite("Scroll views: adjusted insets, scrolling rectangles into view")
@MainActor
struct ScrollViewTests {
  struct InsetCase: CustomTestStringConvertible, Sendable {
    let behavior: UIScrollView.ContentInsetAdjustmentBehavior
    let contentHeight: CGFloat
    let expected: UIEdgeInsets

    var testDescription: String {
      "\(behavior) with \(contentHeight > 844 ? "tall" : "short") content"
    }
  }

  /// Vertical insets only: the window's safe area is top 47, bottom 34; contentInset.bottom 10.
  nonisolated static func vertical(_ top: CGFloat, _ bottom: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
  }

  nonisolated static let insetCases: [InsetCase] = [
    .init(behavior: .never, contentHeight: 100, expected: vertical(0, 10)),
    .init(behavior: .never, contentHeight: 2000, expected: vertical(0, 10)),
    .init(behavior: .always, contentHeight: 100, expected: vertical(47, 44)),
    .init(behavior: .always, contentHeight: 2000, expected: vertical(47, 44)),
    .init(behavior: .scrollableAxes, contentHeight: 100, expected: vertical(0, 10)),
    .init(behavior: .scrollableAxes, contentHeight: 2000, expected: vertical(47, 44)),
    // Outside a navigation controller, `.automatic` is `.scrollableAxes` (UIScrollView.h).
    .init(behavior: .automatic, contentHeight: 100, expected: vertical(0, 10)),
    .init(behavior: .automatic, contentHeight: 2000, expected: vertical(47, 44)),
  ]

  @Test("adjustedContentInset folds in the safe area per behavior", arguments: insetCases)
  func adjustedInsets(_ testCase: InsetCase) {
    HeadlessEnvironment.reset()
    let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let scrollView = UIScrollView(frame: window.bounds)
    window.addSubview(scrollView)
    scrollView.contentInsetAdjustmentBehavior = testCase.behavior
    scrollView.contentSize = CGSize(width: 390, height: testCase.contentHeight)
    scrollView.contentInset.bottom = 10

    #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(scrollView.adjustedContentInset == testCase.expected)
  }

  @Test("Automatic: a short controller view in a navigation controller takes the safe area")
  func automaticInNavigationController() {
    HeadlessEnvironment.reset()
    let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let screen = UIViewController()
    let list = UIScrollView(frame: window.bounds)
    list.contentSize = CGSize(width: 390, height: 100)
    screen.view = list
    let navigation = UINavigationController(rootViewController: screen)
    navigation.view.frame = window.bounds
    window.addSubview(navigation.view)
    window.layoutIfNeeded()

    // The top is the navigation bar's bottom (47 + 44); the bottom the home indicator's strip.
    #expect(list.adjustedContentInset == Self.vertical(91, 34))
    // The same short scroll view nested in it takes none.
    let plain = UIScrollView(frame: list.bounds)
    plain.contentSize = CGSize(width: 390, height: 100)
    list.addSubview(plain)
    #expect(plain.adjustedContentInset == .zero)
  }

  @Test(
    "Automatic: the first scroll view among a screen's subviews is the screen's; the next is not")
  func automaticFirstScrollSubview() {
    HeadlessEnvironment.reset()
    let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let screen = UIViewController()
    screen.view = UIView(frame: window.bounds)
    let label = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 20))
    let first = UIScrollView(frame: window.bounds)
    let second = UIScrollView(frame: window.bounds)
    for each in [first, second] { each.contentSize = CGSize(width: 390, height: 100) }
    screen.view.addSubview(label)
    screen.view.addSubview(first)
    screen.view.addSubview(second)
    let navigation = UINavigationController(rootViewController: screen)
    navigation.view.frame = window.bounds
    window.addSubview(navigation.view)
    window.layoutIfNeeded()

    #expect(first.adjustedContentInset == Self.vertical(91, 34))
    #expect(second.adjustedContentInset == .zero)
    // Outside a navigation controller, short content takes nothing, owned or not.
    navigation.view.removeFromSuperview()
    screen.view.removeFromSuperview()
    let bare = UIViewController()
    bare.view = UIView(frame: window.bounds)
    let alone = UIScrollView(frame: window.bounds)
    alone.contentSize = CGSize(width: 390, height: 100)
    bare.view.addSubview(alone)
    window.addSubview(bare.view)
    #expect(alone.adjustedContentInset == .zero)
  }

  @Test(
    "Automatic: a table bounces vertically, so a short table takes its top and bottom safe area")
  func shortTableTakesSafeArea() {
    HeadlessEnvironment.reset()
    let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let table = UITableView(frame: window.bounds, style: .insetGrouped)
    table.contentSize = CGSize(width: 390, height: 200)
    window.addSubview(table)
    let scroll = UIScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 390, height: 200)
    window.addSubview(scroll)

    #expect(table.alwaysBounceVertical)
    #expect(!scroll.alwaysBounceVertical)
    #expect(table.adjustedContentInset == Self.vertical(47, 34))
    #expect(scroll.adjustedContentInset == .zero)
  }

  @Test("A safe area that shrinks the adjusted top moves an offset above the range back into it")
  func safeAreaChangeClampsOffset() {
    HeadlessEnvironment.reset()
    let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    window.addSubview(scrollView)
    scrollView.contentOffset.y = -47
    #expect(scrollView.adjustedContentInset.top == 47)

    // The top strip goes (a sheet moved down, a bar hidden): the top rests at 0 now.
    window._setSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(scrollView.contentOffset.y == 0)
    // A change that leaves the offset in range leaves it alone.
    scrollView.contentOffset.y = 300
    window._setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    #expect(scrollView.contentOffset.y == 300)
  }

  @Test("adjustedContentInsetDidChange runs when the value changes, not when it stays")
  func adjustedInsetCallback() {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let scrollView = CountingScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    window.addSubview(scrollView)

    scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 300, right: 0)
    scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 300, right: 0)
    #expect(scrollView.adjustedInsetChanges == 1)

    window._setSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(scrollView.adjustedInsetChanges == 2)
    #expect(scrollView.adjustedContentInset.bottom == 334)
  }

  func makeScrollView() -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    return scrollView
  }

  @Test("scrollRectToVisible aligns the nearest edge, below and above")
  func nearestEdge() {
    HeadlessEnvironment.reset()
    let scrollView = makeScrollView()

    scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 100, height: 44), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 244))

    scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 44), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
  }

  @Test("scrollRectToVisible does nothing when the rect is fully visible")
  func noOpWhenVisible() {
    HeadlessEnvironment.reset()
    let scrollView = makeScrollView()
    scrollView.contentOffset = CGPoint(x: 0, y: 50)

    scrollView.scrollRectToVisible(CGRect(x: 0, y: 60, width: 100, height: 44), animated: true)

    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
    #expect(!scrollView._isAnimating)
  }

  @Test("scrollRectToVisible keeps the rect above a keyboard inset and inside the range")
  func respectsAdjustedInsets() {
    HeadlessEnvironment.reset()
    let scrollView = makeScrollView()
    scrollView.contentInset.bottom = 300

    scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 100, height: 44), animated: false)
    #expect(scrollView.contentOffset.y == 244)

    scrollView.scrollRectToVisible(CGRect(x: 0, y: 2100, width: 100, height: 44), animated: false)
    #expect(scrollView.contentOffset.y == 1900)
  }

  @Test("animated scrolling moves the model offset frame by frame, linearly, as UIKit's does")
  func animatedScroll() {
    HeadlessEnvironment.reset()
    let scrollView = makeScrollView()

    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    #expect(scrollView.contentOffset.y == 0)

    HeadlessEnvironment.clock.advance(by: HeadlessScrolling.animationDuration / 2)
    #expect(isClose(scrollView.contentOffset.y, 150))
    #expect(isClose(scrollView._presentationContentOffset.y, 150))

    HeadlessEnvironment.clock.advance(by: HeadlessScrolling.animationDuration)
    #expect(scrollView.contentOffset.y == 300)
  }

  @Test("a finger lifted with the offset past an edge springs back into range, decelerating")
  func fingerLiftedPastTheEdgeSpringsBack() {
    HeadlessEnvironment.reset()
    let scrollView = makeScrollView()
    let end = scrollView.contentSize.height - scrollView.bounds.height
    scrollView._setUserDragging(true)
    scrollView.contentOffset.y = end + 86
    #expect(!scrollView.isDecelerating)
    scrollView._setUserDragging(false)
    #expect(scrollView.isDecelerating)
    HeadlessEnvironment.clock.advance(by: HeadlessScrolling.animationDuration / 2)
    #expect(isClose(scrollView.contentOffset.y, end + 43))
    HeadlessEnvironment.clock.advance(by: HeadlessScrolling.animationDuration)
    #expect(scrollView.contentOffset.y == end)
    #expect(!scrollView.isDecelerating)

    // Without bouncing, and for a finger lifted inside the range, nothing moves.
    scrollView.bounces = false
    scrollView._setUserDragging(true)
    scrollView.contentOffset.y = end + 40
    scrollView._setUserDragging(false)
    HeadlessEnvironment.clock.advance(by: HeadlessScrolling.animationDuration)
    #expect(scrollView.contentOffset.y == end + 40)
    scrollView.bounces = true
    scrollView.contentOffset.y = 100
    scrollView._setUserDragging(true)
    scrollView._setUserDragging(false)
    #expect(!scrollView.isDecelerating)
    HeadlessEnvironment.clock.advance(by: HeadlessScrolling.animationDuration)
    #expect(scrollView.contentOffset.y == 100)
  }

  @Test("an unanimated setContentOffset stops an animated scroll; a plain assignment does not")
  func unanimatedSetStopsAnimatedScroll() {
    HeadlessEnvironment.reset()
    let scrollView = makeScrollView()

    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    HeadlessEnvironment.clock.advance(by: HeadlessScrolling.animationDuration / 2)
    scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
    HeadlessEnvironment.clock.advance(by: HeadlessScrolling.animationDuration)
    #expect(scrollView.contentOffset.y == 40)

    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    HeadlessEnvironment.clock.advance(by: HeadlessScrolling.animationDuration / 2)
    scrollView.contentOffset.y = 40
    HeadlessEnvironment.clock.advance(by: HeadlessScrolling.animationDuration)
    #expect(scrollView.contentOffset.y == 300, "the animation wrote over the assignment")
  }

  @Test("UIKit's scroll to a focused field skips a scroll view with scrolling off")
  func focusedFieldScrollSkipsDisabledScrollView() {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let outer = UIScrollView(frame: window.bounds)
    outer.contentSize = CGSize(width: 390, height: 2000)
    window.addSubview(outer)
    // A card that does not scroll, low in the form, sized to its content.
    let card = UIScrollView(frame: CGRect(x: 0, y: 1200, width: 390, height: 200))
    card.contentSize = card.bounds.size
    card.isScrollEnabled = false
    outer.addSubview(card)
    let field = UITextField(frame: CGRect(x: 16, y: 100, width: 358, height: 44))
    card.addSubview(field)
    #expect(field.becomeFirstResponder())
    HeadlessEnvironment.clock.advance(by: 1)
    #expect(card.contentOffset == .zero)
    #expect(abs(outer.contentOffset.y - (1200 + 144 - 844)) < 0.01, "\(outer.contentOffset.y)")
  }

  @Test("programmatic content offsets are not clamped")
  func noClamping() {
    HeadlessEnvironment.reset()
    let scrollView = makeScrollView()

    scrollView.contentOffset = CGPoint(x: 0, y: -500)
    #expect(scrollView.contentOffset.y == -500)
    scrollView.contentOffset = CGPoint(x: 0, y: 5000)
    #expect(scrollView.bounds.minY == 5000)
  }

  @Test("a smaller inset moves an offset it leaves out of range back at once, even when animated")
  func insetShrinkClampsUnanimated() {
    HeadlessEnvironment.reset()
    let scrollView = makeScrollView()
    scrollView.contentInset.bottom = 300
    let range = {
      scrollView.contentSize.height + scrollView.adjustedContentInset.bottom
        - scrollView.bounds.height
    }
    // Scrolled to the end of the range the keyboard's inset made.
    scrollView.contentOffset.y = range()
    let lifted = scrollView.contentOffset.y
    UIView.animate(withDuration: 0.25) {
      scrollView.contentInset.bottom = 0
    }
    #expect(scrollView.contentOffset.y == range(), "clamped into the new range")
    #expect(scrollView.contentOffset.y < lifted)
    #expect(
      scrollView._presentationContentOffset.y == range(), "at once: the content snaps, unanimated")
    // Growing the range leaves the offset alone.
    scrollView.contentInset.bottom = 500
    #expect(scrollView.contentOffset.y == range() - 500)
  }
}

/// A table whose data source makes its cells, as apps build tables.
@Suite("Tables with a data source")
@MainActor
struct TableDataSourceTests {
  /// Twenty rows of one field each, in cells of a registered class.
  final class Rows: UITableViewDataSource {
    var made = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      made += 1
      return tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
    }
  }

  /// A cell holding one field, as a form's cell does.
  final class FieldCell: UITableViewCell {
    let field = UITextField(frame: CGRect(x: 16, y: 10, width: 358, height: 44))
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(field)
    }
    required init?(coder: NSCoder) { nil }
  }

  func makeTable() -> (UITableView, Rows) {
    HeadlessEnvironment.reset()
    let window = makeWindow(safeArea: .zero)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
    let rows = Rows()
    table.rowHeight = 64
    table.register(FieldCell.self, forCellReuseIdentifier: "field")
    table.dataSource = rows
    window.addSubview(table)
    table.layoutIfNeeded()
    return (table, rows)
  }

  @Test("only the rows on screen have cells; cells leaving are reused for the rows coming in")
  func rowsAndReuse() throws {
    let (table, rows) = makeTable()
    #expect(table.contentSize.height == CGFloat(20 * 64))
    #expect(table.indexPathsForVisibleRows == (0..<7).map { IndexPath(row: $0, section: 0) })
    #expect(rows.made == 7)
    #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil, "row 10 has no cell")
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    table.contentOffset.y = 640
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    #expect(table.indexPath(for: first)?.section == 0)
    #expect(table.indexPath(for: first).map { $0.row >= 10 } == true, "the cell shows a new row")
    #expect(rows.made == 14, "the data source was asked for each row coming in")
    #expect(
      table.subviews.compactMap { $0 as? FieldCell }.count == 7,
      "the rows coming in got the cells that left")
  }

  @Test("scrolling to a row with .none moves the least, and only when it is not fully shown")
  func scrollToRow() {
    let (table, _) = makeTable()
    table.contentInset.bottom = 100
    table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .none, animated: false)
    #expect(table.contentOffset.y == 0, "row 2 is shown already")
    table.scrollToRow(at: IndexPath(row: 6, section: 0), at: .none, animated: false)
    // Row 6 ends at 448; the area above the 100 pt inset ends at offset + 300.
    #expect(table.contentOffset.y == 148)
    #expect(table.cellForRow(at: IndexPath(row: 6, section: 0)) != nil)
    table.scrollToRow(at: IndexPath(row: 1, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 64)
  }
}
