import Foundation

/// A layout guide that tracks something moving on screen.
///
/// Models UIKit's `UITrackingLayoutGuide` (H17 UITrackingLayoutGuide.h:18, iOS 15), the
/// superclass of `UIKeyboardLayoutGuide`; its edge-tracking constraint API is not modelled.
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}
