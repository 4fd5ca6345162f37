import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif
#if canImport(os)
  import os
#endif

/// An opt-in log of every decision the library makes, one line each: the keyboard event and
/// the mode it read, what an avoider added or gave back, where it scrolled, and why it did
/// nothing.
///
/// ```swift
/// KeyboardAvoidanceLog.isEnabled = true  // e.g. in a debug build's app delegate
/// ```
///
/// Lines go to the unified log (subsystem `KeyboardAvoidance`, category `decisions`, filterable
/// in Console) where `os` exists, to standard output elsewhere. Off by default; while off, no
/// message is built.
@MainActor
public enum KeyboardAvoidanceLog {
  // `@exclusivity(unchecked)` marks per-event state: why, and what it asks of a change, in
  // Docs/Performance.md ("Exclusivity checks").
  /// Whether decisions are logged.
  ///
  /// Default `false`.
  @exclusivity(unchecked)
  public static var isEnabled = false

  /// Receives every line instead of the log, when set (for tests).
  package static var sink: (@MainActor (String) -> Void)?

  #if canImport(os)
    // `OSLog` and `os_log` reach back to iOS 10 (`Logger` needs 14, the package supports 13).
    private static let log = OSLog(subsystem: "KeyboardAvoidance", category: "decisions")
  #endif

  /// `value` with one decimal, for log lines.
  static func points(_ value: CGFloat) -> String {
    String(format: "%.1f", Double(value))
  }

  static func record(_ line: @autoclosure () -> String) {
    guard isEnabled else { return }
    let text = line()
    if let sink {
      sink(text)
      return
    }
    #if canImport(os)
      os_log("%{public}@", log: log, type: .debug, text)
    #else
      print("KeyboardAvoidance: \(text)")
    #endif
  }
}
