import Foundation

extension UIBarButtonItem {
  /// Taps the item: runs its primary action's handler if the item is enabled.
  ///
  /// Stand-in only (UIKit performs the action when the user taps the item). Returns whether
  /// a handler ran.
  @discardableResult
  package func _simulateTap() -> Bool {
    guard isEnabled, let action = primaryAction else { return false }
    action.handler(action)
    return true
  }

  /// The system item the item was created with, if any (stand-in only).
  package var _systemItem: UIBarButtonItem.SystemItem? {
    storedSystemItem
  }
}
