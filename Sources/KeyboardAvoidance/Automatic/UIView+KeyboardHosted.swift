import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// UIKit's text-effects window level, where it hosts input accessory views.
  static let keyboardWindowLevel: CGFloat = 2100

  /// Whether this input is drawn as part of the keyboard: an input accessory view's input (a chat
  /// composer), which UIKit hosts in its own keyboard window, not in the app's.
  ///
  /// UIKit attaches an input accessory view to the top of the keyboard (Apple's documentation of
  /// `inputAccessoryView`), in a window of its own above the app's (`UITextEffectsWindow`, and
  /// `UIRemoteKeyboardWindow` up to iOS 15: devxoul/Toaster pull request 42), and the keyboard's
  /// end frame includes the accessory. So an input in a window at UIKit's text-effects level or
  /// above that lies inside the keyboard's end frame is the keyboard's. Both tests are needed: an
  /// app's own field can lie under the keyboard, in the app's window or in an overlay window of
  /// its own (commonly `.alert`, 2000, or `.statusBar`). The level is
  /// `UIWindowLevelTextEffects`, 2100 (theos/headers `UIKit/UIWindow+Private.h`, a dump of
  /// UIKit's private header: moderate); an app window above it under the keyboard is still
  /// taken for the keyboard's.
  func isPartOfTheKeyboard(endFrameInScreen keyboard: CGRect?) -> Bool {
    guard let window, window.windowLevel.rawValue >= Self.keyboardWindowLevel,
      let keyboard, keyboard.height > 0
    else { return false }
    let rect = convert(bounds, to: window.screen.coordinateSpace)
    return keyboard.insetBy(dx: -0.5, dy: -0.5).contains(rect)
  }
}
