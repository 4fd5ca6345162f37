import Foundation

/// A vertical layout anchor (top, bottom).
///
/// Models UIKit's `NSLayoutYAxisAnchor` (DOC uikit/nslayoutyaxisanchor, iOS 9).
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
