import Foundation

/// The seam this package's tests and simulator use: they run no run loop, so the next turn is
/// the one of their own clock.
extension NextTurn {
  /// Replaces how the next turn is reached (the stand-in's clock's next advance).
  package static func useScheduler(_ scheduler: @escaping (@escaping @MainActor () -> Void) -> Void)
  {
    self.scheduler = scheduler
  }
}
