import Foundation
import KeyboardCore

/// An avoider that owns something of the app's (a scroll view's insets, a view's transform, a
/// constraint's constant) while it is attached.
///
/// The endings every avoider shares live here: enabling and disabling, and stopping.
@MainActor
protocol AttachedAvoider: AnyObject {
  /// The engine that follows the keyboard for this avoider.
  var session: KeyboardSession { get }
  /// Gives back everything the avoider applied, with `animation`.
  func restore(animation: KeyboardAnimation)
}

extension AttachedAvoider {
  /// `isEnabled`'s setter: off gives back at once, on plans for the keyboard that is there.
  func setEnabled(_ enabled: Bool) {
    guard enabled != session.isEnabled else { return }
    session.isEnabled = enabled
    if enabled {
      session.replanIfShown(.immediate, because: "enabled again")
    } else {
      restore(animation: .immediate)
    }
  }

  /// `replan()`: plans for the keyboard that is up, now, with the focus-change animation.
  func replanNow() {
    session.replanIfShown(session.configuration.focusChangeAnimation, because: "the app asked")
  }

  /// `stop()`: ends the session, gives back at once and lets the view release the avoider.
  func end(owning owned: AnyObject?) {
    guard !session.isStopped else { return }
    session.stop()
    restore(animation: .immediate)
    AvoiderOwnership.detach(self, owning: owned, attachment: session.attachment)
  }
}
