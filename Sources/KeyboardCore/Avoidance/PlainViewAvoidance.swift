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

  /// What of a text view a lift must bring clear of the keyboard: the whole view when it fits
  /// between `visibleTopInScreen` and the keyboard with the margin, otherwise its caret.
  ///
  /// A short text view (a feedback box) is shown whole, as a field is; the caret rule is for a
  /// text view taller than that room, where showing the whole view is impossible.
  ///
  /// - Parameters:
  ///   - input: the text view's frame, screen coordinates, without the lift.
  ///   - caret: its caret's rectangle, screen coordinates, without the lift.
  ///   - visibleTopInScreen: the highest y the input's top may reach.
  ///   - keyboard: the keyboard's end frame, screen coordinates.
  ///   - margin: the gap to keep above the keyboard.
  /// - Returns: `input` or `caret`; `caret` when a value is not finite.
  ///
  /// ```swift
  /// let rect = PlainViewAvoidance.revealedRect(
  ///   inputFrameInScreen: box, caretInScreen: caret, visibleTopInScreen: 59,
  ///   keyboardFrameInScreen: keyboard)
  /// ```
  public static func revealedRect(
    inputFrameInScreen input: CGRect,
    caretInScreen caret: CGRect,
    visibleTopInScreen: CGFloat,
    keyboardFrameInScreen keyboard: CGRect,
    margin: CGFloat = ScrollViewAvoidance.defaultMargin
  ) -> CGRect {
    guard input.isFiniteRect, keyboard.isFiniteRect, visibleTopInScreen.isFinite else {
      return caret
    }
    let margin = margin.isFinite ? max(0, margin) : 0
    let room = keyboard.minY - margin - visibleTopInScreen
    return input.height <= room ? input : caret
  }

  /// What a lift must bring clear of the keyboard when the focused input scrolls inside a scroll
  /// view that reveals it itself, so that the keyboard is counted once.
  ///
  /// `nil` when the scroll view already shows, between `visibleTopInScreen` and the keyboard,
  /// room for the input and the margin above and below it: the lift yields and the scroll view
  /// scrolls. Otherwise a strip that tall at the scroll view's visible top, whose lift (by
  /// ``translationY(inputFrameInScreen:visibleTopInScreen:keyboardFrameInScreen:mode:margin:)``)
  /// makes just that room. All frames as laid out, without the lift.
  ///
  /// - Parameters:
  ///   - input: the focused input's frame, screen coordinates.
  ///   - scrollView: the frame of the innermost avoided scroll view holding the input.
  ///   - visibleTopInScreen: the highest y the lifted view's content may reach.
  ///   - keyboard: the keyboard's end frame, screen coordinates.
  ///   - margin: the gap to keep above the keyboard.
  /// - Returns: the rect to lift clear of the keyboard, or `nil` for no lift (the scroll view
  ///   has room, or a frame is not finite).
  public static func liftedRect(
    inputFrameInScreen input: CGRect,
    revealingScrollViewInScreen scrollView: CGRect,
    visibleTopInScreen: CGFloat,
    keyboardFrameInScreen keyboard: CGRect,
    margin: CGFloat = ScrollViewAvoidance.defaultMargin
  ) -> CGRect? {
    guard input.isFiniteRect, scrollView.isFiniteRect, keyboard.isFiniteRect,
      visibleTopInScreen.isFinite
    else { return nil }
    let margin = margin.isFinite ? max(0, margin) : 0
    // The scroll view's own test for room, so that after the lift it finds the room it needs
    // and reveals the input there.
    guard
      !ScrollViewAvoidance.hasRoom(
        visibleRectInScreen: scrollView, visibleTopInScreen: visibleTopInScreen,
        keyboardFrameInScreen: keyboard, inputHeight: input.height, margin: margin)
    else { return nil }
    let top = max(scrollView.minY, visibleTopInScreen)
    return CGRect(x: input.minX, y: top, width: input.width, height: input.height + margin)
  }
}
