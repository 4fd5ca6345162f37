import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How much of a rectangle a keyboard hides from below.
public enum KeyboardOverlap {
  /// The height, measured up from the rectangle's bottom edge, that the keyboard covers.
  ///
  /// Both rectangles are in **screen** coordinates. Only keyboards that cover the bottom edge
  /// (``KeyboardMode/coversBottomEdge``) count: a floating or undocked keyboard (this app's or
  /// another app's), one on another screen, or a hidden one covers nothing. The result is the
  /// covered height, not the keyboard's height: a keyboard that ends below the rectangle, or does
  /// not reach it, or misses it sideways (Stage Manager, Slide Over) covers less or nothing.
  ///
  /// ```swift
  /// let covered = KeyboardOverlap.bottomOverlap(
  ///   keyboardFrameInScreen: keyboard, mode: .docked, rectInScreen: scrollViewInScreen)
  /// ```
  public static func bottomOverlap(
    keyboardFrameInScreen keyboard: CGRect, mode: KeyboardMode, rectInScreen rect: CGRect
  ) -> CGFloat {
    guard mode.coversBottomEdge, rect.width > 0, rect.height > 0 else { return 0 }
    let covered = keyboard.intersection(rect)
    guard !covered.isNull, covered.width > 0, covered.height > 0 else { return 0 }
    return max(0, rect.maxY - covered.minY)
  }
}
