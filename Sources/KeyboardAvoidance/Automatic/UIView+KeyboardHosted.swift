import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIWindow {
  /// The run-time class names of UIKit's keyboard window: `UITextEffectsWindow`, and
  /// `UIRemoteKeyboardWindow`, its subclass that drew the keyboard itself up to iOS 15.
  static let keyboardWindowClassNames: Set<String> = [
    "UITextEffectsWindow", "UIRemoteKeyboardWindow",
  ]

  /// Whether this is UIKit's own keyboard window, where it hosts input accessory views (a chat
  /// composer), the keyboard and the edit menu: not one of the app's windows.
  ///
  /// Told by class, not by level. From iOS 13 to 26 the keyboard and its accessories share one
  /// `UITextEffectsWindow` at level 10, lowered to 1 while the keyboard is up (Tencent/QMUI_iOS
  /// issue 659, measured; google/EarlGrey commit 08b446a9 for iOS 17; the decompiled UIKitCore of
  /// iOS 26.1 creates it at 10: strong), levels an app may give a window of its own. What has held
  /// all along is the class (UIKit's own, never the app's), which keyboard and overlay projects
  /// test by name for the same reason (QMUI_iOS, LGAlertView). Reading a class's name calls no
  /// private API. The walk up the superclasses covers a subclass UIKit may add; a key-value
  /// observer's subclass (`NSKVONotifying_…`) keeps its class as superclass, so it is covered too.
  var isKeyboardWindow: Bool {
    // `_getSuperclass` is the standard library's, on every platform: ObjectiveC's
    // `class_getSuperclass` does not exist off Apple's.
    var type: AnyClass? = Swift.type(of: self)
    while let current = type, current != UIWindow.self {
      if Self.keyboardWindowClassNames.contains(String(describing: current)) { return true }
      type = _getSuperclass(current)
    }
    return false
  }
}

extension UIView {
  /// Whether this input is drawn as part of the keyboard: an input accessory view's input (a chat
  /// composer), which UIKit hosts in its own keyboard window, not in the app's.
  ///
  /// UIKit attaches an input accessory view to the top of the keyboard (Apple's documentation of
  /// `inputAccessoryView`) in its keyboard window (``UIWindow/isKeyboardWindow``). That window is
  /// enough: where the keyboard's end frame is does not matter, since on iOS 26 it may leave the
  /// accessory out (badoo/Chatto pull request 797, 2026: moderate). An app's own field in an
  /// overlay window of its own (commonly `.alert`, or any level) is the app's, wherever it lies.
  var isPartOfTheKeyboard: Bool {
    window?.isKeyboardWindow ?? false
  }
}
