import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// The inputs of this container that the automatic mode's Return moves through: those not on
  /// an ignored screen nor opted out.
  var automaticInputs: [UIView] {
    automaticInputsInSubtree(leavingOut: AutomaticKeyboardAvoidance.ignoredScreens)
  }

  /// The inputs of this container that the automatic mode's toolbar moves through and gives
  /// its bar: those not on an ignored screen or a screen without the toolbar, nor opted out.
  var automaticToolbarInputs: [UIView] {
    automaticInputsInSubtree(
      leavingOut: AutomaticKeyboardAvoidance.ignoredScreens
        + AutomaticKeyboardAvoidance.screensWithoutToolbar)
  }

  /// The Return-key navigation the automatic mode keeps on this container, if any.
  @available(iOS 14, macCatalyst 14, *)
  var returnKeyNavigation: ReturnKeyNavigation? {
    layoutGuides.lazy.compactMap { $0 as? LifetimeAttachment }
      .compactMap { $0.owner as? ReturnKeyNavigation }.first
  }

  /// The text fields and text views in this view's subtree the automatic mode moves through:
  /// those not left out (opted out, or on a screen of one of `screens`).
  ///
  /// An ignored child screen's inputs are not stops of its parent's toolbar or Return key.
  func automaticInputsInSubtree(leavingOut screens: [UIViewController.Type]) -> [UIView] {
    textInputsInSubtree().filter { !$0.isLeftOutOfAutomaticMode(onScreensOf: screens) }
  }

  /// The text fields and text views in this view's subtree, in subview order.
  ///
  /// Walks the subtree once per call: the automatic mode asks as an input begins editing, before
  /// each Return it moves on from, and on `replan()`; never per keyboard event.
  func textInputsInSubtree() -> [UIView] {
    var found: [UIView] = []
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      if view is UITextField || view is UITextView {
        found.append(view)
        continue
      }
      pending.append(contentsOf: view.subviews.reversed())
    }
    return found
  }
}

extension UIView {
  /// Whether the automatic mode's tap outside an input leaves a touch on this view, or the input
  /// being edited here, alone: the view or an ancestor opted out, or sits on a screen in
  /// ``AutomaticKeyboardAvoidance/ignoredScreens`` or
  /// ``AutomaticKeyboardAvoidance/screensWithoutTapToDismiss``.
  var isOutOfAppWideTap: Bool {
    isLeftOutOfAutomaticMode(
      onScreensOf: AutomaticKeyboardAvoidance.ignoredScreens
        + AutomaticKeyboardAvoidance.screensWithoutTapToDismiss)
  }

  /// Whether a view controller of one of `types` (or a subclass) owns this view or an ancestor:
  /// one walk up the responder chain, none when `types` is empty.
  func isOnScreen(ofAnyOf types: [UIViewController.Type]) -> Bool {
    guard !types.isEmpty else { return false }
    var responder = next
    while let current = responder, !(current is UIWindow) {
      if let controller = current as? UIViewController, controller.isKind(ofAnyOf: types) {
        return true
      }
      responder = current.next
    }
    return false
  }
}

extension UIViewController {
  /// Whether this controller is of one of `types`, or of a subclass of one.
  func isKind(ofAnyOf types: [UIViewController.Type]) -> Bool {
    types.contains { isKind(of: $0) }
  }
}
