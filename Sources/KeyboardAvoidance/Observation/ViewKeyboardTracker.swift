import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The keyboard one view follows, judged by ``KeyboardTracker`` in the view's window: what the
/// SwiftUI layer (and the simulator's `library-swiftui` strategy) reads, so that the state
/// machine's rules reach SwiftUI screens as they reach the avoiders.
///
/// Each update is judged with what the view's window gives (its screen, its frame on it), and
/// judged again when the view's window or place changes; an update heard with the view in no
/// window waits for one.
@MainActor
package struct ViewKeyboardTracker {
  /// The judged keyboard.
  package private(set) var tracker = KeyboardTracker()
  /// The screen the last update named (nil: before iOS 16.1, every screen).
  private var screenIdentifier: ObjectIdentifier?
  /// The screen the view was last on, for an update heard while it is in no window.
  private var lastScreen: ObjectIdentifier?

  package init() {}

  /// Judges `update` for `view`: in its window, or off-window on the last screen it was on.
  package mutating func follow(_ update: KeyboardUpdate, in view: UIView) {
    screenIdentifier = update.screenIdentifier
    if var context = context(of: view) {
      // A hide back to an accessory a first responder keeps docked, judged as the session does.
      context.dockedAccessoryHeight = view.dockedAccessoryHeight(after: update.event)
      tracker.announced(update.event, in: context)
    } else if let context = tracker.context {
      tracker.announced(
        update.event, in: update.offWindow(context, lastScreen: lastScreen), heardOffWindow: true)
    } else {
      tracker.announcedOffWindow(update.event)
    }
  }

  /// Judges the last keyboard again if `view`'s window, screen or place on it changed, or judges
  /// it for the first time when `view` is in a window for the first time.
  package mutating func rejudge(in view: UIView) {
    guard let context = context(of: view) else { return }
    if tracker.context == nil {
      tracker.adopt(recorded: tracker.lastEvent, in: context)
    } else {
      tracker.rejudged(
        screenBounds: context.screenBounds, windowFrameInScreen: context.windowFrameInScreen)
    }
  }

  /// Judges a move of the keyboard layout guide that no notification announced
  /// (`KeyboardTracker.guideMoved`): a finger's drag, a drag back up, or the guide's glitch.
  package mutating func guideMoved(
    toTop top: CGFloat, isInsideAnimation: Bool, isFingerDragging: () -> Bool
  ) -> KeyboardTracker.GuideMove {
    tracker.guideMoved(
      toTop: top, isInsideAnimation: isInsideAnimation, isFingerDragging: isFingerDragging)
  }

  /// Stops following a drag: an announcement describing a keyboard ends it.
  package mutating func dropDrag() {
    tracker.dropDrag()
  }

  /// The keyboard as `view` sees it: `.hidden` with no keyboard judged or no window.
  package func keyboard(in view: UIView) -> KeyboardInView {
    guard let window = view.window, let event = tracker.lastEvent else { return .hidden }
    let state = tracker.state
    return KeyboardInView(
      state: state, announcedBy: event,
      keyboardFrameInView: view.keyboardFrameAsDrawn(
        fromScreen: state.frameInScreen, of: window.screen),
      viewBounds: view.bounds, viewSafeAreaBottom: view.safeAreaInsets.bottom)
  }

  private mutating func context(of view: UIView) -> KeyboardStateMachine.Context? {
    guard let window = view.window else { return nil }
    let screen = window.screen
    lastScreen = ObjectIdentifier(screen)
    return KeyboardStateMachine.Context(
      screenBounds: screen.bounds,
      windowFrameInScreen: window.convert(window.bounds, to: screen.coordinateSpace),
      isOnThisScreen: screenIdentifier.map { $0 == ObjectIdentifier(screen) } ?? true)
  }
}
