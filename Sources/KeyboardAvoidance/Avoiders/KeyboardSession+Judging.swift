import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The keyboard judged where the session's view is: the context of its window and screen, the
/// last keyboard judged again after a turn or a return to a window, and the keyboard the
/// notification center's record last saw, taken as the session's own when it has none.
extension KeyboardSession {
  /// The keyboard as the session's next plan would judge it: on the screen its view is on now.
  ///
  /// The session judges the last keyboard again when it plans (``replanIfShown(_:because:)``),
  /// not as its view turns or comes back to a window (it has no hook there: a lifted view's
  /// tracker lives in its superview); read in between, the judgement is made on a copy.
  var judgedKeyboard: KeyboardState {
    guard let window = view?.window else { return keyboard.state }
    var judged = keyboard
    let context = Self.context(in: window)
    judged.rejudged(
      screenBounds: context.screenBounds, windowFrameInScreen: context.windowFrameInScreen)
    return judged.state
  }

  /// Takes the keyboard last announced on this center as this session's own, judged in
  /// `window` (a session that has never been in one knows no keyboard of its own).
  func judgeRecordedKeyboard(in window: UIWindow) {
    let screen = window.screen
    lastScreenIdentifier = ObjectIdentifier(screen)
    guard let update = record.last else {
      keyboard.adopt(recorded: nil, in: Self.context(in: window, screen: screen))
      return
    }
    keyboard.adopt(
      recorded: update.event,
      in: Self.context(in: window, screen: screen, update: update, view: view))
  }

  /// Judges the keyboard on the screen `window` is on now, before a plan made with no
  /// announcement; whether the verdict changed.
  ///
  /// In a window for the first time (attached off-window, in `viewDidLoad`): what this session
  /// saw of the keyboard, if anything, was judged on no screen, so the last keyboard announced on
  /// this center is taken, which may have risen for another screen. Back in a window after
  /// turning or moving while away: the last keyboard is judged again there (KeyboardTracker's
  /// rules).
  func judgeAgain(in window: UIWindow) -> Bool {
    lastScreenIdentifier = ObjectIdentifier(window.screen)
    if keyboard.context == nil { judgeRecordedKeyboard(in: window) }
    let context = Self.context(in: window)
    return keyboard.rejudged(
      screenBounds: context.screenBounds, windowFrameInScreen: context.windowFrameInScreen)
  }

  /// The screen and window frame of `window`, for no announcement.
  static func context(
    in window: UIWindow, screen: UIScreen? = nil
  ) -> KeyboardStateMachine.Context {
    let screen = screen ?? window.screen
    return KeyboardStateMachine.Context(
      screenBounds: screen.bounds,
      windowFrameInScreen: window.convert(window.bounds, to: screen.coordinateSpace),
      isOnThisScreen: true, dockedAccessoryHeight: nil)
  }

  /// The context `update` is judged in: `window`'s on `screen`, the keyboard on this screen or
  /// not; for a hide, whether it leaves an accessory docked above `view`'s chain.
  ///
  /// The update is borrowed, not made optional (a copy), and no closure captures `view`: one
  /// handed to `Optional.flatMap` was checked for the main actor at run time, about 400
  /// instructions an event.
  static func context(
    in window: UIWindow, screen: UIScreen, update: borrowing KeyboardUpdate, view: UIView?
  ) -> KeyboardStateMachine.Context {
    var context = context(in: window, screen: screen)
    context.isOnThisScreen = update.isOn(screen)
    if let view { context.dockedAccessoryHeight = view.dockedAccessoryHeight(after: update.event) }
    return context
  }
}
