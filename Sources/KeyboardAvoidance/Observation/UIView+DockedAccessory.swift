import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// Whether a responder up this view's chain is first responder and supplies an input accessory
  /// view, which UIKit keeps docked at the bottom of the screen with no keyboard: a chat
  /// controller whose composer is its own `inputAccessoryView` (MessageKit 3, Kickstarter's
  /// comments), first responder again once the composer's text view resigns.
  ///
  /// UIKit announces the move from the keyboard back to that accessory alone as a hide whose end
  /// frame is the accessory's (the decompiled UIKitCore of iOS 26.1: the move to the
  /// accessory-only placement posts will-hide; that placement pins the accessory to the screen's
  /// bottom), where iOS 26 also ends some real hides with an accessory's strip that is gone
  /// (hackiftekhar/IQKeyboardManager issue 2124). Which one a hide is, is told here: only a
  /// first responder with an accessory view keeps one on screen (Apple's documentation of
  /// `inputAccessoryView`: shown while its owner is first responder). `isFirstResponder` and
  /// `inputAccessoryView` are public; the walk stops at the window.
  var keepsAccessoryDocked: Bool {
    dockedAccessory != nil
  }

  /// The input accessory view a first responder up this view's chain keeps docked
  /// (``keepsAccessoryDocked``), if any.
  var dockedAccessory: UIView? {
    var responder = next
    while let current = responder, !(current is UIWindow) {
      if current.isFirstResponder { return current.inputAccessoryView }
      responder = current.next
    }
    return nil
  }

  /// Whether a view controller up this view's chain supplies the input accessory view `input`
  /// sits in, or, for no input, ``keepsAccessoryDocked``.
  ///
  /// `input` is the composer's text view, edited in UIKit's keyboard window. Only controllers'
  /// accessories are read on the way: a view's may be made as it is read.
  func suppliesAccessory(holding input: UIView?) -> Bool {
    guard let input else { return keepsAccessoryDocked }
    var responder = next
    while let current = responder, !(current is UIWindow) {
      if current is UIViewController, let accessory = current.inputAccessoryView,
        input.isDescendant(of: accessory)
      {
        return true
      }
      responder = current.next
    }
    return false
  }
}
