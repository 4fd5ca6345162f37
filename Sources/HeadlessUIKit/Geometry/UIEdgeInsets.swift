import Foundation

/// The inset distances for the four edges of a rectangle, in points.
///
/// Models UIKit's `UIEdgeInsets` (C struct in UIGeometry.h; Swift spelling from DOC
/// uikit/uiedgeinsets and its `init(top:left:bottom:right:)` / `zero` pages). Positive values
/// move an edge towards the centre of the rectangle, negative values move it outwards.
///
/// ```swift
/// let homeIndicator = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
/// let usable = window.bounds.inset(by: homeIndicator)
/// ```
public struct UIEdgeInsets: Equatable, Sendable {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the left edge.
  public var left: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the right edge.
  public var right: CGFloat

  /// Creates insets with every edge set to zero (C zero-initialisation, as in UIKit).
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Creates insets with the given edges.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets whose four edges are all zero.
  public static let zero: UIEdgeInsets = UIEdgeInsets()
}

extension CGRect {
  /// Returns the rectangle shrunk by `insets` (UIKit's `UIEdgeInsetsInsetRect`).
  ///
  /// The result is in the same coordinate space as the receiver.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom
    )
  }
}
