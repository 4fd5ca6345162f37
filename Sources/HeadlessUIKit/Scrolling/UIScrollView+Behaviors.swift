import Foundation

extension UIScrollView {
  /// How the safe area is folded into `adjustedContentInset`.
  ///
  /// Models UIKit's `UIScrollView.ContentInsetAdjustmentBehavior` (H17 UIScrollView.h:37-42,
  /// iOS 11; Swift name AN17:1782).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0
    case scrollableAxes = 1
    case never = 2
    case always = 3
  }

  /// How dragging the scroll view dismisses the keyboard.
  ///
  /// Models UIKit's `UIScrollView.KeyboardDismissMode` (H17 UIScrollView.h:24-30, iOS 7; the
  /// `…WithAccessory` cases first appear in the iOS 16 SDK; Swift name AN17:1786).
  public enum KeyboardDismissMode: Int, Sendable {
    case none = 0
    case onDrag = 1
    case interactive = 2
    case onDragWithAccessory = 3
    case interactiveWithAccessory = 4
  }
}

/// Constants of the stand-in's scrolling model.
///
/// Stand-in only (not UIKit): UIKit does not document the duration of an animated
/// `setContentOffset(_:animated:)`; the stand-in uses a fixed value on `HeadlessClock`.
package enum HeadlessScrolling {
  /// Duration of `setContentOffset(_:animated:)` and animated `scrollRectToVisible`: 0.3 s.
  package static let animationDuration: TimeInterval = 0.3
}
