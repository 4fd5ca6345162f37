import Foundation
import KeyboardCore

/// One sampled frame of a simulation (120 per second), in screen coordinates.
package struct FrameRecord: Sendable, Codable, Equatable {
  /// Seconds since the scenario started.
  package var time: Double
  /// The keyboard as drawn at this instant; `nil` when it is off screen.
  package var keyboardFrame: CGRect?
  /// The keyboard's mode as the last notification made it.
  package var keyboardMode: KeyboardMode
  /// Whether the keyboard is moving at this instant.
  package var keyboardMoving: Bool
  /// The focused input's bounds, or a text view's caret, as drawn; `nil` without focus.
  package var focusedRect: CGRect?
  /// How many points of `focusedRect` the keyboard covers (0 when it covers none).
  package var occlusion: Double

  /// Creates a record.
  package init(
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
