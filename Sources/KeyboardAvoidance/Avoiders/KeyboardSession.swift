import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The engine every avoider shares: keyboard notifications and focus changes in, "plan now, with
/// this animation" out.
///
/// It feeds one ``KeyboardStateMachine`` with the notifications that concern its view's screen,
/// asks its owner to plan only when the keyboard's geometry changes, when focus moves while the
/// keyboard is up, or when the focused text view's caret moves; and tells its owner to give
/// everything back when its view has left the window (a screen pushed under another or
/// dismissed), where UIKit sends it nothing more.
@MainActor
final class KeyboardSession {
  // `@exclusivity(unchecked)` marks per-event state: why, and what it asks of a change, in
  // Docs/Performance.md ("Exclusivity checks").
  /// Called when the owner must plan and apply.
  @exclusivity(unchecked)
  var onPlan: (@MainActor (PlanRequest) -> Void)?
  /// Called when the owner's view is no longer in a window: restore at once.
  var onDetach: (@MainActor () -> Void)?
  /// Asked on a keyboard notification that changes no geometry: whether what the owner applied
  /// was overwritten by the app since (an inset assigned while the keyboard is up), or its view
  /// was laid out anew (moved, resized, its content grown), so it must plan again all the same.
  var isApplicationStale: (@MainActor () -> Bool)?

  /// The keyboard as this session's view follows it: the state machine, the last keyboard
  /// announced, the context it was judged in and a drag followed (KeyboardCore's one judge).
  ///
  /// A closure handed to one of its mutating methods (`guideMoved`'s finger test) must not
  /// touch it: its accesses go unchecked.
  @exclusivity(unchecked)
  var keyboard = KeyboardTracker()
  private(set) weak var view: UIView?
  private let observer: KeyboardObserver
  let focus: FocusTracker
  let configuration: KeyboardAvoidanceConfiguration
  let trackingHost: TrackingHost
  /// Follows the keyboard layout guide for drags (`KeyboardSession+InteractiveDrag.swift`).
  @exclusivity(unchecked)
  var tracker: InteractiveKeyboardTracker?
  /// Whether a plan is being applied now (its writes may move the view's own safe area).
  @exclusivity(unchecked)
  private(set) var isPlanning = false
  /// Tells a finger dragging the keyboard from the guide's own glitch.
  var dragFinger = KeyboardDragFinger()
  /// The last keyboard on this center, for when the view first shows up in a window.
  let record: KeyboardRecord
  /// The screen the view was last on, for a keyboard announced while it is in no window.
  @exclusivity(unchecked)
  var lastScreenIdentifier: ObjectIdentifier?
  /// The focused text view's caret (its own coordinates) at the last plan.
  @exclusivity(unchecked)
  private(set) var caretAtLastPlan: CGRect?
  /// Whether an input began editing since the last plan (``PlanRequest/inputBeganEditing``).
  @exclusivity(unchecked)
  var inputBeganEditingSinceLastPlan = false

  /// While `false` the keyboard is still followed, so that enabling again while it is up plans
  /// for it at once; nothing is planned.
  @exclusivity(unchecked)
  var isEnabled = true
  /// While `true` the keyboard is still followed but the owner is asked for no plan.
  ///
  /// What it applied stays where it is. Set back to `false`, the owner plans once for the
  /// keyboard then (gives everything back if it has gone), if a plan was held back meanwhile.
  @exclusivity(unchecked)
  var isFrozen = false {
    didSet {
      guard oldValue, !isFrozen, heldBackWhileFrozen else { return }
      heldBackWhileFrozen = false
      thaw()
    }
  }
  /// Whether a plan was asked for while frozen.
  private var heldBackWhileFrozen = false
  /// Whether a plan for a move of the view's host waits for the next turn.
  var isHostMovePending = false
  /// Set by ``stop()``: nothing is planned any more.
  @exclusivity(unchecked)
  private(set) var isStopped = false
  /// The layout guide that keeps the owner alive on its view, while attached.
  weak var attachment: LifetimeAttachment?
  /// Whether ``AutomaticKeyboardAvoidance`` attached the owner (an avoider the app attaches to
  /// the same view replaces it without a warning).
  let isAutomatic: Bool
  /// How the owner applies its first plan: at once for an avoider the app attaches (its screen
  /// is being built), like a focus move for one the automatic mode attaches as an input begins
  /// editing.
  let attachAnimation: KeyboardAnimation

