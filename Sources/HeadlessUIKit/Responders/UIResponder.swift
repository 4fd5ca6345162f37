import Foundation

/// An object that can respond to events and hold first-responder (keyboard focus) status.
///
/// Models UIKit's `UIResponder` (H17 UIResponder.h:67-78 and :136, :161; `NS_SWIFT_UI_ACTOR`,
/// so `@MainActor`, and `open` per SE-0117). Stand-in rules, as in UIKit: only a responder that
/// `canBecomeFirstResponder` and sits in a window can become first responder; a window has at
/// most one first responder, so becoming first responder first resigns the previous one in the
/// same window; removing a first responder from its window resigns it.
///
/// ```swift
/// field.becomeFirstResponder()   // resigns whatever was first responder in field.window
/// ```
@MainActor
open class UIResponder: NSObject {
  /// Incremented by `reloadInputViews()` while first responder (read via the testing hook).
  var reloadInputViewsCount = 0

  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// The next responder in the chain; `nil` for a bare responder.
  open var next: UIResponder? {
    nil
  }

  /// Whether the responder can become first responder; `false` by default.
  open var canBecomeFirstResponder: Bool {
    false
  }

  /// Whether the responder is the first responder of its window.
  open var isFirstResponder: Bool {
    hostWindow?.firstResponder === self
  }

  /// Asks UIKit to make this object the first responder in its window.
  ///
  /// Returns `false` when the responder cannot become first responder, is not in a window, or
  /// the current first responder refuses to resign.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = hostWindow else { return false }
    if window.firstResponder === self { return true }
    if let current = window.firstResponder, !current.resignFirstResponder() {
      return false
    }
    window.firstResponder = self
    didBecomeFirstResponder()
    return true
  }

  /// Notifies the object that it has been asked to relinquish first-responder status.
  ///
  /// The base implementation always agrees and returns `true`, as in UIKit.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard let window = hostWindow, window.firstResponder === self else { return true }
    window.firstResponder = nil
    didResignFirstResponder()
    return true
  }

  /// The view shown above the keyboard while this object is first responder; `nil` by default.
  open var inputAccessoryView: UIView? {
    nil
  }

  /// Reloads the input views if the object is first responder; otherwise does nothing.
  open func reloadInputViews() {
    if isFirstResponder {
      reloadInputViewsCount += 1
      HeadlessEnvironment.inputViewsReloaded?(self)
    }
  }

  // MARK: - Internal hooks

  /// The window whose first-responder slot this responder competes for.
  var hostWindow: UIWindow? {
    nil
  }

  /// Called after the responder became first responder (text inputs post notifications).
  func didBecomeFirstResponder() {}

  /// Called after the responder resigned first responder.
  func didResignFirstResponder() {}
}
