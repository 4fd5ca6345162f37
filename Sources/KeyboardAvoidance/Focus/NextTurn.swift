import Foundation

/// Runs work on the main actor's next turn, after the current event has been handled.
///
/// UIKit places a tapped text view's caret after begin-editing has been posted, in the same
/// turn (rdar 15149060; BottleRocketStudios/iOS-KeyboardSupport issue 23 defers reading
/// `selectedTextRange` for this reason), so the caret is read one turn later.
@MainActor
package enum NextTurn {
  /// How the next turn is reached: a main-actor task on a device; the stand-in's clock in this
  /// package's tests and simulator, which run no run loop (set in `NextTurn+Testing.swift`).
  static var scheduler: (@escaping @MainActor () -> Void) -> Void = { work in
    Task { @MainActor in work() }
  }

  /// Runs `work` on the next turn.
  package static func perform(_ work: @escaping @MainActor () -> Void) {
    scheduler(work)
  }
}
