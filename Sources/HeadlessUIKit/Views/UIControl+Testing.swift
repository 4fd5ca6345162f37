import Foundation

extension UIControl {
  /// How many simulated taps reached this control while it was enabled.
  ///
  /// Stand-in only (stands in for UIKit's `sendActions(for: .touchUpInside)`); counted by
  /// `UIWindow._simulateTap(at:)` when no recognizer cancelled the touch.
  package var _receivedTapCount: Int {
    receivedTapCount
  }
}
