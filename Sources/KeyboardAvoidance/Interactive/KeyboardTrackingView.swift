import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A hidden, zero-width view stretched from the keyboard layout guide's top to its host's
/// bottom, so that Auto Layout resizes it whenever the keyboard moves.
///
/// UIKit calls `layoutSubviews()` when a view's size changes; that call is how the library hears
/// about keyboard positions that no notification announces (interactive dismissal), with no
/// private views, no key-value observation of UIKit internals and no swizzling. When its tracker
/// is gone it takes itself out of the hierarchy at the next layout.
final class KeyboardTrackingView: UIView {
  weak var tracker: InteractiveKeyboardTracker?

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let tracker else {
      removeFromSuperview()
      return
    }
    tracker.trackingViewDidLayout(self)
  }

  /// In a window again (a tab shown again, a screen popped back to): UIKit announces nothing of
  /// the keyboard for it, which may have come or gone meanwhile.
  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { tracker?.trackingViewDidMoveToWindow() }
  }

  /// The host's safe area moved over the keyboard's region, which UIKit announces to no one
  /// else: iOS 26's tab bar minimizing, a toolbar shown or hidden with the keyboard up.
  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    tracker?.trackingViewSafeAreaDidChange()
  }
}
