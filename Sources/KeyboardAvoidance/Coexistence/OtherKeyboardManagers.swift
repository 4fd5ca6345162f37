import Foundation

/// Keyboard managers that also move views for the keyboard, looked for when the automatic mode
/// starts: two of them on one screen would each lift it.
@MainActor
enum OtherKeyboardManagers {
  /// The runtime names of IQKeyboardManager's manager class: the Swift package's
  /// module-qualified name (module `IQKeyboardManagerSwift`, class `IQKeyboardManager`) and the
  /// Objective-C library's class.
  package static var classNames = [
    "IQKeyboardManagerSwift.IQKeyboardManager",
    "IQKeyboardManager",
  ]

  /// Warns (debug builds) and logs when IQKeyboardManager is linked into the app.
  ///
  /// Only its presence can be seen without linking it; whether it is enabled cannot. The README's
  /// "Migrating from IQKeyboardManager" says how to run both during a migration.
  static func warnIfPresent() {
    guard let name = classNames.first(where: { NSClassFromString($0) != nil }) else { return }
    let message =
      "\(name) is in this app. If it is enabled, it and KeyboardAvoidance both move views for "
      + "the keyboard: add the screens KeyboardAvoidance handles to IQKeyboardManager's "
      + "disabledDistanceHandlingClasses, or turn IQKeyboardManager off (README: Migrating from "
      + "IQKeyboardManager)."
    KeyboardAvoidanceLog.record("automatic: " + message)
    KeyboardAvoidanceWarnings.warn(message)
  }
}
