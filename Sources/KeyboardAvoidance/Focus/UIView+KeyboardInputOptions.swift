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

  /// The input's margin: its own, else `fallback` (the avoider's).
  func keyboardMargin(or fallback: CGFloat) -> CGFloat {
    keyboardMargin ?? fallback
  }

  /// The view revealed with this input, in this input's coordinates, when it is in the same
  /// window.
  var alsoRevealedRect: CGRect? {
    guard let other = keyboardRevealsAlso, other !== self, let window, other.window === window
    else { return nil }
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

/// An input's own keyboard options: a layout guide the view retains, so they need no storage of
/// the app's and go away with the view.
final class KeyboardInputOptions: UILayoutGuide {
  var margin: CGFloat?
  weak var alsoRevealed: UIView?
}
