import Foundation

/// Process-wide settings of the stand-in: notification center, clock, default screen.
///
/// Stand-in only (not UIKit). UIKit posts text-editing notifications on
/// `NotificationCenter.default` and animates on the display's clock; the stand-in routes both
/// through this namespace so each test can isolate itself with `reset()`.
///
/// ```swift
/// HeadlessEnvironment.reset()
/// let center = HeadlessEnvironment.notificationCenter
/// ```
@MainActor
package enum HeadlessEnvironment {
  /// Where inputs post `textDidBeginEditing` / `textDidEndEditing` / `textDidChange`.
  ///
  /// Defaults to `NotificationCenter.default`, as in UIKit.
  package static var notificationCenter: NotificationCenter = .default

  /// The clock animations run on.
  package static var clock: HeadlessClock = HeadlessClock()

  /// The screen new windows are placed on: 390 × 844 points at scale 3 (an iPhone 14 size).
  package static var defaultScreen: UIScreen = UIScreen(
    _bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

  /// How many animations `UIView.animate` has started (zero-duration calls, which UIKit
  /// applies at once, are not counted) since the last ``reset()``: for checks that a burst of
  /// keyboard notifications starts one animation, not one each.
  package static var animationsStarted: Int = 0

  /// The reading taken where UIKit's behaviour is open (see ``HeadlessReadings``).
  package static var readings: HeadlessReadings = .standard

  /// UIKit work counted since the last ``reset()`` (see ``HeadlessWork``).
  package static var work: HeadlessWork = HeadlessWork()
  /// Whether UIKit work is being counted now.
  static var isCountingWork = false

  /// The window that last became key.
  static weak var keyWindow: UIWindow?

  /// The running application, as `UIApplication.value(forKeyPath: "sharedApplication")` reads
  /// it; `nil` (the default) as in an app extension.
  package static var application: UIApplication?

  /// Announces the keyboard when a text field becomes first responder with no keyboard up.
  ///
  /// Set by a simulator that posts the keyboard's will notifications where a device does, inside
  /// `becomeFirstResponder`, after begin-editing and before UIKit's own scroll to the field (see
  /// `UITextField`). Called once and cleared; `nil` (the default) leaves the keyboard to a
  /// later step.
  package static var keyboardHost: (@MainActor () -> Void)?

  /// Told when the first responder reloads its input views (`reloadInputViews()`).
  ///
  /// Set by a simulator that hosts the keyboard: UIKit answers a reload that changed the input
  /// accessory view by announcing the keyboard again, with a frame that counts the new accessory
  /// (react-native-keyboard-controller pull request 1304: after `inputAccessoryView` is replaced
  /// and `reloadInputViews()` called, "we were receiving two events: keyboardWillShow,
  /// keyboardDidShow"; strong, the maintainer's account). `nil` (the default): nothing happens.
  package static var inputViewsReloaded: (@MainActor (UIResponder) -> Void)?

  /// Replaces the notification center, clock and default screen with fresh instances.
  ///
  /// Call as the first statement of each synchronous `@MainActor` test body. Not in a suite's
  /// `init()`: Swift Testing awaits the initializer and the test separately, so another test's
  /// body may run in between. In-flight animations of the old clock are abandoned (their
  /// completions never run).
  package static func reset() {
    notificationCenter = NotificationCenter()
    clock = HeadlessClock()
    defaultScreen = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
    keyWindow = nil
    application = nil
    keyboardHost = nil
    inputViewsReloaded = nil
    animationsStarted = 0
    readings = .standard
    work = HeadlessWork()
    isCountingWork = false
    AnimationContext.stack = []
  }
}
