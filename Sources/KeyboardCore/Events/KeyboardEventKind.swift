import Foundation

/// Which of UIKit's six keyboard notifications an event came from.
///
/// The raw values are the notification names' string values as UIKit posts them
/// (`NSNotification.Name.rawValue`); they equal the Objective-C symbol names, as runtime
/// dumps show (for example `name = UIKeyboardWillChangeFrameNotification`).
///
/// ```swift
/// let kind = KeyboardEventKind(rawValue: "UIKeyboardWillShowNotification")  // .willShow
/// ```
public enum KeyboardEventKind: String, Sendable, CaseIterable, Codable {
  /// `UIResponder.keyboardWillShowNotification`.
  case willShow = "UIKeyboardWillShowNotification"
  /// `UIResponder.keyboardDidShowNotification`.
  case didShow = "UIKeyboardDidShowNotification"
  /// `UIResponder.keyboardWillHideNotification`.
  case willHide = "UIKeyboardWillHideNotification"
  /// `UIResponder.keyboardDidHideNotification`.
  case didHide = "UIKeyboardDidHideNotification"
  /// `UIResponder.keyboardWillChangeFrameNotification` (iOS 5+).
  case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
  /// `UIResponder.keyboardDidChangeFrameNotification` (iOS 5+).
  case didChangeFrame = "UIKeyboardDidChangeFrameNotification"

  /// Whether the notification is posted before the keyboard moves.
  ///
  /// Only the "will" family is documented to carry animation values (UIWindow.h:
  /// "Animation key/value pairs are only available for the 'will' family of notification").
  public var isWill: Bool {
    switch self {
    case .willShow, .willHide, .willChangeFrame: true
    case .didShow, .didHide, .didChangeFrame: false
    }
  }
}

extension KeyboardEventKind {
  /// The kind whose notification is named `name`, found without the synthesized
  /// `init(rawValue:)`'s string switch, which compares `name` with each name in turn.
  ///
  /// The names' lengths differ in all but two pairs, so a length test rejects almost every
  /// candidate before a string comparison is made.
  static func named(_ name: String) -> KeyboardEventKind? {
    let length = name.utf8.count
    for kind in allCases where kind.rawValue.utf8.count == length && kind.rawValue == name {
      return kind
    }
    return nil
  }
}
