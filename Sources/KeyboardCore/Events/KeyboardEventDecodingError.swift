import Foundation

/// Why a keyboard notification could not be turned into a ``KeyboardEvent``, or why one of its
/// optional values was replaced by a fallback.
///
/// Every case names the `userInfo` key at fault, so a log line says what the system (or a
/// recording) actually sent.
public enum KeyboardEventDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The notification name is not one of the six keyboard notifications.
  case unknownNotificationName(String)
  /// A required key is absent.
  case missingValue(key: String)
  /// The key holds a value of a type that cannot mean what the key says.
  case wrongType(key: String, found: String)
  /// A number or rectangle component is NaN or infinite.
  case nonFinite(key: String)
  /// A rectangle has a negative width or height.
  case negativeSize(key: String)
  /// A value is finite but outside any plausible range (for example a 10⁹-point frame).
  case outOfRange(key: String, value: Double)

  /// The `userInfo` key at fault (a ``KeyboardUserInfoKey`` value), or `nil` when the
  /// notification's name was wrong.
  ///
  /// ```swift
  /// observer.onDecodingError = { error in
  ///   if error.key == KeyboardUserInfoKey.frameEnd { report(error) }
  /// }
  /// ```
  public var key: String? {
    switch self {
    case .unknownNotificationName: nil
    case .missingValue(let key), .wrongType(let key, _), .nonFinite(let key),
      .negativeSize(let key), .outOfRange(let key, _):
      key
    }
  }

  /// A sentence naming the key and what is wrong with it.
  public var description: String {
    switch self {
    case .unknownNotificationName(let name):
      "'\(name)' is not a keyboard notification name"
    case .missingValue(let key):
      "\(key) is missing"
    case .wrongType(let key, let found):
      "\(key) holds a \(found), which is not a valid value for it"
    case .nonFinite(let key):
      "\(key) holds a NaN or infinite number"
    case .negativeSize(let key):
      "\(key) has a negative width or height"
    case .outOfRange(let key, let value):
      "\(key) holds \(value), outside the plausible range"
    }
  }
}
