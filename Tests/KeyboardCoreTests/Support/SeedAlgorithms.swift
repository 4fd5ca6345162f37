import Foundation

/// The seed articles' algorithms, re-written from their descriptions in Docs/Design/Baselines.md
/// (one section per seed) so each defect can be shown next to the library's answer.
enum SeedAlgorithms {
  /// Seeds 000 and 003: the curve passed as options without the 16-bit shift.
  static func unshiftedOptions(curve: Int) -> UInt { UInt(curve) }

  /// Seed 000: bottom inset = whole keyboard height minus the view's safe-area bottom.
  static func seed000Inset(keyboardHeight: CGFloat, safeAreaBottom: CGFloat) -> CGFloat {
    keyboardHeight - safeAreaBottom
  }

  /// Seeds 000 and 002: the inset on hide.
  static let insetOnHide: CGFloat = 0

  /// Seed 000: the offset that puts the field's bottom at the keyboard's top, unclamped.
  static func seed000Offset(fieldMaxY: CGFloat, visibleHeightAboveKeyboard: CGFloat) -> CGFloat {
    fieldMaxY - visibleHeightAboveKeyboard
  }

  /// Seed 001: constant = screen height - keyboard top (full-screen view assumed).
  static func seed001Lift(screenHeight: CGFloat, keyboardTop: CGFloat) -> CGFloat {
    screenHeight - keyboardTop
  }

  /// Seed 002: inset = keyboard height.
  static func seed002Inset(keyboardHeight: CGFloat) -> CGFloat { keyboardHeight }

  /// Seed 003: bottom inset from screen height minus keyboard top.
  static func seed003Inset(screenHeight: CGFloat, keyboardTop: CGFloat) -> CGFloat {
    screenHeight - keyboardTop
  }

  /// Seed 004: the field's frame converted from its own coordinate space, so its origin is
  /// counted twice for a nested field.
  static func seed004FieldFrameInRoot(fieldFrame: CGRect, containerOrigin: CGPoint) -> CGRect {
    fieldFrame.offsetBy(
      dx: containerOrigin.x + fieldFrame.minX, dy: containerOrigin.y + fieldFrame.minY)
  }

  /// Seed 004: lift = field bottom + keyboard height - screen height (docked, full screen).
  static func seed004Lift(fieldMaxY: CGFloat, keyboardHeight: CGFloat, screenHeight: CGFloat)
    -> CGFloat
  {
    fieldMaxY + keyboardHeight - screenHeight
  }

  /// Seed 004: the offset on hide: back to the top.
  static let seed004OffsetOnHide: CGFloat = 0
}
