import Foundation

/// What the app could see of the keyboard and the focused input at one display frame.
///
/// Every value is the app's view, not the system's: the keyboard's top comes from a view pinned
/// to the window's `keyboardLayoutGuide` (so a floating keyboard, which the guide does not
/// follow, is `nil`), rectangles and the top are in screen points as drawn (presentation
/// values), the scroll view's inset and offset are its model values.
public struct RecordedFrame: Sendable, Codable, Equatable {
  /// Seconds since the recording started.
  public var time: Double
  /// The keyboard's top in screen points; `nil` when the guide rests at the window's bottom.
  public var keyboardTop: Double?
  /// The focused input's frame, or a text view's caret, in screen points: `[x, y, width, height]`.
  public var input: [Double]?
  /// The screen's main scroll view's `contentInset.bottom`, if it has one.
  public var insetBottom: Double?
  /// The screen's main scroll view's `contentOffset.y`, if it has one.
  public var offsetY: Double?

  /// Creates a frame.
  public init(
    time: Double, keyboardTop: Double?, input: [Double]?, insetBottom: Double?, offsetY: Double?
  ) {
    self.time = time
    self.keyboardTop = keyboardTop
    self.input = input
    self.insetBottom = insetBottom
    self.offsetY = offsetY
  }

  /// How many points of the input the keyboard covers (0 when none, or without either).
  public var occlusion: Double {
    guard let keyboardTop, let input, input.count == 4, input[2] > 0 else { return 0 }
    return max(0, input[1] + input[3] - max(input[1], keyboardTop))
  }

  /// The gap from the input's bottom up to the keyboard's top, when both are there.
  public var gap: Double? {
    guard let keyboardTop, let input, input.count == 4 else { return nil }
    return keyboardTop - (input[1] + input[3])
  }
}
