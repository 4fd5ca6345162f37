import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Keyboard avoidance for every screen of the app, turned on with one line at launch.
///
/// ```swift
/// func application(
///   _ application: UIApplication,
///   didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
/// ) -> Bool {
///   AutomaticKeyboardAvoidance.start()
///   return true
/// }
/// ```
///
/// When a text field or text view begins editing, the automatic mode walks up from it to its
/// window (never through the rest of the tree) and attaches what the input needs, for as long as
/// that view lives: a ``ScrollViewKeyboardAvoider`` on its nearest enclosing scroll view (and on
/// the vertical scroll views around that one, of which exactly one scrolls), or a
/// ``LiftingKeyboardAvoider`` on its screen's root view when there is none (a text view with
/// no enclosing scroll view scrolls its own caret into view). No swizzling, no private API;
/// nothing for the app to store.
///
/// An input in a bar that a constraint pins to its screen's bottom or safe-area bottom (a chat
/// screen's composer) rides on the keyboard with the bar: a ``BottomConstraintKeyboardAvoider``
/// moves that constraint, found among the constraints the screen's root view holds, and each
/// scroll view behind the bar gets as much bottom inset as the bar rises, so its last rows
/// scroll above the bar. The screen itself stays. A bar pinned to `keyboardLayoutGuide` is left
/// to UIKit.
///
/// Other inputs adopting `UIKeyInput` (a one-time-code box) get no editing notification from
/// UIKit: when a keyboard rises with no input being edited, the key window's first responder is
/// looked for once and avoided the same way. A window already key when the mode starts (one made
/// in `application(_:didFinishLaunchingWithOptions:)`, or by a scene delegate) is found among the
/// running app's scenes; in an app extension, which has no application to read, from the next
/// activation or the first text field or text view. A mode stopped and started again, or started
/// again with other options, keeps what it knew of the app's windows.
///
/// It leaves alone:
/// - inputs in a view with `UIView.allowsAutomaticKeyboardAvoidance` set to `false`
///   (an input, a container, or a screen's root view);
/// - inputs covered by an avoider the app attached itself (explicit avoiders win);
/// - screens whose controller avoids the keyboard itself (``HandlesKeyboardAvoidance``:
///   `UITableViewController`, and `UIHostingController` unless, from iOS 16.4, its
///   `safeAreaRegions` leave out `.keyboard`).
///
/// Every decision is written to ``KeyboardAvoidanceLog`` when it is on.
@MainActor
public enum AutomaticKeyboardAvoidance {
  static var running: AutomaticAvoidanceCoordinator?
  /// What the last run knew of the app's windows when it was stopped, for a start after it.
  static var windowsKnownAtStop: AutomaticAvoidanceCoordinator.KnownWindows?

  /// Whether the automatic mode is on.
  public static var isRunning: Bool { running != nil }

  /// View controller classes whose screens the automatic mode leaves alone: no avoidance, no
  /// toolbar, no Return navigation for inputs on them (subclasses included).
  ///
  /// For screens the app does not own (a third-party SDK's controller cannot adopt
  /// ``HandlesKeyboardAvoidance`` without `@retroactive`, and its views cannot be reached before
  /// they appear). Read as each input begins editing; a change applies from the next one.
  public static var ignoredScreens: [UIViewController.Type] = []

  /// How the toolbar the automatic mode gives inputs looks, and what its Done does; read each
  /// time it builds one (as an input begins editing).
  public static var toolbarConfiguration = KeyboardToolbarConfiguration()

  /// View controller classes whose inputs get no ``KeyboardToolbar`` from the automatic mode,
  /// which still keeps them above the keyboard (subclasses included).
  public static var screensWithoutToolbar: [UIViewController.Type] = []

  /// View controller classes whose screens the tap outside an input leaves alone
  /// (`dismissesOnTapOutside`): a tap on them, or while one of their inputs is edited, keeps
  /// editing (subclasses and child controllers' screens included).
  ///
  /// For screens that handle taps themselves (a drawing canvas, a map whose taps add pins). Screens
  /// in ``ignoredScreens`` and views with `UIView.allowsAutomaticKeyboardAvoidance` set to
  /// `false` are left alone by the tap too. IQKeyboardManager's
  /// `disabledTouchResignedClasses`. Read at each tap.
  ///
  /// ```swift
  /// AutomaticKeyboardAvoidance.screensWithoutTapToDismiss = [SignatureViewController.self]
  /// ```
  public static var screensWithoutTapToDismiss: [UIViewController.Type] = []

