import Foundation
import HeadlessUIKit

/// The view tree a scenario's layout builds in a stand-in window.
@MainActor
package final class SimulatedScreen {
  /// The screen.
  package let screen: UIScreen
  /// The app's window.
  package let window: UIWindow
  /// The view controller's root view.
  package let root: UIView
  /// The tab bar controller whose selected tab the screen is, for a `tabBar` layout.
  package let tabBarController: UITabBarController?
  /// The navigation controller whose top screen this is, for a `navigationBar` layout.
  package let navigationController: UINavigationController?
  /// The outermost container controller, if the screen is in one.
  private let containerController: UIViewController?
  /// The view the window holds: the outermost container's, or the screen's own.
  var windowView: UIView { containerController?.view ?? root }
  /// The controller whose view is ``windowView``, the one a presentation brings in; `nil` for a
  /// screen that is a plain view in its window.
  var windowController: UIViewController? {
    let controller = containerController ?? screenController
    return controller.viewIfLoaded === windowView ? controller : nil
  }
  /// The main scroll view (form, list, text-view holder, the notes text view itself, inner form
  /// when nested), if any.
  package let scrollView: UIScrollView?
  /// The footer (tab bar or toolbar) of a form that has one.
  package let footer: UIView?
  /// The cells of a form of cells, top to bottom.
  package let cells: [UIView]
  /// The outer scroll view of a nested layout.
  package let outerScrollView: UIScrollView?
  /// The text inputs, top to bottom.
  package let inputs: [UIView]
  /// The chat input bar, and its bottom constraint to the root's safe area.
  package let bar: (view: UIView, constraint: NSLayoutConstraint)?
  /// The app's own content inset of each scroll view, and its indicator insets.
  var appInsets: [ObjectIdentifier: (content: UIEdgeInsets, indicator: UIEdgeInsets)] = [:]
  /// The app's own transform of the main view (a scale, a shake that ended), `.identity` unless
  /// a step set one.
  var appRootTransform: CGAffineTransform = .identity
  /// The layout it was built from.
  package let layout: LayoutSpec
  /// A real app's screen object that must live as long as the screen (a table's data source).
  private var realAppParts: AnyObject?
  /// Where UIKit last put the main view's centre (built, turned, resized, a sheet moved): a
  /// strategy that moves the view's frame must bring it back here.
  var placedRootCenter: CGPoint = .zero

  /// Where the main view sits at full height in a window of a given frame (a sheet, or the
  /// whole window).
  let fullHeightFrame: (_ window: CGRect) -> CGRect
  /// The controller whose view is the screen (the root, or for a real app's screen, its view).
  package let screenController: UIViewController
  /// The sheet the screen is presented in, when the scenario gives it detents or a real app's
  /// screen configures its own.
  package private(set) var sheet: UISheetPresentationController?

  /// Builds `layout` in a window at `windowFrame` on a screen of `screenSize`, in a sheet resting
  /// at its selected detent when `detents` are given.
  init(
    layout: LayoutSpec, screenSize: CGSize, windowFrame: CGRect, safeArea: [Double],
    rootFrame: @escaping (_ window: CGRect) -> CGRect = { CGRect(origin: .zero, size: $0.size) },
    detents: SheetDetentsSpec? = nil
  ) {
    self.fullHeightFrame = rootFrame
    self.layout = layout
    screen = UIScreen(_bounds: CGRect(origin: .zero, size: screenSize))
    window = UIWindow(frame: windowFrame)
    window.screen = screen
    window._setSafeAreaInsets(Self.insets(safeArea, window: windowFrame, screen: screenSize))
    window.makeKeyAndVisible()
    // The app's containers, innermost first: the screen, its navigation controller, the tabs.
    let screenController = layout.realApp?.makeController() ?? UIViewController()
    self.screenController = screenController
    // Configured before it is presented, as an app does (a page sheet: the simulator's sheets
    // are page sheets on a phone).
    if let detents {
      screenController.modalPresentationStyle = .pageSheet
      let sheet = screenController.sheetPresentationController
      sheet?.detents = detents.heights.enumerated().map { Self.detent($1, index: $0) }
      let selected = sheet?.detents.indices.contains(detents.selected) == true
      sheet?.selectedDetentIdentifier = selected ? sheet?.detents[detents.selected].identifier : nil
      self.sheet = sheet
    } else {
      sheet = nil
    }
    layout.realApp?.configureNavigationItem(of: screenController)
    var outermost = screenController
    navigationController =
      layout.navigationBar == true ? UINavigationController(rootViewController: outermost) : nil
    if let navigationController {
      navigationController.navigationBar.prefersLargeTitles = layout.largeTitle == true
      outermost = navigationController
    }
    tabBarController = layout.tabBar == true ? UITabBarController() : nil
    if let tabBarController {
      tabBarController._tabBarAtTop = layout.tabBarAtTop == true
      tabBarController.viewControllers = [outermost]
      outermost = tabBarController
    }
    if outermost !== screenController {
      containerController = outermost
      // A screen whose controller docks its own accessory is its window's root, as in every app:
      // what finds the screen the user sees starts there. (The other screens keep the plain
      // subview they were first measured with.)
      if screenController.canBecomeFirstResponder { window.rootViewController = outermost }
      outermost.view.frame = Self.frame(
        atDetentOf: sheet, fullHeight: rootFrame(windowFrame), window: window)
      window.addSubview(outermost.view)
      outermost.view.layoutIfNeeded()
      root = screenController.view
    } else {
      containerController = nil
      // A real app's screen is a controller's view (its sections may be child controllers).
      root = layout.realApp != nil ? screenController.view : UIView()
      if screenController.canBecomeFirstResponder { window.rootViewController = screenController }
      root.frame = Self.frame(
        atDetentOf: sheet, fullHeight: rootFrame(windowFrame), window: window)
      window.addSubview(root)
    }
    placedRootCenter = root.center
    let inset = UIEdgeInsets(
      top: layout.contentInset[0], left: layout.contentInset[1], bottom: layout.contentInset[2],
      right: layout.contentInset[3])
    var inputs: [UIView] = []
    var scrollView: UIScrollView?
    var outer: UIScrollView?
    var bar: (view: UIView, constraint: NSLayoutConstraint)?
    var footerView: UIView? = tabBarController?.tabBar
    var cells: [UIView] = []
    let width = root.bounds.width
    switch layout.kind {
    case _ where layout.realApp != nil:
      if let built = layout.realApp?.build(in: screenController) {
        scrollView = built.scrollView
        inputs = built.inputs
        footerView = built.footer ?? footerView
        bar = built.bar
        realAppParts = built.keeper
      }
    case .form, .nested:
      var host: UIView = root
      var frame = root.bounds
      if layout.kind == .nested {
        let outerView = UIScrollView(frame: root.bounds)
        outerView.contentSize = CGSize(width: width, height: root.bounds.height * 2)
        root.addSubview(outerView)
        outer = outerView
        host = outerView
        frame = CGRect(x: 0, y: 120, width: width, height: root.bounds.height * 0.8)
      }
      if let footerHeight = layout.footer {
        // A tab bar or toolbar: it covers the home indicator, the scroll view ends above it.
        let height = footerHeight + root.safeAreaInsets.bottom
        let footer = UIView(
          frame: CGRect(x: 0, y: root.bounds.height - height, width: width, height: height))
        root.addSubview(footer)
        footerView = footer
        frame.size.height = max(0, frame.height - height)
      }
      let form =
        layout.table == true ? UITableView(frame: frame, style: .plain) : UIScrollView(frame: frame)
      form.contentInset = inset
      host.addSubview(form)
      if layout.pinnedToKeyboardGuide == true {
        // Apple's layout since iOS 15: the form ends where the keyboard begins.
        form.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          form.topAnchor.constraint(equalTo: host.topAnchor, constant: frame.minY),
          form.bottomAnchor.constraint(equalTo: host.keyboardLayoutGuide.topAnchor),
        ])
        host.layoutIfNeeded()
      }
      var contentHeight = 40 + Double(layout.fields) * layout.spacing
      if let frames = layout.inputs {
        for rect in frames {
          let field = UITextField(
            frame: CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3]))
          form.addSubview(field)
          inputs.append(field)
        }
        contentHeight = (frames.map { $0[1] + $0[3] }.max() ?? 0) + 20
      } else if let heights = layout.cellHeights {
        var y = 0.0
        for height in heights {
          let frame = CGRect(x: 0, y: y, width: width, height: height)
          let cell: UIView
          let content: UIView
          if layout.table == true {
            let row = UITableViewCell(style: .default, reuseIdentifier: "input")
            row.frame = frame
            (cell, content) = (row, row.contentView)
          } else {
            cell = UIView(frame: frame)
            content = cell
          }
          form.addSubview(cell)
          let field = UITextField(
            frame: CGRect(x: 16, y: (height - 44) / 2, width: width - 32, height: 44))
          content.addSubview(field)
          cells.append(cell)
          inputs.append(field)
          y += height
        }
        contentHeight = y
      } else {
        for index in 0..<layout.fields {
          let field = UITextField(
            frame: CGRect(
              x: 16, y: 20 + Double(index) * layout.spacing, width: width - 32, height: 44))
          form.addSubview(field)
          inputs.append(field)
        }
      }
      form.contentSize = CGSize(width: width, height: contentHeight)
      scrollView = form
    case .chat:
      // A table's message rows exist only where its model bounds show them, as a chat's
      // `UITableView` or `UICollectionView` makes its cells while it scrolls.
      let list =
        layout.table == true
        ? UITableView(frame: root.bounds, style: .plain) : UIScrollView(frame: root.bounds)
      list.contentInset = inset
      list.contentSize = CGSize(width: width, height: 3000)
      let inverted = layout.invertedList == true
      if list is UITableView {
        for index in 0..<50 {
          let message = UITableViewCell(style: .default, reuseIdentifier: "message")
          message.frame = CGRect(x: 0, y: Double(index) * 60, width: width, height: 60)
          // An inverted list's rows are flipped back, so they read upright.
          if inverted { message.transform = CGAffineTransform(scaleX: 1, y: -1) }
          list.addSubview(message)
        }
      }
      if inverted {
        // Upside down, each edge is drawn where the other is upright: the app's inset and the
        // safe area (no longer UIKit's to add) go where the upright list would have them.
        let safe = root.safeAreaInsets
        list.contentInsetAdjustmentBehavior = .never
        list.transform = CGAffineTransform(scaleX: 1, y: -1)
        list.contentInset = UIEdgeInsets(
          top: inset.bottom + safe.bottom, left: inset.left, bottom: inset.top + safe.top,
          right: inset.right)
        list.verticalScrollIndicatorInsets = UIEdgeInsets(
          top: safe.bottom, left: 0, bottom: safe.top, right: 0)
        list.contentOffset.y = -list.contentInset.top
      }
      list.keyboardDismissMode = .interactive
      root.addSubview(list)
      scrollView = list
      // Pinned to the view's bottom, the bar reaches the screen's edge: taller by the safe area.
      let pin = layout.barPin ?? .safeArea
      let barHeight = 56 + (pin == .viewBottom ? root.safeAreaInsets.bottom : 0)
      let barView = UIView(frame: CGRect(x: 0, y: 0, width: width, height: barHeight))
      root.addSubview(barView)
      let field = UITextField(frame: CGRect(x: 8, y: 6, width: width - 16, height: 44))
      barView.addSubview(field)
      inputs.append(field)
      let constraint =
        switch pin {
        case .safeArea:
          barView.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
        case .viewBottom: barView.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        case .keyboardGuide:
          barView.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor)
        }
      constraint.isActive = true
      root.layoutIfNeeded()
      bar = (barView, constraint)
    case .plain:
      let count = layout.fields
      let bottom = root.bounds.height - root.safeAreaInsets.bottom - 24
      for index in 0..<count {
        let y = bottom - Double(count - index) * layout.spacing
        let frame = CGRect(x: 16, y: y, width: width - 32, height: 44)
        let field = layout.codeBox == true ? CodeBoxView(frame: frame) : UITextField(frame: frame)
        root.addSubview(field)
        inputs.append(field)
      }
    case .textView:
      let holder = UIScrollView(frame: root.bounds)
      holder.contentInset = inset
      root.addSubview(holder)
      let notes = UITextView(frame: CGRect(x: 16, y: 200, width: width - 32, height: 2400))
      holder.addSubview(notes)
      holder.contentSize = CGSize(width: width, height: 2700)
      inputs.append(notes)
      scrollView = holder
    case .notes:
      // The text view fills the safe area, as a notes screen's does (pinned to its edges in
      // UIKit, a `TextEditor` in SwiftUI); it is its own scroll view.
      let notes = UITextView(frame: Self.safeAreaFrame(of: root))
      notes.contentInset = inset
      root.addSubview(notes)
      inputs.append(notes)
      scrollView = notes
    }
    if let accessoryHeight = layout.accessoryHeight {
      for input in inputs {
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: width, height: accessoryHeight))
        (input as? UITextField)?.inputAccessoryView = accessory
        (input as? UITextView)?.inputAccessoryView = accessory
      }
    }
    self.scrollView = scrollView
    self.outerScrollView = outer
    self.inputs = inputs
    self.bar = bar
    self.footer = footerView
    self.cells = cells
    // A real app that presents its screen as a sheet configured its detents while it built it;
    // UIKit lays the sheet out at its detent as it presents it.
    if sheet == nil, layout.realApp?.presentsAsSheet == true {
      sheet = screenController.sheetPresentationController
      placeAtSelectedDetent()
    }
    // UIKit lays its sheet out as its detents or the selected one change (inside the animation
    // block the change was made in, if any; `animateChanges`' own animation is not modelled).
    sheet?._onChange = { [weak self] _ in self?.placeAtSelectedDetent() }
    // A text view is a scroll view too, whose insets a strategy may change (IQKeyboardManager
    // shortens a tall one): they are the app's to get back as well.
    for textView in inputs.compactMap({ $0 as? UITextView }) {
      appInsets[ObjectIdentifier(textView)] = (
        textView.contentInset, textView.verticalScrollIndicatorInsets
      )
    }
    for view in [scrollView, outer].compactMap({ $0 }) {
      appInsets[ObjectIdentifier(view)] = (view.contentInset, view.verticalScrollIndicatorInsets)
      // UIKit starts a scroll view at its top: the offset that shows the adjusted top inset.
      view.contentOffset = CGPoint(x: 0, y: -view.adjustedContentInset.top)
    }
    // Under a large title, UIKit shows the screen with the title expanded: its tracked scroll
    // view at the top of the expanded bar (hotwired/hotwire-native-ios pull request 199: the
    // offset is -168 at `viewDidAppear` on an iPhone 17; strong). Moving the content down by the
    // row expands it, and the top inset with it.
    // A scroll view UIKit does not track (not first down the screen's first subviews) keeps
    // its top.
    if let navigationController, navigationController.navigationBar.prefersLargeTitles {
      // UIKit lays the controller out before the screen appears: it finds the scroll view to
      // track, built after the controller's first layout.
      navigationController.view.setNeedsLayout()
      navigationController.view.layoutIfNeeded()
      for view in scrollViews where view.contentOffset.y <= -view.adjustedContentInset.top {
        let top = view.contentOffset.y
        view.contentOffset.y = top - 52
        if view.contentOffset.y < -view.adjustedContentInset.top - 0.5 {
          view.contentOffset.y = top
        }
      }
    }
  }

  /// The part of `view` inside its safe area's top and bottom, full width: where a notes
  /// screen's text view sits.
  static func safeAreaFrame(of view: UIView) -> CGRect {
    let safe = view.safeAreaInsets
    return CGRect(
      x: 0, y: safe.top, width: view.bounds.width,
      height: max(0, view.bounds.height - safe.top - safe.bottom))
  }

  /// Every scroll view of the screen: the main one first, the outer one of a nested layout last.
  package var scrollViews: [UIScrollView] { [scrollView, outerScrollView].compactMap { $0 } }

  /// The focused input, if any.
  package var focusedInput: UIView? { inputs.first(where: \.isFirstResponder) }

  /// The screen controller's own input accessory view, which UIKit docks at the bottom of the
  /// screen while the controller is first responder (a chat's composer); `nil` for a controller
  /// that cannot become first responder.
  var dockedAccessory: UIView? {
    screenController.canBecomeFirstResponder ? screenController.inputAccessoryView : nil
  }

  /// Turns the device: the same screen at the new size, the window and root resized, the safe
  /// area of the new orientation.
  func rotate(to size: CGSize, windowFrame: CGRect, safeArea: [Double]) {
    let atTop = scrollViewsAtTop
    // Content laid out as wide as its scroll view (a form, a list) stays so: an app's content
    // follows its scroll view's width (`contentLayoutGuide` pinned to `frameLayoutGuide`'s
    // width). Left at the old width, a turned form would scroll sideways only and read as a
    // pager (fuzz seed 30541040324: a form turned to portrait, then lifted whole).
    let contentAsWide = scrollViews.filter { abs($0.contentSize.width - $0.bounds.width) < 0.5 }
    screen._rotate(toBounds: CGRect(origin: .zero, size: size))
    window.frame = windowFrame
    window._setSafeAreaInsets(Self.insets(safeArea, window: windowFrame, screen: size))
    let scale = windowFrame.width / max(1, root.frame.width)
    windowView.frame = rootFrame(windowFrame)
    windowView.layoutIfNeeded()
    placedRootCenter = root.center
    for view in scrollViews where view.superview === root {
      view.frame = layout.kind == .notes ? Self.safeAreaFrame(of: root) : root.bounds
    }
    if let bar {
      bar.view.frame.size.width = root.bounds.width
      bar.view.subviews.first?.frame.size.width = root.bounds.width - 16
    }
    for input in inputs where input.superview === scrollView {
      input.frame.size.width = max(44, input.frame.width * scale)
    }
    for view in contentAsWide { view.contentSize.width = view.bounds.width }
    root.setNeedsLayout()
    root.layoutIfNeeded()
    settleOffsets(wasAtTop: atTop)
  }

  /// Self-sizing rows above every input grew by `by`: the inputs (or their cells) move down and
  /// the content grows, and UIKit posts nothing.
  func growRows(by: CGFloat) {
    guard let scrollView, by > 0 else { return }
    let rows = cells.isEmpty ? inputs.filter { $0.superview === scrollView } : cells
    for row in rows { row.frame.origin.y += by }
    scrollView.contentSize.height += by
    scrollView.setNeedsLayout()
    scrollView.layoutIfNeeded()
  }

  /// The screen's main view gets `height` (its window resized in Stage Manager or Split View
  /// while the keyboard is up), its top kept; its scroll views keep filling it above any footer,
  /// and UIKit posts no keyboard notification.
  func resize(toHeight height: CGFloat) {
    windowView.frame.size.height = height
    fitContent(toHeight: height)
  }

  /// Fits the screen's own views to a main view resized to `height` (resized, or a sheet at
  /// another detent).
  func fitContent(toHeight height: CGFloat) {
    // A container lays out its screen and its bars itself, first; a plain screen is laid out
    // once, below, with its scroll views already resized.
    if containerController != nil { windowView.layoutIfNeeded() }
    placedRootCenter = root.center
    // A plain footer is the app's to place; a tab bar is its controller's.
    let ownFooter = tabBarController == nil ? footer : nil
    let footerHeight = ownFooter?.frame.height ?? 0
    ownFooter?.frame.origin.y = height - footerHeight
    // A scroll view laid out by constraints (pinned to the keyboard layout guide) is left to
    // them: sized by hand first, UIKit's clamp would see a size it never has.
    for view in scrollViews
    where view.superview === root && view.translatesAutoresizingMaskIntoConstraints {
      view.frame.size.height =
        layout.kind == .notes
        ? Self.safeAreaFrame(of: root).height : max(0, height - footerHeight)
    }
    root.setNeedsLayout()
    root.layoutIfNeeded()
  }

  /// Puts the screen's main view back into the window (a pop), as UIKit re-lays it out.
  func addBack() {
    guard windowView.superview == nil else { return }
    let atTop = scrollViewsAtTop
    window.addSubview(windowView)
    // Laid out as it comes back, before an input can be made first responder in it (the
    // simulator's screens take focus as `viewDidAppear` would, after the appearance's layout;
    // an input focused in `viewWillAppear` would be scrolled within the old layout). Fuzz seed
    // 29258560877566: a form pinned to the keyboard guide, back after the keyboard went, had its
    // input scrolled within the height it had for the keyboard.
    window.layoutIfNeeded()
    settleOffsets(wasAtTop: atTop)
  }

  private var scrollViewsAtTop: [Bool] {
    scrollViews.map { $0.contentOffset.y <= -$0.adjustedContentInset.top + 0.5 }
  }

  /// UIKit keeps a scroll view that rested at its top at the new top, and keeps every offset
  /// valid after a bounds or safe-area change.
  ///
  /// A scroll view nested in another is only kept valid: the stand-in gives it the safe area it
  /// overlaps where the outer one happens to be scrolled, so "its top" would pin it to a
  /// position that the next scroll of the outer one invalidates. For the same reason the outer
  /// one settles first: the nested one's valid range is known only once the outer one has moved
  /// (fuzz seed 3506665671194 left a nested offset of -212 against a range starting at 0).
  private func settleOffsets(wasAtTop atTop: [Bool]) {
    for (view, wasAtTop) in zip(scrollViews, atTop).reversed() {
      let nested = view !== outerScrollView && outerScrollView != nil
      let y =
        wasAtTop && !nested
        ? view.restingOffsetRangeY.lowerBound : view.clampedOffsetY(view.contentOffset.y)
      view.contentOffset = CGPoint(x: view.contentOffset.x, y: y)
    }
  }

  /// Scroll views whose app inset cannot be known: the app assigned exactly the value already on
  /// screen, which no observer can tell from no assignment at all.
  var ambiguousAppInsets: Set<ObjectIdentifier> = []

  /// The app sets its own bottom content inset.
  ///
  /// - Parameters:
  ///   - bottom: the app's new bottom content inset.
  ///   - librarySaw: the inset on the scroll view when the library last had an event; an
  ///     assignment of exactly that value (however the app got there in between), or of the one
  ///     on the scroll view now (the library's own, written while following a drag), reads to
  ///     the library as no change at all, so the app's own value is marked unknowable.
  func setAppBottomInset(_ bottom: Double, librarySaw: CGFloat?) {
    guard let scrollView else { return }
    let seen = librarySaw ?? scrollView.contentInset.bottom
    if seen == CGFloat(bottom) || scrollView.contentInset.bottom == CGFloat(bottom),
      CGFloat(bottom) != appInsets[ObjectIdentifier(scrollView)]?.content.bottom
    {
      ambiguousAppInsets.insert(ObjectIdentifier(scrollView))
    }
    scrollView.contentInset.bottom = bottom
    var own = appInsets[ObjectIdentifier(scrollView)] ?? (.zero, .zero)
    own.content.bottom = bottom
    appInsets[ObjectIdentifier(scrollView)] = own
  }

  /// The app sets its own bottom inset of the vertical scroll indicator.
  func setAppIndicatorInset(_ bottom: Double) {
    guard let scrollView else { return }
    scrollView.verticalScrollIndicatorInsets.bottom = bottom
    var own = appInsets[ObjectIdentifier(scrollView)] ?? (.zero, .zero)
    own.indicator.bottom = bottom
    appInsets[ObjectIdentifier(scrollView)] = own
  }

  /// The app sets the text view's text to `lines` numbered lines (posts nothing, as in UIKit).
  func setAppText(lines: Int) {
    guard let textView = inputs.lazy.compactMap({ $0 as? UITextView }).first else { return }
    textView.text = (1...max(1, lines)).map { "line \($0)" }.joined(separator: "\n")
  }

  /// Whether the app's own transform cannot be known: it assigned exactly the transform the
  /// library had written, which no observer can tell from no assignment at all.
  var isAppRootTransformAmbiguous = false

  /// The app sets its own transform on the main view (not animated: the model value is what
  /// the library reads back, animated or not).
  func setAppRootTransform(_ transform: CGAffineTransform) {
    if transform == root.transform, transform != appRootTransform {
      isAppRootTransformAmbiguous = true
    }
    root.transform = transform
    appRootTransform = transform
  }

  /// The user scrolls the main scroll view; a finger stops at the ends of the scrollable range.
  func userScroll(toY offsetY: Double) {
    guard let scrollView else { return }
    scrollView.contentOffset.y = scrollView.clampedOffsetY(CGFloat(offsetY))
  }

  /// The part of the device's safe area that falls on the window.
  private static func insets(_ safeArea: [Double], window: CGRect, screen: CGSize) -> UIEdgeInsets {
    UIEdgeInsets(
      top: max(0, safeArea[0] - window.minY), left: max(0, safeArea[1] - window.minX),
      bottom: max(0, safeArea[2] - (screen.height - window.maxY)),
      right: max(0, safeArea[3] - (screen.width - window.maxX)))
  }
}
