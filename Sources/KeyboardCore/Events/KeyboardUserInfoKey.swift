import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The string keys UIKit uses in a keyboard notification's `userInfo`.
///
/// The values are the raw strings of `UIResponder.keyboard…UserInfoKey` (UIWindow.h, iOS 17 SDK,
/// lines 134–138). Kept as plain `String`s so they are `Sendable` and usable off the main actor,
/// which the SDK's own constants are not before they became `nonisolated`.
public enum KeyboardUserInfoKey {
  /// `UIResponder.keyboardFrameBeginUserInfoKey`: `NSValue` of `CGRect`, screen space.
  public static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  /// `UIResponder.keyboardFrameEndUserInfoKey`: `NSValue` of `CGRect`, screen space.
  public static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
  /// `UIResponder.keyboardAnimationDurationUserInfoKey`: `NSNumber` of `double`, seconds.
  public static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
  /// `UIResponder.keyboardAnimationCurveUserInfoKey`: `NSNumber` of `NSUInteger`.
  public static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
  /// `UIResponder.keyboardIsLocalUserInfoKey` (iOS 9+): `NSNumber` of `BOOL`.
  public static let isLocal = "UIKeyboardIsLocalUserInfoKey"
  /// An undocumented key seen in runtime dumps, set when the user drags or undocks the keyboard.
  public static let frameChangedByUserInteraction = "UIKeyboardFrameChangedByUserInteraction"
}
