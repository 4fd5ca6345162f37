import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The entry point this package's tests, simulator and benchmark use: a private notification
/// center instead of UIKit's.
extension LiftingKeyboardAvoider {
  /// ``init(view:configuration:)`` listening on another notification center.
  @discardableResult
  package convenience init(
    view: UIView,
    configuration: KeyboardAvoidanceConfiguration = KeyboardAvoidanceConfiguration(),
    center: NotificationCenter
  ) {
    self.init(view: view, configuration: configuration, center: center, origin: .app)
  }
}
