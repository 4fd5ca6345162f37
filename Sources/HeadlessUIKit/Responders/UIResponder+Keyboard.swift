import Foundation

/// The keyboard notification names and `userInfo` keys, re-homed on `UIResponder`.
///
/// Models UIKit's keyboard constants: C globals in H17 UIWindow.h:125-148, imported as members
/// of `UIResponder` by AN17:2534-2545 (names) and AN17:2618-2627 (keys). Raw strings equal the
/// ObjC symbol names (runtime dumps, SO 19482573). Isolation: the iOS 18 SDK marks the names
/// `NS_SWIFT_NONISOLATED` (H18 UIWindow.h); the keys are `nonisolated` in current DOC (first SDK
/// UNVERIFIED). The stand-in marks all of them `nonisolated`. Difference: UIKit imports them as
/// `class let`; Swift source cannot declare a class stored property, so they are `static let`
/// here (identical at the call site, including through subclasses such as `UIWindow`).
///
/// ```swift
/// let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
/// ```
extension UIResponder {
  /// Posted immediately before the keyboard is displayed.
  nonisolated public static let keyboardWillShowNotification: NSNotification.Name =
    .init("UIKeyboardWillShowNotification")
  /// Posted immediately after the keyboard is displayed.
  nonisolated public static let keyboardDidShowNotification: NSNotification.Name =
    .init("UIKeyboardDidShowNotification")
  /// Posted immediately before the keyboard is dismissed.
  nonisolated public static let keyboardWillHideNotification: NSNotification.Name =
    .init("UIKeyboardWillHideNotification")
  /// Posted immediately after the keyboard is dismissed.
  nonisolated public static let keyboardDidHideNotification: NSNotification.Name =
    .init("UIKeyboardDidHideNotification")
  /// Posted immediately before a change in the keyboard's frame.
  nonisolated public static let keyboardWillChangeFrameNotification: NSNotification.Name =
    .init("UIKeyboardWillChangeFrameNotification")
  /// Posted immediately after a change in the keyboard's frame.
  nonisolated public static let keyboardDidChangeFrameNotification: NSNotification.Name =
    .init("UIKeyboardDidChangeFrameNotification")

  /// `NSValue` of `CGRect`: the keyboard frame before the change, in screen coordinates.
  nonisolated public static let keyboardFrameBeginUserInfoKey: String =
    "UIKeyboardFrameBeginUserInfoKey"
  /// `NSValue` of `CGRect`: the keyboard frame after the change, in screen coordinates.
  nonisolated public static let keyboardFrameEndUserInfoKey: String =
    "UIKeyboardFrameEndUserInfoKey"
  /// `NSNumber` of `Double`: the animation duration in seconds.
  nonisolated public static let keyboardAnimationDurationUserInfoKey: String =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// `NSNumber` of `UInt`: the `UIView.AnimationCurve` raw value (observed: 7).
  nonisolated public static let keyboardAnimationCurveUserInfoKey: String =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// `NSNumber` of `Bool`: whether the keyboard belongs to this app.
  nonisolated public static let keyboardIsLocalUserInfoKey: String =
    "UIKeyboardIsLocalUserInfoKey"
}
