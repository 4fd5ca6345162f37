import Foundation

/// The seam this package's tests and simulator use: they run no run loop, so delays pass on
/// their own clock.
extension Later {
  /// Replaces how delayed work is scheduled.
  package static func useScheduler(
    _ scheduler: @escaping (TimeInterval, @escaping @MainActor () -> Void) -> Void
  ) {
    self.scheduler = scheduler
  }
}