  init(
    view: UIView, center: NotificationCenter, configuration: KeyboardAvoidanceConfiguration,
    trackingHost: TrackingHost, origin: AvoiderOrigin
  ) {
    self.view = view
    self.configuration = configuration
    self.trackingHost = trackingHost
    record = KeyboardRecord.on(center)
    observer = KeyboardObserver(center: center)
    focus = FocusTracker(center: center)
    switch origin {
    case .app:
      isAutomatic = false
      attachAnimation = .immediate
      focus.adopt(view.window?.firstResponderInSubtree().flatMap { $0.isPartOfAWebPage ? nil : $0 })
    case .automatic(let input):
      isAutomatic = true
      attachAnimation = configuration.focusChangeAnimation
      // Frozen from the start when the mode is: its first plan, made as it attaches, is held.
      isFrozen = AutomaticKeyboardAvoidance.isFrozen
      focus.adopt(input)
      // An input the automatic mode leaves alone (an ignored child screen's, an opted-out one)
      // is not revealed by the avoiders it attached for other inputs.
      focus.follows = { input in
        !input.isLeftOutOfAutomaticMode(onScreensOf: AutomaticKeyboardAvoidance.ignoredScreens)
      }
    }
    // Attached while the keyboard may already be up (a text view begins editing after the
    // keyboard's will-change notification; a screen may be built with the keyboard up).
    if let window = view.window { judgeRecordedKeyboard(in: window) }
    // In a window already: the tracker's constraints are activated now, not inside the first
    // keyboard animation's handlers.
    if view.window != nil { installTrackerIfNeeded(for: view) }
    // A `Weak` held as a constant, not a `[weak self]` capture: that one is a box whose every
    // read is checked for exclusive access, on every notification.
    let session = Weak(self)
    observer.addHandler { update in session.value?.handle(update) }
    focus.onFocusChange = { [weak self] input in self?.focusChanged(input) }
    focus.onTextChange = { [weak self] input in self?.textChanged(in: input) }
  }

  func stop() {
    isStopped = true
    observer.stop()
    focus.stop()
    tracker?.stop()
    tracker = nil
  }

  /// The focused input, when it is inside `container` (one walk up from the input; the caller
  /// has checked that `container` is in a window, so the input is in the same one).
  func focusedInput(inside container: UIView) -> UIView? {
    guard let input = focus.focusedInput, input.isInside(container) else { return nil }
    return input
  }

  /// Takes over what `other` knows of the keyboard (an avoider replacing another on the same
  /// view, possibly while the keyboard is up).
  func adoptKeyboardState(from other: KeyboardSession) {
    keyboard.adopt(other.keyboard)
  }

  private func handle(_ update: KeyboardUpdate) {
    guard !isStopped, let view else { return }
    // The window is read once per event; everything below is handed it.
    let window = view.window
    // The keyboard is followed even while the view is off-window (pushed under another screen),
    // with the last screen it was on, so that a screen coming back while the keyboard is up knows
    // where the keyboard is at its next focus change.
    let heardIn: KeyboardStateMachine.Context?
    if let window {
      let screen = window.screen
      let context = Self.context(in: window, screen: screen, update: update, view: view)
      // A turn or a return to a window that nothing reported: the last keyboard is judged again
      // on this screen first, so that this announcement is judged against the keyboard as it is
      // here (as the SwiftUI layer's probe has, judging again as it is laid out).
      keyboard.rejudged(
        screenBounds: context.screenBounds, windowFrameInScreen: context.windowFrameInScreen)
      keyboard.context = context
      lastScreenIdentifier = ObjectIdentifier(screen)
      heardIn = context
    } else {
      heardIn = keyboard.context.map { update.offWindow($0, lastScreen: lastScreenIdentifier) }
    }
    guard let context = heardIn else {
      if isEnabled { onDetach?() }
      return
    }
    // Off-window screens and disabled avoiders follow the keyboard and apply nothing; an
    // enabled off-window one gives back whatever it had applied.
    guard let window, isEnabled else {
      let isOffWindow = window == nil
      KeyboardAvoidanceLog.record(
        "\(update.event.kind.rawValue): "
          + (isOffWindow ? "view off-window, what was applied is given back" : "avoider disabled"))
      keyboard.announced(update.event, in: context, heardOffWindow: isOffWindow)
      keyboard.dropDrag()
      if isOffWindow, isEnabled { onDetach?() }
      return
    }
    installTrackerIfNeeded(for: view)
    let wasShowing = keyboard.state.mode.isVisible
    // The tracker's rules: a drag followed on through a notification of no keyboard, a plan due
    // after a drag even for the frame the keyboard already had, a did's plan at once.
    guard
      case .judged(_, let needsPlan, var animation) = keyboard.announcedEndingDrag(
        update.event, in: context)
    else {
      KeyboardAvoidanceLog.record(
        "\(update.event.kind.rawValue): no keyboard described, the drag is followed on")
      return
    }
    // Same geometry still re-plans when the app overwrote what was applied (asked only then).
    // So does a text view's caret the app moved meanwhile (setting `text` posts nothing).
    let overwritten =
      !needsPlan && keyboard.state.mode.affectsLayout
      && (isApplicationStale?() == true || caretMovedSinceLastPlan)
    KeyboardAvoidanceLog.record(
      "\(update.event.kind.rawValue): keyboard top "
        + "\(KeyboardAvoidanceLog.points(update.event.endFrameInScreen.minY)), "
        + "\(keyboard.state.mode.rawValue) → "
        + (needsPlan
          ? "plan"
          : overwritten
            ? "plan (the app changed what was applied)" : "nothing to do (same geometry)"))
    guard needsPlan || overwritten else { return }
    if keyboard.state.mode.affectsLayout { adoptUnannouncedFirstResponder(in: view) }
    // A keyboard that comes with a pushed screen is drawn sliding in with it, already up: the
    // screen must arrive clear of it, not move up during the push. Asked only of a keyboard
    // that rises (the responder chain walk is not paid per event).
    if !wasShowing, update.event.kind == .willShow || update.event.kind == .willChangeFrame,
      animation.duration > 0, keyboard.state.mode.affectsLayout,
      let transition = focus.focusedInput?.animatedScreenTransition
    {
      if follow(transition.coordinator), !transition.screen.isInside(window) {
        KeyboardAvoidanceLog.record(
          "\(update.event.kind.rawValue): the input's screen is still outside the window, planned"
            + " inside its transition")
        return
      }
      KeyboardAvoidanceLog.record(
        "\(update.event.kind.rawValue): the input's screen is in a transition, applied at once")
      animation = .immediate
    }
    plan(keyboard.state, animation: animation, reason: .keyboard, window: window)
  }

