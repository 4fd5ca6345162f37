import Foundation
import HeadlessUIKit

extension UIScrollView {
  /// The vertical offsets the scroll view can rest at, as the simulator models UIKit: from its
  /// adjusted top inset to its content's end above the adjusted bottom inset.
  ///
  /// The simulator's own model, not the library's `ScrollViewGeometry`, so that the checks do not
  /// judge the library by its own arithmetic.
  var restingOffsetRangeY: ClosedRange<CGFloat> {
    let adjusted = adjustedContentInset
    let minY = -adjusted.top
    return minY...max(minY, contentSize.height + adjusted.bottom - bounds.height)
  }

  /// `y` moved into ``restingOffsetRangeY``.
  func clampedOffsetY(_ y: CGFloat) -> CGFloat {
    let range = restingOffsetRangeY
    return min(max(y, range.lowerBound), range.upperBound)
  }

  /// Whether the offset rests within ``restingOffsetRangeY``, to half a point.
  var isOffsetInRestingRange: Bool {
    let range = restingOffsetRangeY
    return contentOffset.y >= range.lowerBound - 0.5 && contentOffset.y <= range.upperBound + 0.5
  }
}
