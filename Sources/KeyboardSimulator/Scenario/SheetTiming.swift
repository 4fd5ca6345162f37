import Foundation

/// When UIKit moves an iPad form sheet for the keyboard, relative to the keyboard's
/// notifications.
///
/// The order is not documented and apps cannot rely on it (freshOS/KeyboardLayoutGuide pull
/// request 43 found the sheet's position changing under a keyboard handler); both are modelled,
/// and the fuzzer draws either.
package enum SheetTiming: String, Sendable, Codable, CaseIterable {
  /// The sheet moves before the notifications are posted (default): handlers see its new frame.
  case beforeNotifications
  /// The sheet moves once the handlers of the will notifications have run, in the same
  /// animation: handlers see the frame it is leaving.
  case afterNotifications
}
