import Foundation

@testable import KeyboardAvoidance

/// Turns the library's log on and keeps its lines until ``stop()``.
///
/// ```swift
/// let log = LogRecorder()
/// defer { log.stop() }
/// ```
@MainActor
final class LogRecorder {
  private(set) var lines: [String] = []

  init() {
    KeyboardAvoidanceLog.isEnabled = true
    KeyboardAvoidanceLog.sink = { [weak self] line in self?.lines.append(line) }
  }

  /// Turns the log off again.
  func stop() {
    KeyboardAvoidanceLog.isEnabled = false
    KeyboardAvoidanceLog.sink = nil
  }
}
