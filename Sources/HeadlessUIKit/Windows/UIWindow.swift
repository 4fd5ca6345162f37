import Foundation

/// The root of a view hierarchy, placed on a screen.
///
/// Models UIKit's `UIWindow` (H17 UIWindow.h:21-22; `screen` :34, `isKeyWindow` :42,
/// `convert(_:to:)` with a `UIWindow?` argument :70-73). The window's `frame` is in its screen's
/// coordinates and may be smaller than and offset within the screen (Split View, Slide Over,
/// Stage Manager). Note the different `nil` meaning: for the `UIWindow?` overloads `nil` is the
/// screen ("pass in nil to mean screen"), while the inherited `UIView?` overloads treat `nil`
/// as the window itself. A window holds the first responder of its hierarchy. The window's
/// safe-area insets come from the stand-in hook `_setSafeAreaInsets(_:)`.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.makeKeyAndVisible()
/// let onScreen = window.convert(CGPoint(x: 10, y: 10), to: nil as UIWindow?)
/// ```
@MainActor
open class UIWindow: UIView {
  weak var firstResponder: UIResponder?
  var windowSafeAreaInsets = UIEdgeInsets.zero
  var storedIsKeyWindow = false
  var keyboardFrameInScreen: CGRect?
  var keyboardIsDocked = true
  /// How many times the keyboard's frame was set on this window (a guide left stale by a
  /// navigation follows the keyboard again once it changes: `HeadlessReadings`).
  var keyboardFrameGeneration = 0
  /// Where iOS 26 misplaces the window's keyboard layout guides for now, if it does
  /// (`_misplaceKeyboardLayoutGuides(_:)`).
  var keyboardGuideMisplacement: KeyboardGuideMisplacement?

  /// The screen the window is displayed on; defaults to `HeadlessEnvironment.defaultScreen`.
  ///
  /// UIKit deprecated the setter in iOS 13 (H17 UIWindow.h:34); tests still use it to place a
  /// window on a specific stand-in screen.
  open var screen: UIScreen = HeadlessEnvironment.defaultScreen

  /// The window's place in the stack of windows.
  ///
  /// Default `.normal` (H17 UIWindow.h:37, "default = 0.0").
  open var windowLevel: UIWindow.Level = .normal

  /// The controller whose view is the window's content.
  ///
  /// H26.2 UIWindow.h:69 (iOS 4, default `nil`). Assigning it installs the controller's view as
  /// the window's content, filling the window, and takes out the previous one's (Apple's
  /// documentation of `rootViewController`: "installs the view controller's view as the content
  /// view of the window"). A controller the new root presented stays presented (UIKit's
  /// presentations live in their own transition views, UIViewController+Containment.swift).
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
      guard let view = rootViewController?.view else { return }
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      insertSubview(view, at: 0)
    }
  }

  /// Whether this is the key window.
  open var isKeyWindow: Bool {
    storedIsKeyWindow
  }

  /// Posted when a window becomes key (object: the window; no userInfo).
  ///
  /// H17.4 UIWindow.h:113-117: since the iOS 15 SDK, when it becomes its scene's key window.
  nonisolated public static let didBecomeKeyNotification: NSNotification.Name =
    .init("UIWindowDidBecomeKeyNotification")
  /// Posted when a window resigns key (object: the window; no userInfo).
  ///
  /// H17.4 UIWindow.h:119-123.
  nonisolated public static let didResignKeyNotification: NSNotification.Name =
    .init("UIWindowDidResignKeyNotification")

  /// Makes the window key, resigning the previous key window.
  ///
  /// Posts ``didResignKeyNotification`` for the previous key window, then
  /// ``didBecomeKeyNotification`` for this one, on the stand-in's notification center. Nothing is
  /// posted when the window is already key (the headers do not say; a key window does not become
  /// key again).
  open func makeKey() {
    guard !storedIsKeyWindow else { return }
    let center = HeadlessEnvironment.notificationCenter
    if let previous = HeadlessEnvironment.keyWindow {
      previous.storedIsKeyWindow = false
      center.post(name: Self.didResignKeyNotification, object: previous)
    }
    storedIsKeyWindow = true
    HeadlessEnvironment.keyWindow = self
    center.post(name: Self.didBecomeKeyNotification, object: self)
  }

  /// Shows the window and makes it key.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Converts `point` from the window to `window` (`nil`: the screen's coordinates).
  open func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
    guard let window else { return mapToScreen.apply(point) }
    return window.mapToScreen.inverted.apply(mapToScreen.apply(point))
  }

  /// Converts `point` from `window` (`nil`: the screen's coordinates) to the window.
  open func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
    guard let window else { return mapToScreen.inverted.apply(point) }
    return mapToScreen.inverted.apply(window.mapToScreen.apply(point))
  }

  /// Converts `rect` from the window to `window` (`nil`: the screen's coordinates).
  open func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
    guard let window else { return mapToScreen.apply(rect) }
    return window.mapToScreen.inverted.apply(mapToScreen.apply(rect))
  }

  /// Converts `rect` from `window` (`nil`: the screen's coordinates) to the window.
  open func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
    guard let window else { return mapToScreen.inverted.apply(rect) }
    return mapToScreen.inverted.apply(window.mapToScreen.apply(rect))
  }

  /// A window ends the responder chain (the stand-in has no `UIApplication`).
  open override var next: UIResponder? {
    nil
  }
}
