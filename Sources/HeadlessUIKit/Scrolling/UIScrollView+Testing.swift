import Foundation

extension UIScrollView {
  /// Calls `handler` after each change of `contentSize`, until the returned token is passed to
  /// `_stopObservingContentSize(_:)`.
  ///
  /// Stand-in only: Foundation's key-value observing (`observe(\.contentSize)`) needs the
  /// Objective-C runtime, which Linux lacks. On a device the glue observes `contentSize` by KVO,
  /// which delivers synchronously after the setter, as this does.
  package func _observeContentSize(_ handler: @escaping @MainActor () -> Void) -> Int {
    nextContentSizeObserver += 1
    contentSizeObservers[nextContentSizeObserver] = handler
    return nextContentSizeObserver
  }

  /// Stops the observation `token` started.
  package func _stopObservingContentSize(_ token: Int) {
    contentSizeObservers[token] = nil
  }

  /// The on-screen content offset at the clock's current time.
  ///
  /// Stand-in only: while an offset animation runs, `contentOffset` is already the final model
  /// value and this is the interpolated one (`_presentationBounds.origin`).
  package var _presentationContentOffset: CGPoint {
    _presentationBounds.origin
  }
}
