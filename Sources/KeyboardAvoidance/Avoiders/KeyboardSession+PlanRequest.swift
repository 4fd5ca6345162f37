import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What a session hands its owner: a request to plan, and why; and where the owner's tracking
/// view for a dragged keyboard lives.
extension KeyboardSession {
  /// Why the owner is asked to plan.
  enum PlanReason {
    /// A keyboard notification changed the keyboard's geometry.
    case keyboard
    /// Focus moved, or the focused text view's caret moved, with the keyboard up.
    case focus
    /// The user is dragging the keyboard (no notification): follow it, reveal nothing.
    case interactive
  }

  /// Where the interactive-dismissal tracking view lives.
  enum TrackingHost {
    /// In the avoided view itself (a plain container).
    case view
    /// In its superview (a scroll view's subviews scroll; a lifted view moves).
    case superview
    /// Nowhere: the owner has nothing to move while the keyboard is dragged.
    case none
  }

  /// One request to plan: the keyboard, how to animate, why, and the window the view is in,
  /// read once for the event and passed down so that no one walks up to it again.
  struct PlanRequest {
    /// The keyboard to plan for.
    let state: KeyboardState
    /// How to apply the plan.
    let animation: KeyboardAnimation
    /// Why the owner is asked.
    let reason: PlanReason
    /// The window the owner's view is in (its screen is `window.screen`).
    let window: UIWindow
    /// The input focused when the plan was asked for, read once for the whole plan (a weak
    /// reference's every read costs a retain and a release).
    let focusedInput: UIView?
    /// Whether an input began editing since the last plan: UIKit scrolls to a field that becomes
    /// first responder, even the one planned for last (its screen back in a window).
    let inputBeganEditing: Bool
  }
}
