import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What the automatic mode does for an input that began editing, decided by one walk up from
/// the input to its window: O(depth), never the whole tree.
enum AvoidanceTarget {
  /// Avoid with a scroll-view avoider on this scroll view: the input's nearest enclosing one
  /// (a text view with none scrolls its own caret into view), and on each scroll view around it
  /// (a form inside a scrolling screen), so that the outer one scrolls when the inner one shows
  /// too little above the keyboard, as nested avoiders do.
  case scrollView(UIScrollView, enclosing: [UIScrollView])
  /// Lift this view, the root view of the input's screen (or, outside view controllers, the
  /// topmost view under the window).
  case screen(UIView)
  /// Lift this toolbar, which holds the input, on its own.
  case bar(UIToolbar)
  /// Move the constraint that pins the input's bar to the screen's bottom, and make room in the
  /// lists behind it (a chat screen's composer).
  case pinnedBar(PinnedBottomBar)
  /// Leave the input alone, for the reason given (written to the log).
  case leftAlone(String)

  /// Walks up from `input`.
  ///
  /// The input is left alone when it or an ancestor opted out, when its screen (or a container
  /// screen) is of a class in ``AutomaticKeyboardAvoidance/ignoredScreens``, when an avoider the
  /// app attached
  /// already covers it (on an ancestor, or on a scroll view it is inside), when a view controller
  /// on the way handles the keyboard itself, or when it is not in a window. A controller that
  /// handles the keyboard but whose view does not scroll (a `UIHostingController`) and sits inside
  /// a UIKit scroll view cannot scroll that one: the UIKit scroll view is avoided instead.
  ///
  /// Inputs in UIKit's bars: one in a navigation bar (a search bar from `navigationItem`) is left
  /// alone, since UIKit keeps that bar at the top of the screen, and so is the navigation item's
  /// search bar wherever it is (iOS 26 on iPhone may place it among the bottom toolbar's items,
  /// `searchBarPlacementAllowsToolbarIntegration`, and moves that bar above the keyboard itself:
  /// IQKeyboardManager 8.0.2 stands down for it too); one in a toolbar (a field in a navigation
  /// controller's toolbar) lifts that toolbar alone. A container controller's own view
  /// (a navigation or tab bar controller's) is never lifted: it holds every screen of the stack,
  /// and an avoider on it would go on lifting each screen pushed later. A child controller
  /// embedded in another screen's content is part of that screen: the parent's view is lifted.
  ///
  /// With no scroll view or toolbar above it, an input whose bar (or itself) is pinned by a
  /// constraint to the screen's bottom or safe-area bottom rides on the keyboard with that bar:
  /// the constraint moves, and the lists behind the bar get room; the screen stays. One pinned to
  /// a keyboard layout guide is left alone: UIKit moves it.
  ///
  /// A text view with no enclosing scroll view scrolls its own caret into view only when it keeps
  /// room for a line above the keyboard (`keyboardTopInScreen`, or 60 % down its window when no
  /// keyboard is known: a phone's docked keyboard with its bar covers about 40 % of the screen).
  /// A short one low on the screen would be wholly covered, with nothing left to scroll to, so
  /// its screen is lifted instead.
  @MainActor
  static func find(
    for input: UIView, keyboardTopInScreen: CGFloat? = nil, margin: CGFloat = 16
  ) -> AvoidanceTarget {
    var scrollView: UIScrollView?
    // Vertical scroll views around `scrollView`, innermost first.
    var enclosingScrollViews: [UIScrollView] = []
    var screen: UIView?
    var topmost = input
    // A controller on the way that avoids the keyboard for its own view, whose view does not
    // scroll (SwiftUI's hosting view): it stands down for the input unless its view sits inside
    // a UIKit scroll view, which it cannot scroll (a SwiftUI section of a UIKit form).
    var embeddingHandler: HandlesKeyboardAvoidance?
    // A toolbar holding the input, met before any scroll view: lifted alone.
    var bar: UIToolbar?
    // The input and its ancestors below its screen's root view, for a bar pinned to the bottom.
    var path: [UIView] = []
    var current: UIView? = input
    while let view = current {
      if let window = view as? UIWindow {
        if let handler = embeddingHandler {
          guard let scrollView else {
            return .leftAlone("\(type(of: handler)) avoids the keyboard itself")
          }
          return .scrollView(scrollView, enclosing: enclosingScrollViews)
        }
        if let bar { return .bar(bar) }
        if let scrollView { return .scrollView(scrollView, enclosing: enclosingScrollViews) }
        // Outside view controllers, the topmost view under the window is the screen.
        let pinnedIn = screen ?? (topmost.isContainerControllersView ? nil : topmost)
        let pinned = pinnedIn.map { PinnedBottomBar.search(path: path, in: $0) } ?? .none
        if case .followsKeyboardGuide = pinned {
          return .leftAlone("it is pinned to a keyboard layout guide, which UIKit moves")
        }
        if let textView = input as? UITextView,
          textView.keepsALineAboveKeyboard(
            in: window, keyboardTopInScreen: keyboardTopInScreen, margin: margin)
        {
          return .scrollView(textView, enclosing: [])
        }
        if case .found(let pinnedBar) = pinned { return .pinnedBar(pinnedBar) }
        if screen == nil, topmost.isContainerControllersView {
          return .leftAlone("\(type(of: topmost)) is a container's view, holding every screen")
        }
        return .screen(screen ?? topmost)
      }
      if view is UINavigationBar {
        return .leftAlone("it is in a navigation bar, which UIKit keeps at the top of the screen")
      }
      if let searchBar = view as? UISearchBar, searchBar.isNavigationItemSearchBar {
        return .leftAlone(
          "it is the navigation item's search bar, which UIKit places and moves itself")
      }
      if !view.allowsAutomaticKeyboardAvoidance {
        return .leftAlone("\(type(of: view)) opted out of automatic avoidance")
      }
      if !AutomaticKeyboardAvoidance.ignoredScreens.isEmpty,
        let controller = view.next as? UIViewController,
        controller.isKind(ofAnyOf: AutomaticKeyboardAvoidance.ignoredScreens)
      {
        return .leftAlone(
          "\(type(of: controller)) is in AutomaticKeyboardAvoidance.ignoredScreens")
      }
      if view.hasAvoiderAttachedByApp {
        return .leftAlone("an avoider the app attached to \(type(of: view)) handles it")
      }
      if embeddingHandler == nil, let controller = view.controllerHandlingKeyboard {
        // A controller whose own view scrolls (a table view controller's table) avoids for it.
        if view is UIScrollView {
          return .leftAlone("\(type(of: controller)) avoids the keyboard itself")
        }
        // Scroll views inside its view are its content's (SwiftUI's own): look above it.
        embeddingHandler = controller
        scrollView = nil
        enclosingScrollViews = []
        current = view.superview
        topmost = view
        continue
      }
      if view !== input, let enclosing = view as? UIScrollView, enclosing.canMakeRoomVertically {
        if scrollView == nil {
          scrollView = enclosing
        } else {
          enclosingScrollViews.append(enclosing)
        }
      }
      if bar == nil, scrollView == nil, screen == nil, let toolbar = view as? UIToolbar {
        bar = toolbar
      }
      if screen == nil, view.next is UIViewController, !view.isContainerControllersView,
        !view.isEmbeddedChildsView
      {
        screen = view
      } else if screen == nil {
        path.append(view)
      }
      topmost = view
      current = view.superview
    }
    return .leftAlone("the input is not in a window")
  }
}

