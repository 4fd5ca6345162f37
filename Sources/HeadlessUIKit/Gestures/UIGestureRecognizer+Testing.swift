import Foundation

extension UIGestureRecognizer {
  /// How many simulated taps this recognizer recognized.
  ///
  /// Stand-in only: replaces the action message UIKit would send to the recognizer's targets.
  package var _recognizedCount: Int {
    recognizedCount
  }
}
