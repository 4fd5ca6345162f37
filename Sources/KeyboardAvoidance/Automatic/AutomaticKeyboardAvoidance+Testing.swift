import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The entry point this package's tests use: a private notification center instead of UIKit's.
extension AutomaticKeyboardAvoidance {
  /// ``start(configuration:showsToolbar:dismissesOnTapOutside:returnKeyMovesToNextField:)`` on
  /// another notification center (tests, simulator).
  package static func start(
    configuration: KeyboardAvoidanceConfiguration = KeyboardAvoidanceConfiguration(),
    showsToolbar: Bool = false, dismissesOnTapOutside: Bool = false,
    returnKeyMovesToNextField: Bool = false, center: NotificationCenter
  ) {
    if let running, running.configuration == configuration,
      running.showsToolbar == showsToolbar,
      running.dismissesOnTapOutside == dismissesOnTapOutside,
      running.returnKeyMovesToNextField == returnKeyMovesToNextField, running.center === center
    {
      KeyboardAvoidanceLog.record("automatic: already running with these options, nothing changed")
      return
    }
    // Another configuration: what the old one attached gives everything back, and the input
    // being edited gets what the new one attaches at once (no event may come before the user
    // types on, and the keyboard may be up).
    let editing = running?.editingInput
    let known = running?.knownWindows ?? windowsKnownAtStop
    running?.stop()
    let coordinator = AutomaticAvoidanceCoordinator(
      configuration: configuration, showsToolbar: showsToolbar,
      dismissesOnTapOutside: dismissesOnTapOutside,
      returnKeyMovesToNextField: returnKeyMovesToNextField, center: center)
    running = coordinator
    if let known { coordinator.adopt(known) }
    coordinator.adoptRunningApplication()
    if let editing { coordinator.adoptEditing(editing) }
    OtherKeyboardManagers.warnIfPresent()
  }
}
