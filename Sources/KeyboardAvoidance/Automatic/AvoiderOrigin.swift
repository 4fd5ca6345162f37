import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Who attached an avoider: the app, or the automatic mode for an input that began editing.
enum AvoiderOrigin {
  /// The app created it; the input being edited, if any, is looked up once in the window.
  case app
  /// ``AutomaticKeyboardAvoidance`` created it for `focusedInput`, which began editing (the
  /// keyboard, which may already be up, is the one ``KeyboardRecord`` last saw); `nil` for room
  /// made under another app's keyboard, with nothing of this app edited.
  case automatic(focusedInput: UIView?)
}
