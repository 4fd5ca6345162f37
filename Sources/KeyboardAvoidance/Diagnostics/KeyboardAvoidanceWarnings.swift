import Foundation

/// Misuse the library recovers from but the developer should fix, reported in debug builds.
@MainActor
package enum KeyboardAvoidanceWarnings {
  /// Receives every warning instead of the console, in any build (for tests).
  package static var handler: (@MainActor (String) -> Void)?

  static func warn(_ message: @autoclosure () -> String) {
    if let handler {
      handler(message())
      return
    }
    #if DEBUG
      print("KeyboardAvoidance warning: \(message())")
    #endif
  }
}
