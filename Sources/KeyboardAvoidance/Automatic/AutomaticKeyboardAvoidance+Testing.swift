import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The entry point this package's tests use: a private notification center instead of UIKit's.
extension AutomaticKeyboardAvoidance {
  /// ``start(configuration:showsToolbar:)`` on another notification center (tests, simulator).
  package static func start(
    configuration: KeyboardAvoidanceConfiguration = KeyboardAvoidanceConfiguration(),
    showsToolbar: Bool = false, center: NotificationCenter
  ) {
    running?.stop()
    running = AutomaticAvoidanceCoordinator(
      configuration: configuration, showsToolbar: showsToolbar, center: center)
    OtherKeyboardManagers.warnIfPresent()
  }
}
