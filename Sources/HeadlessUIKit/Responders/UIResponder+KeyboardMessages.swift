import Foundation

// Foundation's `NotificationCenter.MainActorMessage` is in Linux's Foundation from Swift 6.2; on
// an Apple host only from the macOS 26 SDK, so there the stand-in leaves the messages out.
#if os(Linux) && compiler(>=6.2)
  /// iOS 26's typed keyboard messages, one for each keyboard notification.
  ///
  /// Models the six structs of UIKit's Swift overlay in the iOS 26.2 SDK (UKSI26.2:2691-2798:
  /// `extension UIResponder`, iOS 26, each a `NotificationCenter.MainActorMessage` whose subject
  /// is the screen; the first at :2696). Their stored values and initialiser only: UIKit also
  /// declares each message's `makeMessage(_:)` and `makeNotification(_:)` (:2709, :2711), whose
  /// bodies, the mapping between a message and its notification's `userInfo`, are not public, so
  /// the stand-in declares neither and never posts a message. `name` is the notification's
  /// (inferred: Foundation's documentation says a message's name is "used to interoperate with
  /// notification posters and observers"; UIKit's value is not printed in its interface).
  ///
  /// ```swift
  /// let update = try KeyboardUpdate(message)  // the package's decoding of the same values
  /// ```
  @available(iOS 26, macCatalyst 26, *)
  extension UIResponder {
    /// The typed counterpart of `keyboardWillShowNotification`.
    public struct KeyboardWillShowMessage: NotificationCenter.MainActorMessage {
      /// The screen the keyboard is on: what an observer names to hear one screen's keyboard.
      public typealias Subject = UIScreen
      /// The notification this message stands for.
      public static var name: Notification.Name { UIResponder.keyboardWillShowNotification }
      /// The keyboard's frame before the change, in screen coordinates.
      public var beginFrame: CGRect
      /// The keyboard's frame after the change, in screen coordinates.
      public var endFrame: CGRect
      /// How long the keyboard's animation lasts, in seconds.
      public var animationDuration: TimeInterval
      /// The keyboard animation's curve (7, the keyboard's own spring, has no named case).
      public var animationCurve: UIView.AnimationCurve
      /// Whether the keyboard belongs to this app.
      public var isLocal: Bool
      /// The screen the keyboard is on.
      public var screen: UIScreen

      /// A message carrying these values.
      public init(
        beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
        animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
      ) {
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.isLocal = isLocal
        self.screen = screen
      }
    }

    /// The typed counterpart of `keyboardDidShowNotification`.
    public struct KeyboardDidShowMessage: NotificationCenter.MainActorMessage {
      /// The screen the keyboard is on: what an observer names to hear one screen's keyboard.
      public typealias Subject = UIScreen
      /// The notification this message stands for.
      public static var name: Notification.Name { UIResponder.keyboardDidShowNotification }
      /// The keyboard's frame before the change, in screen coordinates.
      public var beginFrame: CGRect
      /// The keyboard's frame after the change, in screen coordinates.
      public var endFrame: CGRect
      /// How long the keyboard's animation lasts, in seconds.
      public var animationDuration: TimeInterval
      /// The keyboard animation's curve (7, the keyboard's own spring, has no named case).
      public var animationCurve: UIView.AnimationCurve
      /// Whether the keyboard belongs to this app.
      public var isLocal: Bool
      /// The screen the keyboard is on.
      public var screen: UIScreen

      /// A message carrying these values.
      public init(
        beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
        animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
      ) {
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.isLocal = isLocal
        self.screen = screen
      }
    }

    /// The typed counterpart of `keyboardWillHideNotification`.
    public struct KeyboardWillHideMessage: NotificationCenter.MainActorMessage {
      /// The screen the keyboard is on: what an observer names to hear one screen's keyboard.
      public typealias Subject = UIScreen
      /// The notification this message stands for.
      public static var name: Notification.Name { UIResponder.keyboardWillHideNotification }
      /// The keyboard's frame before the change, in screen coordinates.
      public var beginFrame: CGRect
      /// The keyboard's frame after the change, in screen coordinates.
      public var endFrame: CGRect
      /// How long the keyboard's animation lasts, in seconds.
      public var animationDuration: TimeInterval
      /// The keyboard animation's curve (7, the keyboard's own spring, has no named case).
      public var animationCurve: UIView.AnimationCurve
      /// Whether the keyboard belongs to this app.
      public var isLocal: Bool
      /// The screen the keyboard is on.
      public var screen: UIScreen

      /// A message carrying these values.
      public init(
        beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
        animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
      ) {
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.isLocal = isLocal
        self.screen = screen
      }
    }

    /// The typed counterpart of `keyboardDidHideNotification`.
    public struct KeyboardDidHideMessage: NotificationCenter.MainActorMessage {
      /// The screen the keyboard is on: what an observer names to hear one screen's keyboard.
      public typealias Subject = UIScreen
      /// The notification this message stands for.
      public static var name: Notification.Name { UIResponder.keyboardDidHideNotification }
      /// The keyboard's frame before the change, in screen coordinates.
      public var beginFrame: CGRect
      /// The keyboard's frame after the change, in screen coordinates.
      public var endFrame: CGRect
      /// How long the keyboard's animation lasts, in seconds.
      public var animationDuration: TimeInterval
      /// The keyboard animation's curve (7, the keyboard's own spring, has no named case).
      public var animationCurve: UIView.AnimationCurve
      /// Whether the keyboard belongs to this app.
      public var isLocal: Bool
      /// The screen the keyboard is on.
      public var screen: UIScreen

      /// A message carrying these values.
      public init(
        beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
        animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
      ) {
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.isLocal = isLocal
        self.screen = screen
      }
    }

    /// The typed counterpart of `keyboardWillChangeFrameNotification`.
    public struct KeyboardWillChangeFrameMessage: NotificationCenter.MainActorMessage {
      /// The screen the keyboard is on: what an observer names to hear one screen's keyboard.
      public typealias Subject = UIScreen
      /// The notification this message stands for.
      public static var name: Notification.Name { UIResponder.keyboardWillChangeFrameNotification }
      /// The keyboard's frame before the change, in screen coordinates.
      public var beginFrame: CGRect
      /// The keyboard's frame after the change, in screen coordinates.
      public var endFrame: CGRect
      /// How long the keyboard's animation lasts, in seconds.
      public var animationDuration: TimeInterval
      /// The keyboard animation's curve (7, the keyboard's own spring, has no named case).
      public var animationCurve: UIView.AnimationCurve
      /// Whether the keyboard belongs to this app.
      public var isLocal: Bool
      /// The screen the keyboard is on.
      public var screen: UIScreen

      /// A message carrying these values.
      public init(
        beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
        animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
      ) {
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.isLocal = isLocal
        self.screen = screen
      }
    }

    /// The typed counterpart of `keyboardDidChangeFrameNotification`.
    public struct KeyboardDidChangeFrameMessage: NotificationCenter.MainActorMessage {
      /// The screen the keyboard is on: what an observer names to hear one screen's keyboard.
      public typealias Subject = UIScreen
      /// The notification this message stands for.
      public static var name: Notification.Name { UIResponder.keyboardDidChangeFrameNotification }
      /// The keyboard's frame before the change, in screen coordinates.
      public var beginFrame: CGRect
      /// The keyboard's frame after the change, in screen coordinates.
      public var endFrame: CGRect
      /// How long the keyboard's animation lasts, in seconds.
      public var animationDuration: TimeInterval
      /// The keyboard animation's curve (7, the keyboard's own spring, has no named case).
      public var animationCurve: UIView.AnimationCurve
      /// Whether the keyboard belongs to this app.
      public var isLocal: Bool
      /// The screen the keyboard is on.
      public var screen: UIScreen

      /// A message carrying these values.
      public init(
        beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
        animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
      ) {
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.isLocal = isLocal
        self.screen = screen
      }
    }
  }
#endif
