import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Focus and text with the keyboard up: a moved focus, a typed line, a text view's caret placed
/// a turn after it begins editing, and the first plan of an owner attached while a keyboard is up.
extension KeyboardSession {
  /// Follows a text view's caret, which may have moved.
  ///
  /// A text field's has not, but a keystroke is also the first moment the app's overwriting of
  /// what was applied can be noticed.
  func textChanged(in input: UIView) {
    guard input is UITextView || isApplicationStale?() == true else { return }
    replanIfShown(.immediate, because: "text changed")
  }

  /// The animation of a keyboard still rising, which a plan made now moves with; `nil` once
  /// the keyboard is up.
  ///
  /// Up when its did-show came (`KeyboardTracker.risingAnimation`), or once the longest the
  /// announced rise can take has passed since the last will notification on this center (the
  /// spring's 0.5 s or twice the duration, `KeyboardAnimation.Pace`), timed by the shared record,
  /// so also for an avoider made after it: a did-show that never comes must not leave every
  /// later focus change moving at the keyboard's pace, long after it arrived (a field tapped
  /// 0.7 s after a will-show with no did-show was revealed over a further 0.7 s; fuzz seed
  /// 1618045070).
  var risingAnimation: KeyboardAnimation? {
    guard let rising = keyboard.risingAnimation else { return nil }
    guard let announcedAt = record.lastWillReceivedAt else { return rising }
    let elapsed = FrameTicker.now() - announcedAt
    return elapsed < rising.motionDuration(.leaving) ? rising : nil
  }

  func focusChanged(_ input: UIView?) {
    guard let input else { return }
    inputBeganEditingSinceLastPlan = true
    guard input is UITextView else {
      replanIfShown(
        risingAnimation ?? configuration.focusChangeAnimation, because: "focus moved")
      return
    }
    revealCaretOnNextTurn(of: input)
  }

  /// Reveals a text view's caret a turn from now.
  ///
  /// A text view gets the keyboard before its begin-editing notification
  /// (hackiftekhar/IQKeyboardManager issue 271, its maintainer; danielamitay/DAKeyboardControl
  /// issue 9), and UIKit places the tapped caret after that notification, in the same turn
  /// (rdar 15149060): read now, the caret is stale, and the keyboard is usually still rising.
  private func revealCaretOnNextTurn(of input: UIView) {
    NextTurn.perform { [weak self] in
      guard let self, self.focus.focusedInput === input else { return }
      self.replanIfShown(
        self.risingAnimation ?? self.configuration.focusChangeAnimation,
        because: "text view focused, caret placed")
    }
  }

  /// Plans for the keyboard that is there when the owner attaches: with the keyboard's own
  /// animation while it rises; for a focused text view, on the next turn only.
  ///
  /// The automatic mode attaches as a tapped text view begins editing, before UIKit places the
  /// tapped caret (in the same turn): a plan now would scroll to the stale caret, and the one on
  /// the next turn would leave the text scrolled that far (the tapped line near the top of a
  /// 15 Pro Max, 516 pt above the keyboard, in `kbsim`'s matrix).
  func planOnAttach() {
    if let input = focus.focusedInput, input is UITextView {
      revealCaretOnNextTurn(of: input)
      return
    }
    replanIfShown(risingAnimation ?? attachAnimation, because: "attached")
  }

  /// Takes as the focused input a first responder that no editing notification named: a view
  /// adopting `UIKeyInput` (one-time-code boxes, code editors) brings up the keyboard, but UIKit
  /// posts begin- and end-editing only for text fields and text views.
  ///
  /// Looked for in the owner's view only, and only when a keyboard that needs a plan comes with no
  /// input being edited, so the cost per event stays flat. Text fields and text views are left to
  /// their notifications (a text view gets the keyboard before its begin-editing, and its caret is
  /// revealed a turn after that).
  func adoptUnannouncedFirstResponder(in view: UIView) {
    if let input = focus.focusedInput {
      // Text fields and text views announce their end of editing, so one still named focused is
      // still being edited; only an adopted key-input view must be asked, with a walk to its
      // window (about a sixth of the stand-in's per-event path when asked of every input).
      if input is UITextField || input is UITextView || input.isFirstResponder { return }
    }
    guard let responder = view.firstResponderInSubtree(), responder is UIKeyInput,
      !(responder is UITextField), !(responder is UITextView), !responder.isPartOfAWebPage
    else {
      if let input = focus.focusedInput, !input.isFirstResponder { focus.adopt(nil) }
      return
    }
    focus.adopt(responder)
  }
}
