import Foundation

/// Runs work on the main actor after a delay.
///
/// On a device, a main-actor task that sleeps; this package's tests and simulator use the stand-in's
/// clock instead (set in `Later+Testing.swift`).
@MainActor
package enum Later {
  /// How delayed work is scheduled.
  static var scheduler: (TimeInterval, @escaping @MainActor () -> Void) -> Void = { delay, work in
    // No timer for a delay that never comes (infinity, NaN); a day at most otherwise, so the
    // nanoseconds fit.
    guard delay.isFinite else { return }
    let seconds = min(max(0, delay), 86_400)
    Task { @MainActor in
      try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
      work()
    }
  }

  /// Runs `work` after `delay` seconds.
  package static func perform(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
    scheduler(delay, work)
  }
}
