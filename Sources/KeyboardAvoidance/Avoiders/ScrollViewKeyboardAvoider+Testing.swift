import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The entry point this package's tests, simulator and benchmark use: a private notification
/// center instead of UIKit's.
extension ScrollViewKeyboardAvoider {
  /// ``init(scrollView:configuration:)`` listening on another notification center.
  @discardableResult
  package convenience init(
    scrollView: UIScrollView,
    configuration: KeyboardAvoidanceConfiguration = KeyboardAvoidanceConfiguration(),
    center: NotificationCenter
  ) {
    self.init(scrollView: scrollView, configuration: configuration, center: center, origin: .app)
  }
}
