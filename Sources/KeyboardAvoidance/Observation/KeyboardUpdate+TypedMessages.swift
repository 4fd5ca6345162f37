import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Built against an SDK without the typed messages (before iOS 26's) there is nothing to convert.
// UIKit's module version tells the SDK: 9126.2.4 in 26.2's, 8506.1.101 in 18.6's.
#if !canImport(UIKit) || canImport(UIKit, _version: 9000)
  /// iOS 26's typed keyboard messages, read as the notifications they stand for.
  ///
  /// For an app that observes `UIResponder.KeyboardWillShowMessage` and its kin
  /// (`NotificationCenter.addObserver(of:for:using:)`) and wants the package's answers: what the
  /// keyboard covers of a view (``overlap(with:)``, ``keyboard(in:)``) and whether it is on a
  /// screen (``isOn(_:)``). The message's values go through the same checks as a notification's
  /// (``KeyboardEvent/init(name:userInfo:)``): a non-finite, negative-sized or implausibly large
  /// end frame throws, an unusable begin frame, duration or curve falls back with a warning in
  /// ``KeyboardEvent/decodingWarnings``.
  ///
  /// ```swift
  /// token = NotificationCenter.default.addObserver(of: screen, for: .keyboardWillShow) { message in
  ///   guard let update = try? KeyboardUpdate(message) else { return }
  ///   bottomInset = update.overlap(with: view)
  /// }
  /// ```
  ///
  /// The package itself keeps observing the notifications, on every version: a message is
  /// delivered only when every one of its values converts, and the package also hears the
  /// notifications that carry none or some (`Docs/Reference/KeyboardBehaviour.md`, "iOS 26's
  /// typed keyboard messages").
  @available(iOS 26, macCatalyst 26, *)
  extension KeyboardUpdate {
    /// The update a will-show notification with these values decodes into.
    public init(_ message: UIResponder.KeyboardWillShowMessage) throws(KeyboardEventDecodingError) {
      try self.init(
        name: UIResponder.KeyboardWillShowMessage.name, begin: message.beginFrame,
        end: message.endFrame, duration: message.animationDuration,
        curve: message.animationCurve, isLocal: message.isLocal, screen: message.screen)
    }

    /// The update a did-show notification with these values decodes into.
    public init(_ message: UIResponder.KeyboardDidShowMessage) throws(KeyboardEventDecodingError) {
      try self.init(
        name: UIResponder.KeyboardDidShowMessage.name, begin: message.beginFrame,
        end: message.endFrame, duration: message.animationDuration,
        curve: message.animationCurve, isLocal: message.isLocal, screen: message.screen)
    }

    /// The update a will-hide notification with these values decodes into.
    public init(_ message: UIResponder.KeyboardWillHideMessage) throws(KeyboardEventDecodingError) {
      try self.init(
        name: UIResponder.KeyboardWillHideMessage.name, begin: message.beginFrame,
        end: message.endFrame, duration: message.animationDuration,
        curve: message.animationCurve, isLocal: message.isLocal, screen: message.screen)
    }

    /// The update a did-hide notification with these values decodes into.
    public init(_ message: UIResponder.KeyboardDidHideMessage) throws(KeyboardEventDecodingError) {
      try self.init(
        name: UIResponder.KeyboardDidHideMessage.name, begin: message.beginFrame,
        end: message.endFrame, duration: message.animationDuration,
        curve: message.animationCurve, isLocal: message.isLocal, screen: message.screen)
    }

    /// The update a will-change-frame notification with these values decodes into.
    public init(_ message: UIResponder.KeyboardWillChangeFrameMessage)
      throws(KeyboardEventDecodingError)
    {
      try self.init(
        name: UIResponder.KeyboardWillChangeFrameMessage.name, begin: message.beginFrame,
        end: message.endFrame, duration: message.animationDuration,
        curve: message.animationCurve, isLocal: message.isLocal, screen: message.screen)
    }

    /// The update a did-change-frame notification with these values decodes into.
    public init(_ message: UIResponder.KeyboardDidChangeFrameMessage)
      throws(KeyboardEventDecodingError)
    {
      try self.init(
        name: UIResponder.KeyboardDidChangeFrameMessage.name, begin: message.beginFrame,
        end: message.endFrame, duration: message.animationDuration,
        curve: message.animationCurve, isLocal: message.isLocal, screen: message.screen)
    }

    /// The six messages share their values: each is decoded as the notification of `name`
    /// carrying them would be, on `screen`.
    private init(
      name: Notification.Name, begin: CGRect, end: CGRect, duration: TimeInterval,
      curve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
    ) throws(KeyboardEventDecodingError) {
      let event = try KeyboardEvent(
        name: name.rawValue,
        userInfo: [
          KeyboardUserInfoKey.frameBegin: begin, KeyboardUserInfoKey.frameEnd: end,
          KeyboardUserInfoKey.animationDuration: duration,
          KeyboardUserInfoKey.animationCurve: curve.rawValue,
          KeyboardUserInfoKey.isLocal: isLocal,
        ])
      self.init(event: event, screenIdentifier: ObjectIdentifier(screen))
    }
  }
#endif
