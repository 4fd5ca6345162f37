import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// The input accessory view a first responder up this view's chain supplies, which UIKit keeps
  /// docked at the bottom of the screen with no keyboard, if any: a chat
  /// controller whose composer is its own `inputAccessoryView` (MessageKit 3, Kickstarter's
  /// comments), first responder again once the composer's text view resigns.
  ///
  /// UIKit announces the move from the keyboard back to that accessory alone as a hide whose end
  /// frame is the accessory's (the decompiled UIKitCore of iOS 26.1: the move to the
  /// accessory-only placement posts will-hide; that placement pins the accessory to the screen's
  /// bottom), where iOS 26 also ends some real hides with an accessory's strip that is gone
  /// (hackiftekhar/IQKeyboardManager issue 2124). Only a first responder with an accessory view
  /// keeps one on screen (Apple's documentation of `inputAccessoryView`: shown while its owner
  /// is first responder), and ``dockedAccessoryHeight(matching:)`` tells which height such a
  /// hide must have. `isFirstResponder` and `inputAccessoryView` are public; the walk stops at
  /// the window.
  var dockedAccessory: UIView? {
    var responder = next
    while let current = responder, !(current is UIWindow) {
      if current.isFirstResponder { return current.inputAccessoryView }
      responder = current.next
    }
    return nil
  }

  /// The height a hide's end frame of `frameHeight` has as the docked accessory's
  /// (``dockedAccessory``), within a point: the accessory's height now, or that height with the
  /// window's bottom safe area below it; `nil` when it has neither.
  ///
  /// Docked over the home indicator, an accessory that respects its safe area
  /// (InputBarAccessoryView) grows by that inset, and may be laid out at its docked height only
  /// after the will-hide is handled: both heights are the accessory's.
  func dockedAccessoryHeight(after event: KeyboardEvent) -> CGFloat? {
    guard event.kind == .willHide || event.kind == .didHide else { return nil }
    return dockedAccessoryHeight(matching: event.endFrameInScreen.height)
  }

  /// The height a hide's end frame of `frameHeight` has as the docked accessory's, if it is.
  func dockedAccessoryHeight(matching frameHeight: CGFloat) -> CGFloat? {
    guard let accessory = dockedAccessory else { return nil }
    let height = accessory.bounds.height
    let safeBottom = window?.safeAreaInsets.bottom ?? 0
    return [height, height + safeBottom].first { abs($0 - frameHeight) <= 1 }
  }

  /// Whether a view controller up this view's chain supplies the input accessory view `input`
  /// sits in, or, for no input, is first responder and keeps its accessory docked.
  ///
  /// `input` is the composer's text view, edited in UIKit's keyboard window. Only controllers'
  /// accessories are read on the way: a view's may be made as it is read, and a view that is
  /// first responder (a custom `UIKeyInput`) is an input of its own, not a docking controller.
  func suppliesAccessory(holding input: UIView?) -> Bool {
    var responder = next
    while let current = responder, !(current is UIWindow) {
      if let input {
        if current is UIViewController, let accessory = current.inputAccessoryView,
          input.isDescendant(of: accessory)
        {
          return true
        }
      } else if current.isFirstResponder {
        return current is UIViewController && current.inputAccessoryView != nil
      }
      responder = current.next
    }
    return false
  }
}
