import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardEvent {
  /// Decodes a keyboard notification exactly as UIKit posts it.
  ///
  /// Values may be `NSValue`/`NSNumber` (as UIKit sends them) or plain Swift values (`CGRect`,
  /// `Double`, `Int`, `Bool`), and rectangles may also be `[x, y, width, height]` arrays or
  /// `"{{x, y}, {w, h}}"` strings, as recordings carry them.
  ///
  /// - Throws: ``KeyboardEventDecodingError`` for an unknown name or a missing, mistyped,
  ///   non-finite, negative-sized or implausibly large end frame.
  ///
  /// Optional values fall back instead of throwing, and each fallback is recorded in
  /// ``decodingWarnings``: a missing duration or curve becomes ``KeyboardAnimation/default``
  /// (the "did" notifications often carry none); an invalid begin frame becomes `nil`; an invalid
  /// is-local flag becomes `nil` (unknown).
  public init(_ notification: Notification) throws(KeyboardEventDecodingError) {
    try self.init(name: notification.name.rawValue, userInfo: notification.userInfo ?? [:])
  }

  /// Decodes a keyboard notification from its name's raw value and its `userInfo`.
  ///
  /// ```swift
  /// let event = try KeyboardEvent(
  ///   name: "UIKeyboardWillShowNotification",
  ///   userInfo: ["UIKeyboardFrameEndUserInfoKey": [0, 516, 393, 336]])
  /// ```
  public init(name: String, userInfo: [AnyHashable: Any]) throws(KeyboardEventDecodingError) {
    guard let kind = KeyboardEventKind.named(name) else {
      throw KeyboardEventDecodingError.unknownNotificationName(name)
    }
    var warnings: [KeyboardEventDecodingError] = []
    let values = KeyboardUserInfoValues(userInfo)
    let endFrame = try UserInfoValue.rect(values.frameEnd, key: KeyboardUserInfoKey.frameEnd)

    let beginFrame: CGRect? = Self.optional(warnings: &warnings) {
      () throws(KeyboardEventDecodingError) in
      try UserInfoValue.rect(values.frameBegin, key: KeyboardUserInfoKey.frameBegin)
    }

    let duration =
      Self.optional(warnings: &warnings) { () throws(KeyboardEventDecodingError) in
        let seconds = try UserInfoValue.number(
          values.animationDuration, key: KeyboardUserInfoKey.animationDuration)
        guard seconds >= 0, seconds <= KeyboardAnimation.maximumDuration else {
          throw KeyboardEventDecodingError.outOfRange(
            key: KeyboardUserInfoKey.animationDuration, value: seconds)
        }
        return seconds
      } ?? KeyboardAnimation.defaultDuration
    let curve =
      Self.optional(warnings: &warnings) { () throws(KeyboardEventDecodingError) in
        let raw = try UserInfoValue.number(
          values.animationCurve, key: KeyboardUserInfoKey.animationCurve)
        guard raw == raw.rounded(), raw >= 0, raw <= Double(KeyboardAnimation.maximumCurve) else {
          throw KeyboardEventDecodingError.outOfRange(
            key: KeyboardUserInfoKey.animationCurve, value: raw)
        }
        return Int(raw)
      } ?? KeyboardAnimation.defaultCurve
    let isLocal = Self.optional(warnings: &warnings) { () throws(KeyboardEventDecodingError) in
      try UserInfoValue.flag(values.isLocal, key: KeyboardUserInfoKey.isLocal)
    }
    let byUser = Self.optional(warnings: &warnings) { () throws(KeyboardEventDecodingError) in
      try UserInfoValue.flag(
        values.frameChangedByUserInteraction,
        key: KeyboardUserInfoKey.frameChangedByUserInteraction)
    }

    self.init(
      kind: kind,
      beginFrameInScreen: beginFrame,
      endFrameInScreen: endFrame,
      animation: KeyboardAnimation(checkedDuration: duration, curve: curve),
      isLocal: isLocal,
      isFrameChangedByUserInteraction: byUser,
      decodingWarnings: warnings)
  }

  /// Runs `read`: a missing key yields `nil` silently, any other problem yields `nil` and a
  /// warning, so one bad optional value never costs the whole event.
  private static func optional<Value>(
    warnings: inout [KeyboardEventDecodingError],
    _ read: () throws(KeyboardEventDecodingError) -> Value
  ) -> Value? {
    do {
      return try read()
    } catch .missingValue {
      return nil
    } catch {
      warnings.append(error)
      return nil
    }
  }
}
