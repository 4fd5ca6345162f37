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
/// top converted into the owning view, never below that offscreen top (approximation). Where
/// iOS 26 misplaces the guide, on the simulator's readings, it sits where
/// `KeyboardGuideMisplacement` says. Near/away-edge tracking constraints are not modelled.
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

  /// The keyboard the guide followed when its view left its window, kept after the view
  /// returns until the window's keyboard next changes, on the reading where iOS 26 leaves it
  /// stale (`HeadlessReadings.guideStaleAfterLeavingWindow`); `nil` otherwise.
  var staleKeyboard: (frame: CGRect?, docked: Bool, generation: Int)?

  /// The guide's frame in its owning view's coordinates.
  open override var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    let bounds = view.bounds
    let restingTop = usesBottomSafeArea ? bounds.maxY - view.safeAreaInsets.bottom : bounds.maxY
    var top = restingTop
    if let window = view.window {
      var followed = (frame: window.keyboardFrameInScreen, docked: window.keyboardIsDocked)
      if let stale = staleKeyboard(in: window) {
        followed = (stale.frame, stale.docked)
      } else {
        staleKeyboard = nil
      }
      if let keyboard = followed.frame, followed.docked || followsUndockedKeyboard {
        let inView = view.convert(keyboard, from: window.screen.coordinateSpace)
        top = min(inView.minY, restingTop)
        if let points = window.keyboardGuideMisplacement?.aboveKeyboard {
          top = inView.minY - points
        }
      } else if let points = window.keyboardGuideMisplacement?.parkedAboveWindowBottom {
        let parked = view.convert(CGPoint(x: 0, y: window.bounds.maxY - points), from: window).y
        top = min(parked, restingTop)
      }
    }
    return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
  }

  /// The keyboard the guide keeps instead of `window`'s, while it is stale there: until the
  /// window's keyboard changes after the view came back.
  func staleKeyboard(in window: UIWindow) -> (frame: CGRect?, docked: Bool)? {
    guard let stale = staleKeyboard, stale.generation == window.keyboardFrameGeneration else {
      return nil
    }
    return (stale.frame, stale.docked)
  }

  /// The guide's view leaves `window`: what it followed there is kept, for the reading where
  /// iOS 26 leaves the guide stale (react-native-keyboard-controller issue 1591, iOS 26.5: "if
  /// we leave a screen in native-stack with keyboard opened, then keyboardLayoutGuide is not
  /// animating back when keyboard gets hidden"; one report with a fix on its side: moderate).
  ///
  /// Only a view that leaves with a keyboard up: the report says nothing of a guide that left
  /// at rest, so that one follows the keyboard it comes back to.
  func leftWindow(_ window: UIWindow) {
    guard HeadlessEnvironment.readings.guideStaleAfterLeavingWindow,
      let keyboard = window.keyboardFrameInScreen
    else { return }
    staleKeyboard = (keyboard, window.keyboardIsDocked, -1)
  }

  /// The guide's view joins `window`: on the stale reading, it keeps the keyboard it left with
  /// until this window's keyboard next changes.
  func joinedWindow(_ window: UIWindow) {
    guard let stale = staleKeyboard, stale.generation == -1 else {
      staleKeyboard = nil
      return
    }
    staleKeyboard = (stale.frame, stale.docked, window.keyboardFrameGeneration)
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
