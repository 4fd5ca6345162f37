import Foundation
import KeyboardCore

/// One sampled frame of a simulation (120 per second), in screen coordinates.
public struct FrameRecord: Sendable, Codable, Equatable {
  /// Seconds since the scenario started.
  public var time: Double
  /// The keyboard as drawn at this instant; `nil` when it is off screen.
  public var keyboardFrame: CGRect?
  /// The keyboard's mode as the last notification made it.
  public var keyboardMode: KeyboardMode
  /// Whether the keyboard is moving at this instant.
  public var keyboardMoving: Bool
  /// The focused input's bounds, or a text view's caret, as drawn; `nil` without focus.
  public var focusedRect: CGRect?
  /// How many points of `focusedRect` the keyboard covers (0 when it covers none).
  public var occlusion: Double

  /// Creates a record.
  public init(
    time: Double, keyboardFrame: CGRect?, keyboardMode: KeyboardMode, keyboardMoving: Bool,
    focusedRect: CGRect?, occlusion: Double
  ) {
    self.time = time
    self.keyboardFrame = keyboardFrame
    self.keyboardMode = keyboardMode
    self.keyboardMoving = keyboardMoving
    self.focusedRect = focusedRect
    self.occlusion = occlusion
  }
}
