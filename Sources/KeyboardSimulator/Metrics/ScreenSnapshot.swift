import Foundation

/// What the screen showed at one moment, as boxes in screen coordinates, for pictures.
public struct ScreenSnapshot: Sendable, Codable, Equatable {
  /// One drawn element.
  public struct Box: Sendable, Codable, Equatable {
    /// What the box is: `window`, `scrollView`, `field`, `textView`, `bar`, `container`, `caret`.
    public var kind: String
    /// Its frame as drawn, screen coordinates, clipped to its scroll view when inside one.
    public var frame: CGRect
    /// Whether it is the focused input (or its caret).
    public var isFocused: Bool

    /// Creates a box.
    public init(kind: String, frame: CGRect, isFocused: Bool = false) {
      self.kind = kind
      self.frame = frame
      self.isFocused = isFocused
    }
  }

  /// The moment: `before`, `mid-animation`, `settled`, `after hide`, or a step's name.
  public var label: String
  /// Seconds since the scenario started.
  public var time: Double
  /// The screen's size in points.
  public var screenSize: CGSize
  /// The boxes, back to front.
  public var boxes: [Box]
  /// The keyboard as drawn, when on screen.
  public var keyboardFrame: CGRect?

  /// Creates a snapshot.
  public init(
    label: String, time: Double, screenSize: CGSize, boxes: [Box], keyboardFrame: CGRect?
  ) {
    self.label = label
    self.time = time
    self.screenSize = screenSize
    self.boxes = boxes
    self.keyboardFrame = keyboardFrame
  }
}
