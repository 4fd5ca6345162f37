import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A keyboard that rises while the focused input's screen is pushed or presented.
extension KeyboardSession {
  /// Plans inside the transition's own animation if it has not begun, and again when it has
  /// ended; `true` when the plan inside it is queued (none is due now).
  ///
  /// UIKit posts a push's keyboard notifications inside the push's animation block (Stack
  /// Overflow question 33486030), where the screen's frames are already its final ones; against a
  /// presentation's, no source says, and posted before its block they would find the screen still
  /// below the window, to be planned for there: a plain screen lifted as if wholly under the
  /// keyboard, a place measured mid-transition that sticks (react-native-keyboard-controller issue
  /// 1561). A plan queued alongside runs "in the same animation context as the transition", and
  /// one at its completion "after the transition completes"
  /// (UIViewControllerTransitionCoordinator.h; strong): both meet the screen in its place. The
  /// one at the completion finds nothing to change when an earlier plan was right, and catches an
  /// animation queued but never run. Applied at once: inside the transition's block the screen
  /// has not yet moved on screen, and after it nothing should move.
  func follow(_ transition: any UIViewControllerTransitionCoordinator) -> Bool {
    let session = Weak(self)
    return transition.animate(
      alongsideTransition: { _ in
        session.value?.replanIfShown(.immediate, because: "inside the screen's transition")
      },
      completion: { _ in
        session.value?.replanIfShown(.immediate, because: "the screen's transition ended")
      })
  }
}
