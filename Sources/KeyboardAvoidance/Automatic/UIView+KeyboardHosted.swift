import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// Whether this input is drawn as part of the keyboard: an input accessory view's input (a chat
  /// composer), which UIKit hosts in its own keyboard window, not in the app's.
  ///
  /// UIKit attaches an input accessory view to the top of the keyboard (Apple's documentation of
  /// `inputAccessoryView`), in a window of its own above the app's (`UITextEffectsWindow`, and
  /// `UIRemoteKeyboardWindow` up to iOS 15: devxoul/Toaster pull request 42), and the keyboard's
  /// end frame includes the accessory. So an input in a window above `.normal` that lies inside
  /// the keyboard's end frame is the keyboard's. Both tests are needed: an app's own field can
  /// lie under the keyboard, but in the app's window, at `.normal`. That UIKit's keyboard window
  /// is above `.normal` rests on weak evidence (a public project's comment gives level 10).
  func isPartOfTheKeyboard(endFrameInScreen keyboard: CGRect?) -> Bool {
    guard let window, window.windowLevel.rawValue > UIWindow.Level.normal.rawValue,
      let keyboard, keyboard.height > 0
    else { return false }
    let rect = convert(bounds, to: window.screen.coordinateSpace)
    return keyboard.insetBy(dx: -0.5, dy: -0.5).contains(rect)
  }
}
