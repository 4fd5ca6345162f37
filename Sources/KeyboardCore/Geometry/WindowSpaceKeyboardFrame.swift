import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Recognises a keyboard frame reported in the window's coordinates instead of the screen's.
///
/// On iPadOS 26, with a `UITextView` that has an input accessory view, will-show and will-hide
/// were reported with the end frame in the view's coordinates, not the screen's "as it did in
/// iPadOS 18" (FB18129544, chockenberry/KeyboardAvoider's README and sample app: moderate; no
/// numbers published, not known to be fixed). In a full-screen window the two spaces agree; in a
/// window placed elsewhere on the screen (iPadOS 26's resizable windows, Stage Manager) the frame
/// is off by the window's origin, and converted from the screen it lands beside the real keyboard.
///
/// What gives such a frame away: a docked keyboard as wide as the screen sits at the screen's left
/// edge, and one as wide as a Slide Over window at that window's left edge (Flutter engine,
/// `calculateMultitaskingAdjustment`); either reaches the bottom edge it docks to: it ends there,
/// runs past it (a hardware keyboard's bar) or lies below it once gone. A frame of either width
/// that sits that way only once moved by the window's origin is taken to be in the window's
/// space and moved. Everything else is left as reported: a
/// frame already where a keyboard can be (so, in a window moved only down, one that runs past the
/// screen's bottom either way), and every frame while the window sits at the screen's origin.
///
/// ```swift
/// let frame = WindowSpaceKeyboardFrame.screenFrame(
///   reported: event.endFrameInScreen, windowFrameInScreen: window, screenBounds: screen)
/// ```
public enum WindowSpaceKeyboardFrame {
  /// Points of slack for frames that went through floating-point conversions.
  static let tolerance: CGFloat = 0.5

  /// `reported` in screen coordinates: moved by the window's origin when it has the shape of a
  /// screen-wide keyboard reported in the window's space, as it is otherwise.
  public static func screenFrame(
    reported: CGRect, windowFrameInScreen window: CGRect, screenBounds screen: CGRect
  ) -> CGRect {
    let origin = window.origin
    guard origin != .zero, reported.height > 0, reported.minX.isFinite, reported.minY.isFinite,
      origin.x.isFinite, origin.y.isFinite,
      !isKeyboardPosition(reported, screen: screen, window: window)
    else { return reported }
    let moved = reported.offsetBy(dx: origin.x, dy: origin.y)
    return isKeyboardPosition(moved, screen: screen, window: window) ? moved : reported
  }

  /// Whether `frame` sits where a docked keyboard can, or one that is leaving: across the screen
  /// at its bottom, or across the window at the window's bottom.
  static func isKeyboardPosition(_ frame: CGRect, screen: CGRect, window: CGRect) -> Bool {
    // Only a window narrower than the screen has a keyboard of its own width.
    spans(frame, across: screen)
      || (window.width < screen.width - tolerance && spans(frame, across: window))
  }

  /// Whether `frame` is exactly as wide as `area`, at its left edge, reaching its bottom edge: it
  /// ends there (docked), runs past it (a hardware keyboard's bar) or lies below it (gone).
  static func spans(_ frame: CGRect, across area: CGRect) -> Bool {
    abs(frame.minX - area.minX) <= tolerance && abs(frame.width - area.width) <= tolerance
      && frame.maxY >= area.maxY - tolerance
  }
}
