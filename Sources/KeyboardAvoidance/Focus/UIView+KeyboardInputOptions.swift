import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// The distance this input keeps above the keyboard, in place of its avoider's margin;
  /// `nil` (the default) keeps the avoider's.
  ///
  /// ```swift
  /// commentView.keyboardMargin = 40
  /// ```
  ///
  /// Read by every avoider, and by the automatic mode's, each time it plans for this input. A
  /// negative value counts as 0; a value that is not finite is ignored (with a debug warning).
  public var keyboardMargin: CGFloat? {
    get { inputOptions?.margin }
    set {
      var margin = newValue
      if let value = newValue, !value.isFinite {
        KeyboardAvoidanceWarnings.warn(
          "keyboardMargin of \(type(of: self)) set to \(value); the avoider's margin is used")
        margin = nil
      }
      options(creating: margin != nil)?.margin = margin.map { max(0, $0) }
    }
  }

  /// A view that comes above the keyboard together with this input, such as the Sign in button
  /// below a password field; held weakly.
  ///
  /// ```swift
  /// passwordField.keyboardRevealsAlso = signInButton
  /// ```
  ///
  /// Avoiders then reveal the smallest rectangle holding both, with the margin below the lower
  /// one, as far as the screen has room: when both cannot fit above the keyboard, the input
  /// stays in view first. Ignored for a text view, whose caret is followed instead, and while
  /// the view is not in the input's window.
  public var keyboardRevealsAlso: UIView? {
    get { inputOptions?.alsoRevealed }
    set { options(creating: newValue != nil)?.alsoRevealed = newValue }
  }

  /// Whether Previous, Next and the Return key move only among the inputs inside this view.
  ///
  /// ```swift
  /// shippingAddressSection.groupsKeyboardNavigation = true
  /// ```
  ///
  /// The inputs inside it are a navigation of their own: from its last input Next is disabled
  /// (and Return ends editing), and the inputs outside it skip over it, as sections of a form
  /// shown as tabs, or a card inside a longer page, want. Groups may nest: an input belongs to the
  /// nearest grouping view above it. Read by ``KeyboardToolbar``, ``ReturnKeyNavigation``,
  /// ``KeyboardFocus`` and the automatic mode when they take their order: a toolbar's at its
  /// creation and ``KeyboardToolbar/refreshOrder()``, the automatic mode's each time an input
  /// begins editing, ``KeyboardFocus``'s on each call. Default `false`. IQKeyboardManager's `IQPreviousNextView` and
  /// react-native-keyboard-controller's `KeyboardToolbar.Group` do the same.
  public var groupsKeyboardNavigation: Bool {
    get { inputOptions?.groupsNavigation ?? false }
    set { options(creating: newValue)?.groupsNavigation = newValue }
  }

  /// The nearest view above this one that groups keyboard navigation, if any.
  var keyboardNavigationGroup: UIView? {
    var ancestor = superview
    while let view = ancestor {
      if view.groupsKeyboardNavigation { return view }
      ancestor = view.superview
    }
    return nil
  }

  /// The input's margin: its own, else `fallback` (the avoider's).
  func keyboardMargin(or fallback: CGFloat) -> CGFloat {
    keyboardMargin ?? fallback
  }

  /// The input's own margin and the view revealed with it, from one read of its options (each
  /// read of `layoutGuides` hands back a new array).
  var keyboardInputSettings: (margin: CGFloat?, alsoRevealed: UIView?) {
    guard let options = inputOptions else { return (nil, nil) }
    return (options.margin, options.alsoRevealed)
  }

  /// `other`, the view revealed with this input, in this input's coordinates, when it is in the
  /// same window.
  func alsoRevealedRect(_ other: UIView?) -> CGRect? {
    guard let other, other !== self, let window, other.window === window else { return nil }
    return other.convert(other.bounds, to: self)
  }

  private var inputOptions: KeyboardInputOptions? {
    layoutGuides.lazy.compactMap { $0 as? KeyboardInputOptions }.first
  }

  /// The view's options guide, added when `creating` and there is none.
  private func options(creating: Bool) -> KeyboardInputOptions? {
    if let existing = inputOptions { return existing }
    guard creating else { return nil }
    let options = KeyboardInputOptions()
    addLayoutGuide(options)
    return options
  }
}

/// A view's own keyboard options (an input's margin and companion, a container's grouping): a
/// layout guide the view retains, so they need no storage of the app's and go away with the
/// view.
final class KeyboardInputOptions: UILayoutGuide {
  var margin: CGFloat?
  weak var alsoRevealed: UIView?
  var groupsNavigation = false
}
