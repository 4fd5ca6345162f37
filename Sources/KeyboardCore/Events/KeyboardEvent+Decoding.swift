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
    let values = KeyboardUserInfoValues(userInfo)
    let warnings = values.problems
    if let problem = warnings.firstIndex(where: { $0.key == KeyboardUserInfoKey.frameEnd }) {
      throw warnings[problem]
    }
    guard let endFrame = values.frameEnd else {
      throw .missingValue(key: KeyboardUserInfoKey.frameEnd)
    }
    let duration = values.animationDuration ?? KeyboardAnimation.defaultDuration
    let curve = values.animationCurve ?? KeyboardAnimation.defaultCurve

    self.init(
      kind: kind,
      beginFrameInScreen: values.frameBegin,
      endFrameInScreen: endFrame,
      animation: KeyboardAnimation(checkedDuration: duration, curve: curve),
      isLocal: values.isLocal,
      isFrameChangedByUserInteraction: values.frameChangedByUserInteraction,
      decodingWarnings: warnings)
  }
}