extension UIScrollView {
  /// Whether an inset at the bottom makes room in this scroll view for an input.
  ///
  /// Not a pager that scrolls only sideways (its content exactly as tall as it is: a bottom inset
  /// would make the pages scroll up and down), and not one of UIKit's private scroll views (a class name
  /// starting with `_`: page view controllers' `_UIQueuingScrollView`, the internal scrollers of
  /// compositional layouts), which UIKit lays out itself. IQKeyboardManager skips both for the
  /// same reasons (its `IQUIView+Hierarchy.swift`).
  @MainActor
  var canMakeRoomVertically: Bool {
    if String(describing: type(of: self)).hasPrefix("_") { return false }
    let sidewaysOnly =
      contentSize.width > bounds.width && contentSize.height <= bounds.height
      && !alwaysBounceVertical
    return !sidewaysOnly
  }
}

extension UITextView {
  /// Whether the part of the text view above the keyboard (below the window's safe-area top)
  /// holds a 44-point line with `margin` on both sides.
  @MainActor
  fileprivate func keepsALineAboveKeyboard(
    in window: UIWindow, keyboardTopInScreen: CGFloat?, margin: CGFloat
  ) -> Bool {
    let space = window.screen.coordinateSpace
    let frame = convert(bounds, to: space)
    let windowFrame = window.convert(window.bounds, to: space)
    let keyboardTop = keyboardTopInScreen ?? windowFrame.minY + windowFrame.height * 0.6
    let top = max(frame.minY, windowFrame.minY + window.safeAreaInsets.top)
    return min(frame.maxY, keyboardTop) - top >= 44 + 2 * max(0, margin)
  }
}

extension UIView {
  /// Whether this is the root view of a navigation or tab bar controller: the container of every
  /// screen in its stack, with UIKit's bars beside them.
  fileprivate var isContainerControllersView: Bool {
    next is UINavigationController || next is UITabBarController
  }

  /// Whether this is the root view of a child controller embedded in another screen's content.
  ///
  /// A vendor's panel in the app's checkout: its parent's screen is the one that moves, since
  /// the panel's own top would stop a lift (its field ended 186 pt under the keyboard). The
  /// screens of a navigation or tab bar controller are screens of their own.
  fileprivate var isEmbeddedChildsView: Bool {
    guard let parent = (next as? UIViewController)?.parent else { return false }
    return !(parent is UINavigationController || parent is UITabBarController)
  }

  /// Whether an avoider the app created (not the automatic mode) is attached to this view.
  fileprivate var hasAvoiderAttachedByApp: Bool {
    layoutGuides.contains { guide in
      guard let avoider = (guide as? LifetimeAttachment)?.owner as? any AttachedAvoider
      else { return false }
      return !avoider.session.isAutomatic
    }
  }
}

extension UISearchBar {
  /// Whether this is the search bar of the navigation item of the top screen of a navigation
  /// controller it sits in: one walk up the responder chain, met only for search bars.
  @MainActor
  fileprivate var isNavigationItemSearchBar: Bool {
    var responder = next
    while let current = responder, !(current is UIWindow) {
      if let navigation = current as? UINavigationController {
        return navigation.topViewController?.navigationItem.searchController?.searchBar === self
      }
      responder = current.next
    }
    return false
  }
}