  /// Whether every avoider the automatic mode attached, and any it attaches meanwhile, holds
  /// what it applied where it is, whatever the keyboard does.
  ///
  /// For a chat that swaps the keyboard for a panel of its own (emoji, attachments): set before
  /// the keyboard goes, the screen stays where the keyboard left it, with no jump. Set back to
  /// `false`, every avoider moves to what the keyboard then asks, or gives everything back if it
  /// has gone, with the keyboard's own animation. It holds every screen: a field focused
  /// meanwhile (in a sheet presented over the chat) is not avoided until the mode is thawed, so
  /// freeze the chat's own avoiders instead where the app presents one. Kept across `stop()` and
  /// `start()`. Default `false`.
  ///
  /// ```swift
  /// AutomaticKeyboardAvoidance.isFrozen = true
  /// composer.resignFirstResponder()  // the emoji panel slides in where the keyboard was
  /// ```
  public static var isFrozen = false {
    didSet {
      guard isFrozen != oldValue else { return }
      running?.setFrozen(isFrozen)
    }
  }

  /// Plans again, now, for the keyboard that is up: every avoider the automatic mode attached
  /// looks at its view and the focused input afresh.
  ///
  /// UIKit says nothing when the app moves a field, changes a constraint or a transform, so call
  /// it after a layout change of the app's own while the keyboard is up. Nothing happens while
  /// the keyboard is down or the mode is off.
  public static func replan() {
    running?.replanAll()
  }

  /// Turns the automatic mode on.
  ///
  /// Safe to call on every return to the foreground (`sceneDidBecomeActive`): a second call with
  /// the same options changes nothing; one with other options gives back what the first
  /// attached and attaches again at once for the input being edited, with the new options.
  ///
  /// - Parameters:
  ///   - configuration: margin and focus-change options for every avoider it attaches.
  ///   - showsToolbar: whether inputs without an accessory view (their own, or one a responder
  ///     above them supplies, as a form library's cell does) get a
  ///     ``KeyboardToolbar`` (Previous / Next / Done through the inputs of their scroll view or
  ///     screen). Off by default.
  ///   - dismissesOnTapOutside: whether a tap outside any input, anywhere in a window where an
  ///     input has begun editing, ends editing (a ``KeyboardDismissTap`` on that window). Taps on
  ///     controls (buttons, switches, segmented controls, text fields), text views, table and
  ///     collection view cells, and navigation bars and toolbars are left to them, as are inputs
  ///     of any kind (a one-time-code box), and the tap never cancels or delays a touch, so
  ///     scrolling is untouched. Screens in ``screensWithoutTapToDismiss`` or ``ignoredScreens``,
  ///     and views that opted out, are left alone. Off by default.
  ///   - returnKeyMovesToNextField: whether a text field's Return key reads Next and moves to
  ///     the next input of its scroll view or screen, in the toolbar's order, and reads Done and
  ///     ends editing on the last (``ReturnKeyNavigation``). A field whose return key the app
  ///     set to an action (Search, Send, Go) keeps it: its Return runs the app's action and the
  ///     focus stays. Off by default.
  public static func start(
    configuration: KeyboardAvoidanceConfiguration = KeyboardAvoidanceConfiguration(),
    showsToolbar: Bool = false, dismissesOnTapOutside: Bool = false,
    returnKeyMovesToNextField: Bool = false
  ) {
    start(
      configuration: configuration, showsToolbar: showsToolbar,
      dismissesOnTapOutside: dismissesOnTapOutside,
      returnKeyMovesToNextField: returnKeyMovesToNextField, center: .default)
  }

  /// Whether an input comes after the one being edited, in the order of its scroll view's or
  /// screen's inputs (the toolbar's order); `false` when the mode is off, nothing is being
  /// edited, or the input was left alone.
  public static var canMoveToNextInput: Bool {
    guard let (order, input) = running?.editingInputOrder() else { return false }
    return order.hasNext(after: input)
  }

  /// Whether an input comes before the one being edited (see ``canMoveToNextInput``).
  public static var canMoveToPreviousInput: Bool {
    guard let (order, input) = running?.editingInputOrder() else { return false }
    return order.hasPrevious(before: input)
  }

  /// Moves the focus to the input after the one being edited; `false` when there is none.
  @discardableResult
  public static func moveToNextInput() -> Bool {
    guard let (order, input) = running?.editingInputOrder(),
      let next = order.next(after: input)
    else { return false }
    return next.becomeFirstResponder()
  }

  /// Moves the focus to the input before the one being edited; `false` when there is none.
  @discardableResult
  public static func moveToPreviousInput() -> Bool {
    guard let (order, input) = running?.editingInputOrder(),
      let previous = order.previous(before: input)
    else { return false }
    return previous.becomeFirstResponder()
  }

  /// Turns the automatic mode off.
  ///
  /// Every avoider it attached gives back what it applied, at once. Avoiders the app attached
  /// are not touched.
  public static func stop() {
    windowsKnownAtStop = running?.knownWindows ?? windowsKnownAtStop
    running?.stop()
    running = nil
  }
}
