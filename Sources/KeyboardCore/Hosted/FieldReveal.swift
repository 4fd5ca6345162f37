import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How far a scroll container whose offset cannot be set (SwiftUI's `ScrollView`, `List` and
/// `Form`) must move to show a focused field above the keyboard, as the anchor
/// `ScrollViewProxy.scrollTo(_:anchor:)` takes.
///
/// A field is moved only when it is covered or closer to the keyboard than the margin, or cut
/// off at the visible top; a field that is already clear is never moved. A field too tall for
/// the visible part shows its top.
///
/// `scrollTo(_:anchor:)` aligns the same unit point of the field and of the scroll view
/// (Apple's documentation: "aligning the view's anchor point with the scroll view's"): a field
/// of height `h` placed with anchor `y` in a viewport of height `H` has its top at
/// `y * (H - h)`, which gives the anchor for any top wanted.
///
/// ```swift
/// if let reveal = FieldReveal(
///   fieldFrame: fieldInViewport, viewportSize: scrollViewSize, bottomOverlap: covered, margin: 16)
/// {
///   proxy.scrollTo(id, anchor: UnitPoint(x: 0.5, y: reveal.anchorY))
/// }
/// ```
public struct FieldReveal: Sendable, Equatable {
  /// How far the content must move, in points: positive moves it up (the field was low).
  public var shift: CGFloat
  /// Where the field's top must end, in the viewport's coordinates.
  public var targetTop: CGFloat
  /// The unit-point `y` to scroll the field to, in `0...1`.
  public var anchorY: Double

  /// The reveal a field needs, or `nil` when it is clear (or there is nothing to show it in).
  ///
  /// - Parameters:
  ///   - fieldFrame: the field's frame in the viewport's coordinates (the scroll view's frame,
  ///     origin at its top-left corner).
  ///   - viewportSize: the scroll view's size.
  ///   - bottomOverlap: what the keyboard covers of the viewport, up from its bottom edge
  ///     (``KeyboardInView/bottomOverlap``); zero when the layout already keeps the viewport
  ///     above it.
  ///   - topInset: what is hidden at the viewport's top (a bar over the content).
  ///   - margin: the gap to keep between the field and the keyboard; negative counts as zero.
  public init?(
    fieldFrame: CGRect, viewportSize: CGSize, bottomOverlap: CGFloat, topInset: CGFloat = 0,
    margin: CGFloat
  ) {
    guard fieldFrame.isFiniteRect, viewportSize.width.isFinite, viewportSize.height.isFinite,
      viewportSize.height > 0, fieldFrame.height >= 0
    else { return nil }
    let margin = margin.isFinite ? max(0, margin) : 0
    let visibleTop = topInset.isFinite ? max(0, topInset) : 0
    let overlap = bottomOverlap.isFinite ? max(0, bottomOverlap) : 0
    let visibleBottom = viewportSize.height - overlap
    guard visibleBottom > visibleTop else { return nil }
    let lowest = visibleBottom - margin - fieldFrame.height
    let target: CGFloat
    if fieldFrame.height + margin > visibleBottom - visibleTop {
      // Too tall to show whole with its margin: its top, where typing starts.
      guard abs(fieldFrame.minY - visibleTop) > 0.5 else { return nil }
      target = visibleTop
    } else if fieldFrame.minY > lowest + 0.5 {
      target = lowest
    } else if fieldFrame.minY < visibleTop - 0.5 {
      target = visibleTop
    } else {
      return nil
    }
    shift = fieldFrame.minY - target
    targetTop = target
    let travel = viewportSize.height - fieldFrame.height
    anchorY = travel > 0 ? Double(min(max(target / travel, 0), 1)) : 0
  }
}
