import Foundation
import KeyboardCore

/// One decoded keyboard notification, with the identity of the screen it came from.
///
/// From iOS 16.1 the notification's object is the `UIScreen` the keyboard appears on (earlier:
/// `nil`). Only the screen's identity crosses from the notification to the main actor, so the
/// value stays `Sendable`; compare it with ``isOn(screenIdentifier:)``.
public struct KeyboardUpdate: Sendable, Equatable {
  /// The decoded notification.
  public var event: KeyboardEvent
  /// `ObjectIdentifier` of the notification's object (the screen), or `nil` when it had none.
  public var screenIdentifier: ObjectIdentifier?

  /// Creates an update.
  public init(event: KeyboardEvent, screenIdentifier: ObjectIdentifier? = nil) {
    self.event = event
    self.screenIdentifier = screenIdentifier
  }

  /// Whether the keyboard is on the screen with the given identity; an update without a screen
  /// (before iOS 16.1) is taken to be on every screen.
  public func isOn(screenIdentifier other: ObjectIdentifier) -> Bool {
    screenIdentifier.map { $0 == other } ?? true
  }
}
