import Foundation

/// What the screen showed at one moment, as boxes in screen coordinates, for pictures.
package struct ScreenSnapshot: Sendable, Codable, Equatable {
  /// One drawn element.
  package struct Box: Sendable, Codable, Equatable {
    /// What the box is: `window`, `scrollView`, `field`, `textView`, `bar`, `container`, `caret`.
    package var kind: String
    /// Its frame as drawn, screen coordinates, clipped to its scroll view when inside one.
    package var frame: CGRect
    /// Whether it is the focused input (or its caret).
    package var isFocused: Bool

    /// Creates a box.
    package init(kind: String, frame: CGRect, isFocused: Bool = false) {
      self.kind = kind
      self.frame = frame
      self.isFocused = isFocused
    }
  }

  /// The moment: `before`, `mid-animation`, `settled`, `after hide`, or a step's name.
  package var label: String
  /// Seconds since the scenario started.
  package var time: Double
  /// The screen's size in points.
  package var screenSize: CGSize
  /// The boxes, back to front.
  package var boxes: [Box]
  /// The keyboard as drawn, when on screen.
  package var keyboardFrame: CGRect?

  /// Creates a snapshot.
  package init(
    label: String, time: Double, screenSize: CGSize, boxes: [Box], keyboardFrame: CGRect?
  ) {
    self.label = label
    self.time = time
    self.screenSize = screenSize
    self.boxes = boxes
    self.keyboardFrame = keyboardFrame
  }
}
