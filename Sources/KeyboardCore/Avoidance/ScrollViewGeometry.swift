import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the planner needs to know about a scroll view, read from it by the glue.
public struct ScrollViewGeometry: Sendable, Equatable {
  /// The scroll view's bounds converted to **screen** coordinates: the area it shows.
  public var visibleRectInScreen: CGRect
  /// `bounds.size`.
  public var boundsSize: CGSize
  /// `contentSize`.
  public var contentSize: CGSize
  /// `contentOffset` (the bounds origin, in content coordinates).
  public var contentOffset: CGPoint
  /// `contentInset` without the library's share: the app's own inset.
  public var appContentInset: ContentInsets
  /// What the system adds on top of `contentInset` to form `adjustedContentInset`: the safe
  /// area, as `contentInsetAdjustmentBehavior` allows.
  public var systemContentInset: ContentInsets
  /// What the system adds to the vertical indicator's bottom inset (the safe area when
  /// `automaticallyAdjustsScrollIndicatorInsets` is on, iOS 13+; otherwise zero).
  public var systemIndicatorBottomInset: CGFloat
  /// Whether this is a list drawn upside down (an inverted chat) as the screen shows it: the
  /// glue mirrors its offset and insets, and UIKit, which rests content shorter than the view at
  /// its own top, rests it here at the upright picture's end (the bottom of the screen).
  public var isDrawnUpsideDown: Bool = false

  /// Creates the description.
  public init(
    visibleRectInScreen: CGRect,
    boundsSize: CGSize,
    contentSize: CGSize,
    contentOffset: CGPoint,
    appContentInset: ContentInsets = .zero,
    systemContentInset: ContentInsets = .zero,
    systemIndicatorBottomInset: CGFloat = 0
  ) {
    self.visibleRectInScreen = visibleRectInScreen
    self.boundsSize = boundsSize
    self.contentSize = contentSize
    self.contentOffset = contentOffset
    self.appContentInset = appContentInset
    self.systemContentInset = systemContentInset
    self.systemIndicatorBottomInset = systemIndicatorBottomInset
  }

  /// The adjusted content inset with the library adding `addedBottom`.
  public func adjustedInset(addedBottom: CGFloat) -> ContentInsets {
    var inset = appContentInset + systemContentInset
    inset.bottom += addedBottom
    return inset
  }

  /// The content offsets UIKit can rest at, given an adjusted inset.
  ///
  /// From `-top` to `contentHeight + bottom - boundsHeight` (never below the minimum), and
  /// likewise across. Drawn upside down, the vertical range is UIKit's mirrored: it ends at
  /// `contentHeight + bottom - boundsHeight` and starts no later than `-top`, so short content
  /// rests at the end.
  public func validOffsetRange(
    adjustedInset inset: ContentInsets
  ) -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let minX = -inset.left
    let maxX = max(minX, contentSize.width + inset.right - boundsSize.width)
    let end = contentSize.height + inset.bottom - boundsSize.height
    if isDrawnUpsideDown { return (minX...maxX, min(-inset.top, end)...end) }
    let minY = -inset.top
    return (minX...maxX, minY...max(minY, end))
  }

  /// `offset` moved into the valid range for `inset`.
  public func clamped(_ offset: CGPoint, adjustedInset inset: ContentInsets) -> CGPoint {
    let range = validOffsetRange(adjustedInset: inset)
    return CGPoint(
      x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
      y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
  }
}
