import Foundation
import HeadlessUIKit

extension UIView {
  /// Constraints pinning the view's leading and trailing edges to `other`'s, as the real-app
  /// screens pin their full-width parts.
  func sidesPinned(to other: UIView) -> [NSLayoutConstraint] {
    [
      leadingAnchor.constraint(equalTo: other.leadingAnchor),
      trailingAnchor.constraint(equalTo: other.trailingAnchor),
    ]
  }
}
