import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The keyboard's focus from code, on any screen: move it to the next or previous input in
/// reading order, and dismiss the keyboard awaiting the moment it has gone.
///
/// These work with or without the automatic mode and a toolbar: pass the screen's view (the
/// inputs inside it are the stops).
///
/// ```swift
/// // Present a sheet only once the keyboard is down, not after a guessed delay.
/// await KeyboardFocus.dismiss(in: view)
/// present(shareSheet, animated: true)
/// ```
@MainActor
public enum KeyboardFocus {
  /// The input being edited inside `container`: its first responder, if that is a text field,
  /// a text view or another view that takes keys (`UIKeyInput`).
  public static func input(in container: UIView) -> UIView? {
    guard let responder = container.firstResponderInSubtree(),
      responder is UITextField || responder is UITextView || responder is UIKeyInput
    else { return nil }
    return responder
  }

  /// Whether an input of `container` comes after the one being edited, in reading order (top to
  /// bottom, then leading to trailing; hidden and disabled inputs skipped), or in a later row of
  /// its table.
  public static func canMoveToNext(in container: UIView) -> Bool {
    guard let (order, input) = order(in: container) else { return false }
    return order.hasNext(after: input)
  }

  /// Whether an input of `container` comes before the one being edited (see
  /// ``canMoveToNext(in:)``).
  public static func canMoveToPrevious(in container: UIView) -> Bool {
    guard let (order, input) = order(in: container) else { return false }
    return order.hasPrevious(before: input)
  }

  /// Moves the focus to the input of `container` after the one being edited.
  ///
  /// `false` when there is none. A later row of a data-source table is scrolled into view and its
  /// cell's input focused.
  @discardableResult
  public static func moveToNext(in container: UIView) -> Bool {
    guard let (order, input) = order(in: container), let next = order.next(after: input) else {
      return false
    }
    return next.becomeFirstResponder()
  }

  /// Moves the focus to the input of `container` before the one being edited.
  ///
  /// `false` when there is none.
  @discardableResult
  public static func moveToPrevious(in container: UIView) -> Bool {
    guard let (order, input) = order(in: container),
      let previous = order.previous(before: input)
    else { return false }
    return previous.becomeFirstResponder()
  }

  /// Ends editing in `view`'s window and returns once the keyboard has gone: at UIKit's did-hide
  /// notification (also for a keyboard already going down), or at once when no keyboard is up.
  ///
  /// `false` when no did-hide came within `timeout` seconds (the input refused to resign, or the
  /// keyboard is not this app's): the keyboard may still be up. Before the package has seen any
  /// keyboard notification (no avoider, observer or automatic mode started earlier), an input
  /// being edited counts as a keyboard up. The focus is not kept: UIKit has
  /// no public way to hide the system keyboard while an input stays first responder, short of
  /// replacing the input's own `inputView`, which is the app's.
  ///
  /// - Parameters:
  ///   - view: a view in the window whose input is being edited (the screen's view).
  ///   - timeout: how long to wait for the keyboard to go, in seconds; 1 by default (the
  ///     keyboard's hide takes 0.5 s). `.infinity` waits for the did-hide however long it takes.
  /// - Returns: whether the keyboard is down.
  @discardableResult
  public static func dismiss(in view: UIView, timeout: TimeInterval = 1) async -> Bool {
    await dismiss(in: view, center: .default, timeout: timeout)
  }

  /// ``dismiss(in:timeout:)`` on another notification center.
  package static func dismiss(
    in view: UIView, center: NotificationCenter, timeout: TimeInterval
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      dismiss(in: view, center: center, timeout: timeout) { hidden in
        continuation.resume(returning: hidden)
      }
    }
  }

  /// ``dismiss(in:timeout:)`` with a completion: called once, with whether the keyboard is down,
  /// at once when no keyboard is up.
  package static func dismiss(
    in view: UIView, center: NotificationCenter, timeout: TimeInterval,
    then completion: @escaping @MainActor (Bool) -> Void
  ) {
    guard let window = view.window, isKeyboardUp(on: center, in: view) else {
      _ = view.window?.endEditing(true)
      completion(true)
      return
    }
    let wait = HideWait(completion: completion)
    wait.observer = KeyboardObserver(center: center) { update in
      if update.event.kind == .didHide { wait.finish(hidden: true) }
    }
    Later.perform(after: max(0, timeout)) { wait.finish(hidden: false) }
    _ = window.endEditing(true)
  }

  /// Whether the last keyboard announced on `center` is up, as `view` sees it; with none
  /// announced yet, whether an input in `view`'s window is being edited.
  private static func isKeyboardUp(on center: NotificationCenter, in view: UIView) -> Bool {
    guard let last = KeyboardRecord.on(center).last else {
      return view.window.flatMap { input(in: $0) } != nil
    }
    let kind = last.event.kind
    // A keyboard still going down (its will-hide came, its did-hide has not) is waited for too.
    if kind == .willHide { return true }
    guard kind != .didHide else { return false }
    return last.keyboard(in: view).mode.isVisible
  }

  /// `container`'s inputs in reading order, and the one being edited.
  private static func order(in container: UIView) -> (InputOrder, UIView)? {
    guard let input = input(in: container) else { return nil }
    let order = InputOrder(container.textInputsInSubtree())
    order.followsTableRows = true
    return (order, input)
  }

  /// One wait for the keyboard to hide: ended by the did-hide or the timeout, whichever first.
  @MainActor
  private final class HideWait {
    private var completion: (@MainActor (Bool) -> Void)?
    var observer: KeyboardObserver?

    init(completion: @escaping @MainActor (Bool) -> Void) {
      self.completion = completion
    }

    func finish(hidden: Bool) {
      observer?.stop()
      observer = nil
      completion?(hidden)
      completion = nil
    }
  }
}
