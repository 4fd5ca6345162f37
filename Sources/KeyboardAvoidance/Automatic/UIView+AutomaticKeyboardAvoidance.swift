import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// Whether ``AutomaticKeyboardAvoidance`` may act for inputs in this view; `true` by default.
  ///
  /// Set it to `false` on an input to leave that input alone, on a container to leave every
  /// input inside it alone, or on a view controller's `view` to opt the whole screen out:
  ///
  /// ```swift
  /// signatureView.allowsAutomaticKeyboardAvoidance = false
  /// ```
  ///
  /// The automatic mode reads it on the way up from the input that began editing, so it costs
  /// nothing for views that never contain one. Explicit avoiders ignore it.
  public var allowsAutomaticKeyboardAvoidance: Bool {
    get { !layoutGuides.contains { $0 is AutomaticAvoidanceOptOut } }
    set {
      let marker = layoutGuides.first { $0 is AutomaticAvoidanceOptOut }
      if newValue, let marker {
        removeLayoutGuide(marker)
      } else if !newValue, marker == nil {
        addLayoutGuide(AutomaticAvoidanceOptOut())
      }
    }
  }
}

extension UIView {
  /// Whether the automatic mode leaves this view alone: it or an ancestor opted out
  /// (``allowsAutomaticKeyboardAvoidance``), or it sits on a screen whose controller is of one of
  /// `screens`, subclasses and child controllers' screens included (one walk up to the window).
  ///
  /// The automatic mode asks it with ``AutomaticKeyboardAvoidance/ignoredScreens`` for what it
  /// avoids, moves through with Return and reveals, adding
  /// ``AutomaticKeyboardAvoidance/screensWithoutToolbar`` for its toolbar's inputs and
  /// ``AutomaticKeyboardAvoidance/screensWithoutTapToDismiss`` for its tap.
  func isLeftOutOfAutomaticMode(onScreensOf screens: [UIViewController.Type]) -> Bool {
    var current: UIView? = self
    while let view = current, !(view is UIWindow) {
      if !view.allowsAutomaticKeyboardAvoidance { return true }
      if !screens.isEmpty, let controller = view.next as? UIViewController,
        controller.isKind(ofAnyOf: screens)
      {
        return true
      }
      current = view.superview
    }
    return false
  }
}

/// Marks a view opted out of the automatic mode: a layout guide the view retains, so the mark
/// needs no storage of the app's and goes away with the view.
final class AutomaticAvoidanceOptOut: UILayoutGuide {}
