import Foundation

/// Runs work on the main actor after a delay.
///
/// On a device, a main-actor task that sleeps; this package's tests and simulator use the stand-in's
/// clock instead (set in `Later+Testing.swift`).
@MainActor
package enum Later {
  /// How delayed work is scheduled.
  static var scheduler: (TimeInterval, @escaping @MainActor () -> Void) -> Void = { delay, work in
    Task { @MainActor in
      try? await Task.sleep(nanoseconds: UInt64(max(0, delay) * 1_000_000_000))
      work()
    }
  }

  /// Runs `work` after `delay` seconds.
  package static func perform(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
    scheduler(delay, work)
  }
}
