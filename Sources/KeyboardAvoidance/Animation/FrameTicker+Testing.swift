import Foundation

/// The seam this package's tests and simulator use: they run no display link, so frames are the
/// moves of their own clock.
extension FrameTicker {
  /// Replaces how frames are delivered; `driver` starts a step and calls it every frame.
  package static func useDriver(
    _ driver: @escaping (@escaping @MainActor (TimeInterval) -> Bool) -> Void
  ) {
    self.driver = driver
  }

  /// Sets the clock ``now()`` reads (off Apple platforms, where the tests run).
  package static func useClock(_ now: @escaping @MainActor () -> TimeInterval) {
    clock = now
  }
}
