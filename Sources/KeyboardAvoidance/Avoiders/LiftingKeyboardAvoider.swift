import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Lifts a whole view just enough to show its focused input, for screens without a scroll view.
///
/// ```swift
/// LiftingKeyboardAvoider(view: formContainer)
/// ```
///
/// The view is translated upward by the smallest distance that shows the focused input with
/// ``KeyboardAvoidanceConfiguration/margin`` above a docked keyboard, never so far that the
/// input's top leaves the view's safe area; floating and undocked keyboards lift nothing. On hide
/// the view gets back exactly the transform it had. The view keeps the avoider alive and is held
/// weakly by it; one avoider per view (a second replaces the first, with a debug warning).
@MainActor
public final class LiftingKeyboardAvoider: AttachedAvoider {
  /// The lifted view, while it exists.
  public private(set) weak var view: UIView?
  /// Whether the avoider reacts to the keyboard.
  ///
  /// Set to `false` while the keyboard is up, it gives back what it applied at once; set to
  /// `true` again, it plans for the keyboard that is there.
  public var isEnabled: Bool {
    get { session.isEnabled }
    set { setEnabled(newValue) }
  }
  /// Whether the avoider holds what it applied where it is, whatever the keyboard does.
  ///
  /// For a chat that swaps the keyboard for a panel of its own (emoji, attachments) or presents a
  /// sheet over the screen: frozen before the keyboard goes, the view stays where the keyboard
  /// left it, with no jump, while the app's panel takes the keyboard's place. Set back to
  /// `false`, the avoider moves to what the keyboard then asks, or gives everything back if the
  /// keyboard has gone, with the keyboard's own animation (the one rising, else its usual 0.25 s
  /// curve). The keyboard is still followed while frozen. Leaving its window, `isEnabled` set to
  /// `false` and ``stop()`` still give everything back. Default `false`.
  ///
  /// ```swift
  /// avoider.isFrozen = true
  /// textView.resignFirstResponder()  // the emoji panel slides in where the keyboard was
  /// ```
  public var isFrozen: Bool {
    get { session.isFrozen }
    set { session.isFrozen = newValue }
  }
  /// `false` once the avoider stopped: by ``stop()``, or replaced by another avoider attached
  /// to the same view.
  public var isActive: Bool { !session.isStopped }

  let session: KeyboardSession
  /// The keyboard as this avoider's session judges it (the simulator's property checks).
  package var judgedKeyboard: KeyboardState { session.judgedKeyboard }
  private let configuration: KeyboardAvoidanceConfiguration
  /// The app's own transform and the lifted one written over it, while lifted.
  private var ledger: WrittenValueLedger<CGAffineTransform>?
  /// The view's transform as the last plan left it, lifted or not: another one since is the
  /// app's, which moved the input without telling anyone.
  private var plannedTransform: CGAffineTransform?
  /// Whether the view is a bar holding the input (the automatic mode's lift of a toolbar): it may
  /// rise as far as the safe area's top, not only within its own height.
  private let isBar: Bool

  /// Starts lifting `view` for inputs inside it.
  @discardableResult
  public convenience init(
    view: UIView,
    configuration: KeyboardAvoidanceConfiguration = KeyboardAvoidanceConfiguration()
  ) {
    self.init(view: view, configuration: configuration, center: .default)
  }

  init(
    view: UIView, configuration: KeyboardAvoidanceConfiguration, center: NotificationCenter,
    origin: AvoiderOrigin, isBar: Bool = false
  ) {
    self.view = view
    self.configuration = configuration
    self.isBar = isBar
    session = KeyboardSession(
      view: view, center: center, configuration: configuration,
      // A bar's superview is UIKit's container, which lays the bar out again when a subview is
      // added to it: no tracking view there (the bar follows a drag at its end).
      trackingHost: isBar ? .none : .superview, origin: origin)
    session.onPlan = { [weak self] request in self?.apply(request) }
    session.onDetach = { [weak self] in self?.restore(animation: .immediate) }
    // A shake or scale the app animates on the lifted view replaces the lift: the next keystroke,
    // focus move or keyboard notification lifts the app's new transform again.
    session.isApplicationStale = { [weak self] in self?.appOverwroteTransform ?? false }
    AvoiderOwnership.attach(self, owning: view, heldBy: view)
    session.planOnAttach()
  }

  /// Plans again, now, for the keyboard that is up.
  ///
  /// UIKit says nothing when the app moves a field, changes a constraint or a transform, so call
  /// it after such a change while the keyboard is up; nothing happens while it is down.
  public func replan() {
    replanNow()
  }

  /// Stops, giving the view back its own transform at once.
  public func stop() {
    end(owning: view)
  }

