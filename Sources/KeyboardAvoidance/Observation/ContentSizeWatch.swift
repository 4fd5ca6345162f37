import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Calls back when a scroll view's content size changes, with no keyboard or focus event: rows
/// that grow while the keyboard is up (self-sizing cells, a late image).
///
/// On a device it observes `contentSize` by key-value observing. UIKit documents its classes as
/// generally not KVO-compliant, so this rests on practice, not on a promise: public projects
/// observe a scroll view's `contentSize` this way in production (material-components-ios pull
/// request 9726, "Similar to observing the contentSize property"). Where the observation never
/// fires, the next keyboard, focus or text event still re-plans. Here the stand-in's hook stands
/// in for KVO. One callback per change; the owner decides with one comparison.
@MainActor
final class ContentSizeWatch {
  #if canImport(UIKit)
    private var observation: NSKeyValueObservation?
  #else
    private weak var scrollView: UIScrollView?
    private var token: Int?
  #endif

  init(_ scrollView: UIScrollView, onChange: @escaping @MainActor @Sendable () -> Void) {
    #if canImport(UIKit)
      observation = scrollView.observe(\.contentSize, options: [.new]) { _, _ in
        MainThreadDelivery.run(onChange)
      }
    #else
      self.scrollView = scrollView
      token = scrollView._observeContentSize(onChange)
    #endif
  }

  func stop() {
    #if canImport(UIKit)
      observation?.invalidate()
      observation = nil
    #else
      if let token { scrollView?._stopObservingContentSize(token) }
      token = nil
    #endif
  }
}
