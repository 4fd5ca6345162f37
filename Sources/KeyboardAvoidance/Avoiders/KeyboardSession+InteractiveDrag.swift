import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The keyboard dragged by a finger: the layout guide followed with no notification, its moves
/// judged by the session's `KeyboardTracker` (a drag, a drag back up, or the guide's own glitch).
extension KeyboardSession {
  /// Puts the interactive tracker in the right host, moving it if the view changed parents.
  func installTrackerIfNeeded(for view: UIView) {
    let host: UIView?
    switch trackingHost {
    case .view: host = view
    case .superview:
      // Asked on every announcement: the usual answer, a tracker already in the superview, is
      // given without the walk past scroll views (never a host: `host(for:)`).
      let parent = view.superview
      if let parent, let tracker, tracker.host === parent { return }
      host = InteractiveKeyboardTracker.host(for: parent)
    case .none: host = nil
    }
    guard let host, tracker?.host !== host else { return }
    tracker?.stop()
    tracker = InteractiveKeyboardTracker.make(host: host)
    tracker?.onMove = { [weak self] top in self?.keyboardTopMoved(to: top) }
    tracker?.onSafeAreaChange = { [weak self] in self?.safeAreaChangedUnderKeyboard() }
    tracker?.onHostMoved = { [weak self] in self?.hostMovedUnderKeyboard() }
  }

  /// The view's safe area changed with the keyboard up and nothing posted.
  ///
  /// iOS 26's tab bar minimizes as the content scrolls (`tabBarMinimizeBehavior`; NativeScript
  /// pull request 10945: moderate), which moves the bottom a bar pinned to the safe area rests
  /// on. A keyboard still shown on the next turn is planned for again then; a change the
  /// session's own writes caused (a lifted screen's safe area) is not re-planned from inside the
  /// plan. Not at once: a change that comes with the keyboard's own departure, announced in the
  /// same turn (a sheet UIKit moves back down before it posts the will-hide), would be planned
  /// for a keyboard that is leaving, and the offset it scrolled to kept (a phone's sheet that
  /// kept its detent above the keyboard: 325 pt, 23 frames of jumps).
  private func safeAreaChangedUnderKeyboard() {
    guard !isPlanning, keyboard.state.phase == .shown, keyboard.state.mode.affectsLayout,
      !keyboard.isFollowingDrag
    else { return }
    NextTurn.perform { [weak self] in
      guard let self, self.keyboard.state.phase == .shown, !self.keyboard.isFollowingDrag else {
        return
      }
      self.replanIfShown(.immediate, because: "the safe area changed under the keyboard")
    }
  }

  /// The view's host moved on screen with the keyboard where it was: a sheet UIKit moved to a
  /// larger detent after the keyboard's handlers had planned for the smaller one (the top moves,
  /// and with it what the keyboard covers of the sheet).
  ///
  /// Planned for on the next turn, if the keyboard is still up or rising then: a keyboard still
  /// rising on its own curve, so what was planned catches up with it (fuzz seed
  /// 24781233333872: a chat's bar under the keyboard for 54 frames as its sheet grew).
  ///
  /// One plan for all the moves of a turn; none for a host a finger moves (one inside a scroll
  /// view the user scrolls): the library never fights the user's scrolling.
  private func hostMovedUnderKeyboard() {
    guard !isPlanning, !isHostMovePending, keyboard.isUp, keyboard.state.mode.affectsLayout,
      !keyboard.isFollowingDrag, tracker?.host?.isMovedByAFinger != true
    else { return }
    isHostMovePending = true
    NextTurn.perform { [weak self] in
      guard let self else { return }
      self.isHostMovePending = false
      guard self.keyboard.isUp, !self.keyboard.isFollowingDrag else { return }
      self.replanIfShown(
        self.risingAnimation ?? .immediate, because: "the view's host moved")
    }
  }

  /// The keyboard layout guide moved without a notification: the tracker judges whether a
  /// finger drags the keyboard (`KeyboardTracker.guideMoved`), and the owner follows it at once.
  private func keyboardTopMoved(to top: CGFloat) {
    guard isEnabled, !isStopped, let window = view?.window else { return }
    let move = keyboard.guideMoved(
      toTop: top, isInsideAnimation: UIView.inheritedAnimationDuration != 0,
      isFingerDragging: { self.dragFinger.isDragging(in: window) })
    switch move {
    case .drag(let dragged):
      plan(dragged, animation: .immediate, reason: .interactive, window: window)
    case .back(let announced):
      // Pulled back up: return to the announced keyboard.
      plan(announced, animation: .immediate, reason: .interactive, window: window)
    case .glitch:
      KeyboardAvoidanceLog.record("keyboard guide moved with no finger down: not a drag")
    case .nothing:
      break
    }
  }
}
