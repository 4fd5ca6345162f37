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

  /// Puts the user's finger on this scroll view, dragging it, or lifts it.
  ///
  /// Stand-in only: in UIKit the touch system sets `isTracking` and `isDragging`. A keyboard
  /// dragged down with `keyboardDismissMode` `.interactive` is dragged through such a scroll view
  /// (UIScrollView.h: "the keyboard follows the dragging touch off screen").
  package func _setUserDragging(_ dragging: Bool) {
    userDragging = dragging
  }

  /// The on-screen content offset at the clock's current time.
  ///
  /// Stand-in only: while an offset animation runs, `contentOffset` is already the final model
  /// value and this is the interpolated one (`_presentationBounds.origin`).
  package var _presentationContentOffset: CGPoint {
    _presentationBounds.origin
  }

  /// Whether the offset was last moved by the scroll view's own animated scroll (a tapped
  /// field's scroll to itself, a spring back), not written through `contentOffset` since.
  ///
  /// Stand-in only: the simulator tells UIKit's own motion from the library's writes with it.
  package var _offsetLeftByOwnScroll: Bool { offsetLeftByOwnScroll }
}

extension UIScrollView {
  /// The bottom inset UIKit's own keyboard adjustment adds for a view that avoids the keyboard
  /// itself (a table controller's table, a web view's scroll view), part of
  /// `adjustedContentInset`.
  ///
  /// Stand-in only (not UIKit): the simulator's checks count what UIKit adds apart from what the
  /// app or a library writes into `contentInset`.
  package var _keyboardSystemInset: CGFloat { keyboardSystemInset }
}
