import Foundation

/// What a keyboard notification carries as its `object`.
///
/// iOS 16.1 and later post keyboard notifications with the screen the keyboard is on as their
/// object; earlier systems post `nil`. With an external display, a keyboard on the other screen
/// arrives too, naming that screen.
package enum NotificationObject: String, Sendable, Codable, CaseIterable {
  /// The screen of the app's window (iOS 16.1+), the default.
  case screen
  /// No object, as before iOS 16.1.
  case none
  /// Another screen: an external display's keyboard, which covers nothing of this window.
  case otherScreen
}
