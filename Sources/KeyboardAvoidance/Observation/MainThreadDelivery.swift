import Foundation

/// Runs notification work on the main actor: at once on the main thread, later off it.
///
/// UIKit posts keyboard notifications on the main actor ("The system posts this notification on
/// the main actor", Apple documentation for `keyboardWillShowNotification`), and so the
/// text-editing notifications of inputs that live there. Handling them synchronously keeps the
/// library's changes inside UIKit's keyboard animation, so that is what happens on the main
/// thread. Third-party code does post these names from other threads; there the work hops to the
/// main actor in a task instead of stopping the app (it then runs outside any animation the
/// poster may have open, which is all it can do).
enum MainThreadDelivery {
  static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainActor {
      MainActor.assumeIsolated { work() }
    } else {
      Task { @MainActor in work() }
    }
  }

  /// Whether the caller runs where the main actor does, tested without trapping.
  ///
  /// On Apple platforms the main actor is the main thread. Elsewhere it is the main dispatch
  /// queue, which a process that called `dispatchMain()` (a test runner, for one) drains from a
  /// thread that is not its first: the queue carries a marker for that case.
  static var isOnMainActor: Bool {
    #if canImport(Darwin)
      Thread.isMainThread
    #else
      Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMarker.key) == true
    #endif
  }

  #if !canImport(Darwin)
    private static let mainQueueMarker = MainQueueMarker()
  #endif
}

#if !canImport(Darwin)
  /// A value stored on the main dispatch queue, readable from whatever thread drains it.
  private final class MainQueueMarker: Sendable {
    let key = DispatchSpecificKey<Bool>()

    init() {
      DispatchQueue.main.setSpecific(key: key, value: true)
    }
  }
#endif

/// Carries a notification's object (a view) from the posting closure to the main actor.
///
/// Sound because the value is only unwrapped inside ``MainThreadDelivery/run(_:)``, on the
/// main actor, where UIKit objects live.
struct MainActorBound<Value: AnyObject>: @unchecked Sendable {
  weak var value: Value?
}
