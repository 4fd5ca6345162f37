import Foundation

extension UIWindow {
  /// Sets the window's safe-area insets, as the system does for notches and home indicators.
  ///
  /// Stand-in only (not UIKit; UIKit derives them from the device and scene). Every view in the
  /// window recomputes its `safeAreaInsets` and gets `safeAreaInsetsDidChange()` if they changed.
  package func _setSafeAreaInsets(_ insets: UIEdgeInsets) {
    windowSafeAreaInsets = insets
    refreshSafeAreaInsets()
  }

  /// Tells the window where the software keyboard is, in its screen's coordinates.
  ///
  /// Stand-in only (not UIKit; the system owns the keyboard). Drives `keyboardLayoutGuide`;
  /// pass `nil` when the keyboard is offscreen and `docked: false` for an undocked, split or
  /// floating keyboard. Marks every view in the window as needing layout. It posts no
  /// notifications: tests post keyboard notifications themselves.
  package func _setKeyboardFrame(_ frameInScreen: CGRect?, docked: Bool = true) {
    keyboardFrameInScreen = frameInScreen
    keyboardIsDocked = docked
    keyboardFrameGeneration += 1
    markSubtreeNeedsLayout()
  }

  /// Misplaces the window's keyboard layout guides as iOS 26 does after some keyboard moves
  /// (`KeyboardGuideMisplacement`), or puts them back (`nil`), and marks the window for layout.
  ///
  /// Stand-in only (not UIKit). The simulator sets it on the readings where iOS 26 misplaces the
  /// guide, and clears it at the keyboard's next announcement.
  package func _misplaceKeyboardLayoutGuides(_ misplacement: KeyboardGuideMisplacement?) {
    keyboardGuideMisplacement = misplacement
    markSubtreeNeedsLayout()
  }

  /// Where the window's keyboard layout guides are misplaced now, if they are (stand-in only).
  package var _keyboardGuideMisplacement: KeyboardGuideMisplacement? {
    keyboardGuideMisplacement
  }

  /// Lays out, now, only the views of the window that own a keyboard layout guide (with their
  /// subviews), leaving any other view that needs layout for the next pass.
  ///
  /// Stand-in only (not UIKit). UIKitCore 26.1, as decompiled, lays out inside the keyboard's
  /// animation only the views that track its guides (`-[UITextEffectsWindow
  /// layoutViewsForTrackedGuides]`, which calls `layoutFromCoordinatorIfNeeded`; weak: a
  /// decompilation, its callers not traced), where the stand-in's first reading lays out the
  /// whole window there.
  package func _layOutViewsTrackingKeyboardGuides() {
    layOutViewsOwningKeyboardGuides()
  }

  /// Simulates a one-finger tap at `pointInWindow` and returns the hit-tested view.
  ///
  /// Stand-in only (not UIKit). Sequence: `hitTest(_:with:)` finds the deepest view; every
  /// enabled `UITapGestureRecognizer` (one tap required) on that view or its ancestors is asked
  /// `gestureRecognizer(_:shouldReceive:)`; on touch up each receiving recognizer asks
  /// `gestureRecognizerShouldBegin(_:)` of its delegate (and, if it cancels touches, of the hit
  /// view), since UIKit asks when a recognizer attempts to leave `.possible` (DOC
  /// uiview/gesturerecognizershouldbegin(_:)). A recognizer that begins is recognized (its
  /// `state` reads `.ended` until the next tap). Unless a recognized recognizer has
  /// `cancelsTouchesInView == true`, the touch reaches its target: the nearest enabled
  /// `UIControl` counts it in `_receivedTapCount`, and a text field or text view becomes first
  /// responder.
  @discardableResult
  package func _simulateTap(at pointInWindow: CGPoint) -> UIView? {
    TapSimulation.run(in: self, at: pointInWindow)
  }
}

extension UIView {
  /// Lays out each view of the subtree that owns a keyboard layout guide.
  func layOutViewsOwningKeyboardGuides() {
    if storedKeyboardLayoutGuide != nil {
      layoutIfNeeded()
      return
    }
    for subview in storedSubviews { subview.layOutViewsOwningKeyboardGuides() }
  }

  func markSubtreeNeedsLayout() {
    needsLayout = true
    for subview in storedSubviews { subview.markSubtreeNeedsLayout() }
  }
}
