import Foundation

/// A layout guide that follows the docked keyboard.
///
/// Models UIKit's `UIKeyboardLayoutGuide` (H17 UIKeyboardLayoutGuide.h:14-34, iOS 15;
/// `usesBottomSafeArea` iOS 17). `layoutFrame` is in the owning view's coordinates and spans the
/// full width of the owning view's bounds, from its top edge to the view's bottom. The keyboard
/// comes from the stand-in hook `UIWindow._setKeyboardFrame(_:docked:)` (screen coordinates).
/// When the keyboard is offscreen — or undocked while `followsUndockedKeyboard` is `false` —
/// the top is the safe-area bottom (`usesBottomSafeArea`, default) or the view's bottom, as the
/// 15.0 header says ("keyboardLayoutGuide.topAnchor matches the view's
/// safeAreaLayoutGuide.bottomAnchor", H15.0 UIView.h:284). Otherwise the top is the keyboard's
/// top converted into the owning view, never below that offscreen top (approximation).
/// Near/away-edge tracking constraints are not modelled.
///
/// ```swift
/// bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
/// ```
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide also follows undocked and floating keyboards.
  ///
  /// Default `false`.
  open var followsUndockedKeyboard: Bool = false

  /// Whether the offscreen guide sits on the safe-area bottom (`true`) or the view's bottom.
  open var usesBottomSafeArea: Bool = true

  /// The guide's frame in its owning view's coordinates.
  open override var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    let bounds = view.bounds
    let restingTop = usesBottomSafeArea ? bounds.maxY - view.safeAreaInsets.bottom : bounds.maxY
    var top = restingTop
    if let window = view.window, let keyboard = window.keyboardFrameInScreen,
      window.keyboardIsDocked || followsUndockedKeyboard
    {
      let inView = view.convert(keyboard, from: window.screen.coordinateSpace)
      top = min(inView.minY, restingTop)
    }
    return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
  }
}

extension UIView {
  /// A guide that follows the docked keyboard (iOS 15).
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = storedKeyboardLayoutGuide { return guide }
    let guide = UIKeyboardLayoutGuide(kind: .keyboard, owningView: self)
    storedKeyboardLayoutGuide = guide
    return guide
  }
}
