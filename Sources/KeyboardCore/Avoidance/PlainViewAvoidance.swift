import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Plans lifting a whole view, for a screen without a scroll view.
public enum PlainViewAvoidance {
  /// The vertical translation (zero or negative: upward) that lifts the focused input just clear
  /// of the keyboard.
  ///
  /// Never more than needed, and never so far that the input's top passes above
  /// `visibleTopInScreen` (the container's safe-area top): a tall input keeps its top visible
  /// rather than being pushed off screen. Undo by translating back to zero.
  ///
  /// - Parameters:
  ///   - input: the focused input's frame, screen coordinates, **without** the
  ///     translation this function returned before (read it with the transform removed).
  ///   - visibleTopInScreen: the highest y the input's top may reach.
  ///   - keyboardFrameInScreen: the keyboard's end frame, screen coordinates.
  ///   - mode: the keyboard's mode.
  ///   - margin: the gap to keep above the keyboard.
  /// - Returns: the vertical translation to apply, zero or negative (upward).
  ///
  /// ```swift
  /// let dy = PlainViewAvoidance.translationY(
  ///   inputFrameInScreen: field, visibleTopInScreen: 59, keyboardFrameInScreen: keyboard,
  ///   mode: .docked)
  /// container.transform = CGAffineTransform(translationX: 0, y: dy)
  /// ```
  public static func translationY(
    inputFrameInScreen input: CGRect,
    visibleTopInScreen: CGFloat,
    keyboardFrameInScreen: CGRect,
    mode: KeyboardMode,
    margin: CGFloat = ScrollViewAvoidance.defaultMargin
  ) -> CGFloat {
    guard input.isFiniteRect, keyboardFrameInScreen.isFiniteRect, visibleTopInScreen.isFinite
    else { return 0 }
    let margin = margin.isFinite ? max(0, margin) : 0
    // Measured against the keyboard's top, not clipped to the input: a keyboard whose top is
    // above the input's top must lift it by the whole distance.
    let sideways =
      keyboardFrameInScreen.minX < input.maxX && keyboardFrameInScreen.maxX > input.minX
    // Another app's keyboard edits none of this app's inputs: nothing to reveal, no lift.
    guard mode.coversBottomEdge, mode.isVisible, sideways, keyboardFrameInScreen.height > 0
    else { return 0 }
    let needed = max(0, input.maxY + margin - keyboardFrameInScreen.minY)
    let allowed = max(0, input.minY - visibleTopInScreen)
    let lift = min(needed, allowed)
    return lift > 0 ? -lift : 0
  }
}
