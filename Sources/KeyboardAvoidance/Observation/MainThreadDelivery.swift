import Foundation

/// Runs notification work on the main actor, synchronously.
///
/// UIKit posts keyboard notifications on the main actor ("The system posts this notification on
/// the main actor", Apple documentation for `keyboardWillShowNotification`), and so the
/// text-editing notifications of inputs that live there. Handling them synchronously keeps the
/// library's changes inside UIKit's keyboard animation; deferring them to a later turn would
/// not. Posting these notifications from another isolation is a caller's contract violation, and
/// `MainActor.assumeIsolated` stops the program with a message, like any UIKit call off the main
/// actor. The check is by executor, not by thread, so it also holds where the main actor is not
/// the process's first thread.
enum MainThreadDelivery {
  static func run(_ work: @MainActor () -> Void) {
    MainActor.assumeIsolated { work() }
  }
}

/// Carries a notification's object (a view) from the posting closure to the main actor.
///
/// Sound because the value is only unwrapped inside ``MainThreadDelivery/run(_:)``, on the
/// main actor, where UIKit objects live.
struct MainActorBound<Value: AnyObject>: @unchecked Sendable {
  weak var value: Value?
}
