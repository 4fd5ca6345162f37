import Foundation

/// A discrete recognizer for taps.
///
/// Models UIKit's `UITapGestureRecognizer` (H17 UITapGestureRecognizer.h:22-23;
/// `numberOfTapsRequired` DOC, default 1). Simulated taps are single taps, so recognizers that
/// require more than one tap never recognize them.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The number of taps needed to recognize.
  ///
  /// Default `1`.
  open var numberOfTapsRequired: Int = 1
}
