import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One keyboard notification, decoded into typed values.
///
/// Frames are in the **screen's coordinate space**, as UIKit sends them: convert them through the
/// screen's coordinate space into a view before comparing them with that view (see
/// ``CoordinateSpaceMapping``).
///
/// ```swift
/// let event = try KeyboardEvent(notification)
/// if event.isLocal != false { plan(for: event.endFrameInScreen) }
/// ```
public struct KeyboardEvent: Sendable, Equatable {
  /// Which notification this is.
  public var kind: KeyboardEventKind
  /// The keyboard's frame before the change, in screen coordinates, when it was sent and valid.
  ///
  /// Not always the end frame moved off screen: heights and positions differ in real dumps.
  public var beginFrameInScreen: CGRect?
  /// The keyboard's frame after the change, in screen coordinates; it may be zero-sized.
  public var endFrameInScreen: CGRect
  /// The duration and raw curve to animate with (defaults when the notification had none).
  public var animation: KeyboardAnimation
  /// Whether the keyboard belongs to this app; `nil` when absent (before iOS 9).
  public var isLocal: Bool?
  /// Whether the user moved the keyboard (undocking, dragging), when the system said so.
  public var isFrameChangedByUserInteraction: Bool?
  /// Problems with optional values that were replaced by a fallback while decoding.
  public var decodingWarnings: [KeyboardEventDecodingError]

  /// Creates an event from already-typed values.
  public init(
    kind: KeyboardEventKind,
    beginFrameInScreen: CGRect? = nil,
    endFrameInScreen: CGRect,
    animation: KeyboardAnimation = .default,
    isLocal: Bool? = true,
    isFrameChangedByUserInteraction: Bool? = nil,
    decodingWarnings: [KeyboardEventDecodingError] = []
  ) {
    self.kind = kind
    self.beginFrameInScreen = beginFrameInScreen
    self.endFrameInScreen = endFrameInScreen
    self.animation = animation
    self.isLocal = isLocal
    self.isFrameChangedByUserInteraction = isFrameChangedByUserInteraction
    self.decodingWarnings = decodingWarnings
  }
}

extension KeyboardEvent {
  /// Whether this is a show or a frame change whose end frame has no area (all zero, or a zero
  /// height or width); a hide's end frame may have none and is still a hide.
  ///
  /// None describes a keyboard. On a phone they come while the keyboard stays up and no hide
  /// follows: locking it with a field focused posts shows with zeroed frames
  /// (GetStream/stream-chat-react-native pull request 3803) with zero-height and all-zero frame
  /// changes beside them (facebook/react-native issues 29964 and 29974: frame changes while the
  /// keyboard stays in view), and waking in another orientation reports a height of 0 (rdar
  /// 34912123). On an iPad all-zero frames come while a floating keyboard is dragged and zero
  /// sizes while switching multitasking modes, the keyboard's own frame after them (Flutter's
  /// engine leaves both out: `shouldIgnoreKeyboardNotification`). So none is the "last keyboard"
  /// anything is judged from, and none moves a keyboard that is up (``KeyboardStateMachine``).
  package var hasNoFrame: Bool {
    kind != .willHide && kind != .didHide
      && !(endFrameInScreen.width > 0 && endFrameInScreen.height > 0)
  }
}
