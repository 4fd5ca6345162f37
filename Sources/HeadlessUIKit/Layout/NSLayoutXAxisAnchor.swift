import Foundation

/// A horizontal layout anchor (leading, trailing).
///
/// Models UIKit's `NSLayoutXAxisAnchor` (DOC uikit/nslayoutxaxisanchor, iOS 9). The stand-in lays
/// views out left to right only: leading is left and trailing is right.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
