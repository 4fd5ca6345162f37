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
  /// Whether this is a will-show or did-show whose end frame has no area.
  ///
  /// Locking the phone while a field is focused posts a burst of them while the keyboard stays up
  /// (GetStream/stream-chat-react-native pull request 3803). It describes no keyboard, so it is
  /// never the "last keyboard" anything is judged from.
  package var isZeroedShow: Bool {
    (kind == .willShow || kind == .didShow)
      && !(endFrameInScreen.width > 0 && endFrameInScreen.height > 0)
  }
}