  /// Asks the owner to plan for `state`, remembering where the focused text view's caret was.
  ///
  /// The request is made here, once, with the focused input: a copy of it would retain and
  /// release the window and the input again.
  func plan(
    _ state: KeyboardState, animation: KeyboardAnimation, reason: PlanReason, window: UIWindow
  ) {
    guard !isFrozen else {
      heldBackWhileFrozen = true
      return
    }
    isPlanning = true
    defer { isPlanning = false }
    let request = PlanRequest(
      state: state, animation: animation, reason: reason, window: window,
      focusedInput: focus.focusedInput, inputBeganEditing: inputBeganEditingSinceLastPlan)
    inputBeganEditingSinceLastPlan = false
    onPlan?(request)
    caretAtLastPlan = (request.focusedInput as? UITextView)?.keyboardRevealRect
  }

  /// Whether the focused text view's caret is not where it was at the last plan.
  private var caretMovedSinceLastPlan: Bool {
    guard let textView = focus.focusedInput as? UITextView else { return false }
    return textView.keyboardRevealRect != caretAtLastPlan
  }

  /// Plans once for the keyboard as it is now, after a freeze held plans back: moves to it
  /// with the keyboard's own animation (the one rising, else the keyboard's usual one), or gives
  /// everything back if it has gone.
  ///
  /// Not while a finger drags the keyboard: its next move, or its release, plans then.
  private func thaw() {
    guard isEnabled, !isStopped, let view, !keyboard.isFollowingDrag else { return }
    guard let window = view.window else {
      onDetach?()
      return
    }
    _ = judgeAgain(in: window)
    KeyboardAvoidanceLog.record("unfrozen, \(keyboard.state.mode.rawValue) keyboard → plan")
    plan(
      keyboard.state, animation: risingAnimation ?? .default, reason: .focus,
      window: window)
  }

  /// Asks the owner to plan for the keyboard as it is now, if it is up (focus moved, text
  /// changed, or the owner was enabled again or took over from another).
  func replanIfShown(_ animation: KeyboardAnimation, because reason: String = "re-planned") {
    guard isEnabled, !isStopped, let view else { return }
    guard let window = view.window else {
      onDetach?()
      return
    }
    // Back in a window after turning or moving while away, whatever the verdict, the owner
    // plans: what it applied for the old screen may no longer be due.
    let rejudged = judgeAgain(in: window)
    guard keyboard.state.mode.affectsLayout || rejudged else { return }
    KeyboardAvoidanceLog.record("\(reason), \(keyboard.state.mode.rawValue) keyboard → plan")
    plan(keyboard.state, animation: animation, reason: .focus, window: window)
  }
}