  private func apply(_ request: KeyboardSession.PlanRequest) {
    let (state, animation, window) = (request.state, request.animation, request.window)
    // "No lift" is a plan for this transform too (fuzz seed 20455877966481: the app moved a card
    // that needed none down into the margin, and the keyboard's next repeat changed nothing).
    defer { plannedTransform = view?.transform }
    guard let view, let input = session.focusedInput(inside: view),
      configuration.revealsFocusedInput
    else {
      restore(animation: animation)
      return
    }
    var ledger = ledger ?? WrittenValueLedger(appValue: view.transform)
    ledger.observe(view.transform)
    let base = ledger.appValue
    let space = window.screen.coordinateSpace
    // Measure as laid out: remove the translation this avoider applied.
    let appliedY = view.transform.ty - base.ty
    // The highest the input may go: the view's own top or the window's safe-area top, whichever
    // is lower (a bar goes up whole, to the safe area's top). Read from the window: a translated
    // view's own safeAreaInsets grow with the lift.
    let viewTop = isBar ? -CGFloat.infinity : view.convert(view.bounds, to: space).minY - appliedY
    let safeTop = window.convert(window.bounds, to: space).minY + window.safeAreaInsets.top
    let margin = input.keyboardMargin(or: configuration.margin)
    let visibleTop = max(viewTop, safeTop)
    var inputInScreen = input.convert(input.bounds, to: space).offsetBy(dx: 0, dy: -appliedY)
    // With the view revealed along with it (a Sign in button), when both fit above the keyboard.
    let withAlso = input.convert(input.keyboardRevealRect, to: space).offsetBy(dx: 0, dy: -appliedY)
    if !(input is UITextView), withAlso != inputInScreen,
      withAlso.height + 2 * margin <= state.frameInScreen.minY - visibleTop
    {
      inputInScreen = withAlso
    }
    if input is UITextView {
      // Whole when it fits above the keyboard, else its caret.
      inputInScreen = PlainViewAvoidance.revealedRect(
        inputFrameInScreen: inputInScreen,
        caretInScreen: input.convert(input.keyboardRevealRect, to: space)
          .offsetBy(dx: 0, dy: -appliedY),
        visibleTopInScreen: visibleTop, keyboardFrameInScreen: state.frameInScreen,
        margin: margin)
    }
    var target = inputInScreen
    // An input in an avoided scroll view inside this view is revealed by that scroll view: the
    // lift only makes the room it lacks, measured as laid out, whichever avoider plans first.
    if let scrollView = Self.revealingScrollView(of: input, inside: view) {
      let frame = scrollView.convert(scrollView.bounds, to: space).offsetBy(dx: 0, dy: -appliedY)
      guard
        let strip = PlainViewAvoidance.liftedRect(
          inputFrameInScreen: inputInScreen, revealingScrollViewInScreen: frame,
          visibleTopInScreen: visibleTop, keyboardFrameInScreen: state.frameInScreen,
          margin: margin)
      else {
        self.ledger = ledger
        restore(animation: animation)
        return
      }
      target = strip
    }
    let dy = PlainViewAvoidance.translationY(
      inputFrameInScreen: target, visibleTopInScreen: visibleTop,
      keyboardFrameInScreen: state.frameInScreen, mode: state.mode, margin: margin)
    guard dy != 0 else {
      self.ledger = ledger
      restore(animation: animation)
      return
    }
    KeyboardAvoidanceLog.record("plain view: lifted by \(KeyboardAvoidanceLog.points(-dy))")
    // The lift composed on top of the app's transform: a translation after it, in the
    // superview's points, whatever scale or rotation the app set.
    var lifted = base
    lifted.ty = base.ty + dy
    let written = ledger.write(lifted)
    self.ledger = ledger
    animation.perform { view.transform = written }
  }

  /// The innermost scroll view between `input` and `view` that a `ScrollViewKeyboardAvoider`
  /// avoids, if any: one walk up from the input, as long as the input's depth.
  private static func revealingScrollView(of input: UIView, inside view: UIView) -> UIScrollView? {
    var ancestor = input.superview
    while let candidate = ancestor, candidate !== view {
      if let scrollView = candidate as? UIScrollView,
        AvoiderOwnership.owner(of: scrollView) is ScrollViewKeyboardAvoider
      {
        return scrollView
      }
      ancestor = candidate.superview
    }
    return nil
  }

  /// Whether the app assigned a transform since the avoider last planned.
  private var appOverwroteTransform: Bool {
    guard let view, let planned = plannedTransform else { return false }
    return view.transform != planned
  }

  func restore(animation: KeyboardAnimation) {
    // Given back outside a plan (the view left its window): no plan stands. A plan's own restore
    // is recorded again by its `defer`.
    plannedTransform = nil
    guard let view, var ledger else { return }
    self.ledger = nil
    // An app's write since the lift is the app's own and stays; otherwise its transform of
    // before the lift comes back.
    ledger.observe(view.transform)
    guard ledger.written != nil else { return }
    let original = ledger.restore()
    animation.perform { view.transform = original }
  }
}

/// The former name of ``LiftingKeyboardAvoider``.
@available(*, deprecated, renamed: "LiftingKeyboardAvoider")
public typealias PlainViewKeyboardAvoider = LiftingKeyboardAvoider
