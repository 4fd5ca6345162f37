import Foundation

/// How a view's content flips between left-to-right and right-to-left layouts.
///
/// Models UIKit's `UISemanticContentAttribute` (H17 UIView.h:122-128, iOS 9; `NS_ENUM`, so the
/// raw values are the C values 0…4).
///
/// ```swift
/// view.semanticContentAttribute = .forceRightToLeft
/// ```
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}
