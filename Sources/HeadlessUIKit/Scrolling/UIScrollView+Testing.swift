import Foundation

extension UIScrollView {
  /// The on-screen content offset at the clock's current time.
  ///
  /// Stand-in only: while an offset animation runs, `contentOffset` is already the final model
  /// value and this is the interpolated one (`_presentationBounds.origin`).
  package var _presentationContentOffset: CGPoint {
    _presentationBounds.origin
  }
}
