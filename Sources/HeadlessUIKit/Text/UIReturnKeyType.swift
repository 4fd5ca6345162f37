import Foundation

/// The title of the keyboard's Return key.
///
/// Models UIKit's `UIReturnKeyType` (H26.2 UITextInputTraits.h:158-171, `NS_ENUM(NSInteger)`;
/// `.continue` from iOS 9). The stand-in draws no keyboard: only the value is kept.
///
/// ```swift
/// emailField.returnKeyType = .next
/// ```
public enum UIReturnKeyType: Int, Sendable {
  /// Return.
  case `default` = 0
  /// Go.
  case go = 1
  /// Google.
  case google = 2
  /// Join.
  case join = 3
  /// Next.
  case next = 4
  /// Route.
  case route = 5
  /// Search.
  case search = 6
  /// Send.
  case send = 7
  /// Yahoo.
  case yahoo = 8
  /// Done.
  case done = 9
  /// Emergency Call.
  case emergencyCall = 10
  /// Continue.
  case `continue` = 11
}
