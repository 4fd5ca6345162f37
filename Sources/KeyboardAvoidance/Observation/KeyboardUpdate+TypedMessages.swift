import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// iOS 26's typed keyboard messages, where the SDK has them: UIKit's module version tells an iOS
// or Mac Catalyst SDK (9126.2.4.1.111 in 26.2's, 8506.1.101 in 18.6's; tvOS and visionOS mark the
// messages unavailable); here, the stand-in's copy, declared on Linux from Swift 6.2.
#if (os(iOS) && canImport(UIKit, _version: 9000)) || (os(Linux) && compiler(>=6.2))
  /// iOS 26's typed keyboard messages, read as the notifications they stand for.
  ///
  /// For an app that observes `UIResponder.KeyboardWillShowMessage` and its kin itself
  /// (`NotificationCenter.addObserver(of:for:using:)`); the package observes the notifications,
  /// which every iOS version posts (`Docs/Reference/KeyboardBehaviour.md`, "iOS 26's typed
  /// keyboard messages").
  @available(iOS 26, macCatalyst 26, *)
  extension KeyboardUpdate {
    /// The update a will-show notification carrying these values decodes into.
    ///
    /// The values pass the notification's checks (``KeyboardEvent/init(name:userInfo:)``): a
    /// non-finite, negative-sized or implausibly large end frame throws; an unusable begin frame,
    /// duration or curve falls back, with a warning in ``KeyboardEvent/decodingWarnings``. The
    /// update answers ``overlap(with:)``, ``keyboard(in:)`` and ``isOn(_:)`` for the message's
    /// screen, from the message alone: unlike the package's own observers, it is not told of a
    /// keyboard still up when the message describes none (a zero-sized will-show as a phone is
    /// locked reads as no keyboard).
    ///
    /// ```swift
    /// token = NotificationCenter.default.addObserver(of: screen, for: .keyboardWillShow) {
    ///   message in
    ///   guard let update = try? KeyboardUpdate(message) else { return }
    ///   bottomInset = update.overlap(with: view)
    /// }
    /// ```
    public init(_ message: UIResponder.KeyboardWillShowMessage) throws(KeyboardEventDecodingError) {
      try self.init(
        kind: .willShow, begin: message.beginFrame, end: message.endFrame,
        duration: message.animationDuration, curve: message.animationCurve,
        isLocal: message.isLocal, screen: message.screen)
    }

    /// The update a did-show notification carrying these values decodes into, checked as the
    /// will-show message's initialiser says.
    public init(_ message: UIResponder.KeyboardDidShowMessage) throws(KeyboardEventDecodingError) {
      try self.init(
        kind: .didShow, begin: message.beginFrame, end: message.endFrame,
        duration: message.animationDuration, curve: message.animationCurve,
        isLocal: message.isLocal, screen: message.screen)
    }

    /// The update a will-hide notification carrying these values decodes into, checked as the
    /// will-show message's initialiser says.
    public init(_ message: UIResponder.KeyboardWillHideMessage) throws(KeyboardEventDecodingError) {
      try self.init(
        kind: .willHide, begin: message.beginFrame, end: message.endFrame,
        duration: message.animationDuration, curve: message.animationCurve,
        isLocal: message.isLocal, screen: message.screen)
    }

    /// The update a did-hide notification carrying these values decodes into, checked as the
    /// will-show message's initialiser says.
    public init(_ message: UIResponder.KeyboardDidHideMessage) throws(KeyboardEventDecodingError) {
      try self.init(
        kind: .didHide, begin: message.beginFrame, end: message.endFrame,
        duration: message.animationDuration, curve: message.animationCurve,
        isLocal: message.isLocal, screen: message.screen)
    }

    /// The update a will-change-frame notification carrying these values decodes into, checked
    /// as the will-show message's initialiser says.
    public init(_ message: UIResponder.KeyboardWillChangeFrameMessage)
      throws(KeyboardEventDecodingError)
    {
      try self.init(
        kind: .willChangeFrame, begin: message.beginFrame, end: message.endFrame,
        duration: message.animationDuration, curve: message.animationCurve,
        isLocal: message.isLocal, screen: message.screen)
    }

    /// The update a did-change-frame notification carrying these values decodes into, checked
    /// as the will-show message's initialiser says.
    public init(_ message: UIResponder.KeyboardDidChangeFrameMessage)
      throws(KeyboardEventDecodingError)
    {
      try self.init(
        kind: .didChangeFrame, begin: message.beginFrame, end: message.endFrame,
        duration: message.animationDuration, curve: message.animationCurve,
        isLocal: message.isLocal, screen: message.screen)
    }

    /// Decodes the values the six messages share as the notification of `kind` carrying them.
    ///
    /// On `screen`. The kind is the message's own, not read from UIKit's `name` for it, whose
    /// value its interface does not give.
    private init(
      kind: KeyboardEventKind, begin: CGRect, end: CGRect, duration: TimeInterval,
      curve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
    ) throws(KeyboardEventDecodingError) {
      let event = try KeyboardEvent(
        name: kind.rawValue,
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
