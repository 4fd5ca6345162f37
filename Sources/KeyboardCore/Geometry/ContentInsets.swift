import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Edge insets with the field names of `UIEdgeInsets`, usable without UIKit.
public struct ContentInsets: Sendable, Equatable, Codable {
  /// Inset from the top edge, in points.
  public var top: CGFloat
  /// Inset from the left edge, in points.
  public var left: CGFloat
  /// Inset from the bottom edge, in points.
  public var bottom: CGFloat
  /// Inset from the right edge, in points.
  public var right: CGFloat

  /// No inset on any edge.
  public static let zero = ContentInsets()

  /// Creates insets; every edge defaults to zero.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The edge-wise sum, as UIKit forms `adjustedContentInset` from `contentInset` and the
  /// system's share.
  public static func + (lhs: ContentInsets, rhs: ContentInsets) -> ContentInsets {
    ContentInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left,
      bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }

  /// Whether every edge is a finite number.
  public var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }
}
