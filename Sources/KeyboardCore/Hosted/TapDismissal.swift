import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Whether a touch on a screen should put the keyboard away: a tap (not a scroll or a drag)
/// that lands outside every text input.
///
/// The touch is only read, never consumed, so a control under it (a button, a toggle) still
/// gets it; an input under it keeps the keyboard, so tapping from one field to the next does
/// not dismiss between them.
///
/// ```swift
/// if TapDismissal.dismisses(at: location, movedBy: translation, inputFrames: frames) {
///   dismissKeyboard()
/// }
/// ```
public enum TapDismissal {
  /// How far, in points, a touch may move and still count as a tap.
  ///
  /// Apple documents no movement limit for a tap; this is the default `allowableMovement` of
  /// `UILongPressGestureRecognizer` (10 points), the nearest documented figure.
  public static let tapMovementLimit: CGFloat = 10

  /// Whether a touch that ended at `location` dismisses the keyboard.
  ///
  /// `movedBy` is how far it moved since it began. All rectangles and points share one
  /// coordinate space.
  public static func dismisses(
    at location: CGPoint, movedBy: CGSize = .zero, inputFrames: [CGRect]
  ) -> Bool {
    guard location.x.isFinite, location.y.isFinite, movedBy.width.isFinite,
      movedBy.height.isFinite
    else { return false }
    let distance = (movedBy.width * movedBy.width + movedBy.height * movedBy.height).squareRoot()
    guard distance <= tapMovementLimit else { return false }
    return !inputFrames.contains { $0.isFiniteRect && $0.contains(location) }
  }
}
