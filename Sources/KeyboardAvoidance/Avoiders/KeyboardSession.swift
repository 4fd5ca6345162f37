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
  /// Called when the owner must plan for `state` and apply with `animation`.
  var onPlan: (@MainActor (KeyboardState, KeyboardAnimation) -> Void)?
  /// Called when the owner's view is no longer in a window: restore at once.
  var onDetach: (@MainActor () -> Void)?

  private(set) var machine = KeyboardStateMachine()
  private weak var view: UIView?
  private let observer: KeyboardObserver
  let focus: FocusTracker
  private let configuration: KeyboardAvoidanceConfiguration

  var state: KeyboardState { machine.state }
  var isEnabled = true

  init(view: UIView, center: NotificationCenter, configuration: KeyboardAvoidanceConfiguration) {
    self.view = view
    self.configuration = configuration
    observer = KeyboardObserver(center: center)
    focus = FocusTracker(center: center)
    focus.adopt(view.window?.firstResponderInSubtree())
    observer.addHandler { [weak self] update in self?.handle(update) }
    focus.onFocusChange = { [weak self] input in self?.focusChanged(input) }
    focus.onTextChange = { [weak self] _ in self?.replanIfShown(.immediate) }
  }

  func stop() {
    observer.cancel()
    focus.stop()
  }

  /// The focused input, when it is inside `container` and in the same window.
  func focusedInput(inside container: UIView) -> UIView? {
    guard let input = focus.focusedInput, input.window != nil, input.window === container.window,
      input.isInside(container)
    else { return nil }
    return input
  }

  private func handle(_ update: KeyboardUpdate) {
    guard isEnabled else { return }
    guard let view, let window = view.window else {
      // Off-window screens do not react; whatever they had applied is given back.
      if machine.state != .hidden {
        machine = KeyboardStateMachine()
      }
      onDetach?()
      return
    }
    let screen = window.screen
    let context = KeyboardStateMachine.Context(
      screenBounds: screen.bounds,
      windowFrameInScreen: window.convert(window.bounds, to: screen.coordinateSpace),
      isOnThisScreen: update.isOn(screenIdentifier: ObjectIdentifier(screen)))
    guard let transition = machine.handle(update.event, context: context),
      transition.needsPlan
    else { return }
    onPlan?(transition.current, transition.animation)
  }

  private func focusChanged(_ input: UIView?) {
    guard input != nil else { return }
    replanIfShown(configuration.focusChangeAnimation)
  }

  private func replanIfShown(_ animation: KeyboardAnimation) {
    guard isEnabled, machine.state.mode.isVisible else { return }
    guard view?.window != nil else {
      onDetach?()
      return
    }
    onPlan?(machine.state, animation)
  }
}
