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
  /// ended; `true` when the plan inside it is queued.
  ///
  /// UIKit posts a push's keyboard notifications inside the push's animation block (Stack
  /// Overflow question 33486030), where the screen's frames are already its final ones: the plan
  /// made then is right, and the session makes it at once. Against a presentation's block no
  /// source says when they come; before it, the screen is still outside the window and a plan
  /// made then would be for that place (a plain screen lifted as if wholly under the keyboard), so
  /// the session leaves it to the one queued here. A plan queued alongside runs "in the same
  /// animation context as the transition", and one at its completion "after the transition
  /// completes" (UIViewControllerTransitionCoordinator.h; strong): both meet the screen in its
  /// place, find nothing to change when an earlier plan was right, and the one at the completion
  /// catches an animation queued but never run. Applied at once: inside the transition's block the
  /// screen has not yet moved on screen, and after it nothing should move.
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
