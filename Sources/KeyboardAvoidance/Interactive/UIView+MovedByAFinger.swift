import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// Whether a scroll view this view lies in is moved by the user's finger now (touched,
  /// dragged, or decelerating after it), which moves this view with it.
  ///
  /// One walk up to the window; asked only when the view moved with nothing announced.
  var isMovedByAFinger: Bool {
    var ancestor = superview
    while let view = ancestor {
      if let scrollView = view as? UIScrollView,
        scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating
      {
        return true
      }
      ancestor = view.superview
    }
    return false
  }
}
