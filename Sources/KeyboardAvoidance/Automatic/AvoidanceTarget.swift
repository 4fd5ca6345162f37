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
  /// (a text view with none scrolls its own caret into view).
  case scrollView(UIScrollView)
  /// Lift this view, the root view of the input's screen (or, outside view controllers, the
  /// topmost view under the window).
  case screen(UIView)
  /// Leave the input alone, for the reason given (written to the log).
  case leftAlone(String)

  /// Walks up from `input`.
  ///
  /// The input is left alone when it or an ancestor opted out, when an avoider the app attached
  /// already covers it (on an ancestor, or on a scroll view it is inside), when a view controller
  /// on the way handles the keyboard itself, or when it is not in a window.
  @MainActor
  static func find(for input: UIView) -> AvoidanceTarget {
    var scrollView: UIScrollView?
    var screen: UIView?
    var topmost = input
    var current: UIView? = input
    while let view = current {
      if view is UIWindow {
        if let scrollView { return .scrollView(scrollView) }
        if let textView = input as? UITextView { return .scrollView(textView) }
        return .screen(screen ?? topmost)
      }
      if !view.allowsAutomaticKeyboardAvoidance {
        return .leftAlone("\(type(of: view)) opted out of automatic avoidance")
      }
      if view.hasAvoiderAttachedByApp {
        return .leftAlone("an avoider the app attached to \(type(of: view)) handles it")
      }
      if let controller = view.controllerHandlingKeyboard {
        return .leftAlone("\(type(of: controller)) avoids the keyboard itself")
      }
      if view !== input, scrollView == nil, let enclosing = view as? UIScrollView {
        scrollView = enclosing
      }
      if screen == nil, view.next is UIViewController { screen = view }
      topmost = view
      current = view.superview
    }
    return .leftAlone("the input is not in a window")
  }
}

extension UIView {
  /// Whether an avoider the app created (not the automatic mode) is attached to this view.
  fileprivate var hasAvoiderAttachedByApp: Bool {
    layoutGuides.contains { guide in
      guard let avoider = (guide as? LifetimeAttachment)?.owner as? any AttachedAvoider
      else { return false }
      return !avoider.session.isAutomatic
    }
  }
}
