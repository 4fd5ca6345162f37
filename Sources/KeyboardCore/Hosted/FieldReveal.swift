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
  /// The unit-point `y` to scroll the field to, in `0...1`: the one that puts the field's top
  /// at ``targetTop``, or, where none does (a field taller than the viewport, asked to start
  /// below the viewport's top), the nearest, which shows the part a little higher.
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
    guard
      let visible = Self.visibleSpan(
        viewportSize: viewportSize, bottomOverlap: bottomOverlap, topInset: topInset),
      fieldFrame.isFiniteRect, fieldFrame.height >= 0,
      let target = Self.targetTop(of: fieldFrame, visible: visible, margin: margin)
    else { return nil }
    self.init(
      shift: fieldFrame.minY - target, fieldTop: target, fieldHeight: fieldFrame.height,
      viewportHeight: viewportSize.height)
  }

  /// The reveal a part of a field needs (a text view's caret, in a text view taller than what
  /// shows), or `nil` when that part is clear.
  ///
  /// The part, not the field, is held to the rule above: it ends the margin above the keyboard
  /// when covered or closer, comes down to the visible top when cut off there, and is left alone
  /// when clear. The field moves with it, so ``anchorY`` is the anchor that puts the field's top
  /// where the part's move takes it; for a field taller than the viewport that top is above the
  /// viewport's, which `scrollTo(_:anchor:)` reaches with an anchor in `0...1` too (the field's
  /// top lands at `anchorY × (viewport height − field height)`, a negative number).
  ///
  /// - Parameters:
  ///   - fieldFrame: the field's frame in the viewport's coordinates.
  ///   - part: the part to show, in the same coordinates (the caret, converted from the text
  ///     view's own).
  ///   - viewportSize: the scroll view's size.
  ///   - bottomOverlap: what the keyboard covers of the viewport, up from its bottom edge.
  ///   - topInset: what is hidden at the viewport's top.
  ///   - margin: the gap to keep between the part and the keyboard; negative counts as zero.
  public init?(
    fieldFrame: CGRect, revealing part: CGRect, viewportSize: CGSize, bottomOverlap: CGFloat,
    topInset: CGFloat = 0, margin: CGFloat
  ) {
    guard
      let visible = Self.visibleSpan(
        viewportSize: viewportSize, bottomOverlap: bottomOverlap, topInset: topInset),
      fieldFrame.isFiniteRect, fieldFrame.height >= 0, part.isFiniteRect, part.height >= 0,
      let target = Self.targetTop(of: part, visible: visible, margin: margin)
    else { return nil }
    let shift = part.minY - target
    self.init(
      shift: shift, fieldTop: fieldFrame.minY - shift, fieldHeight: fieldFrame.height,
      viewportHeight: viewportSize.height)
  }

  private init(shift: CGFloat, fieldTop: CGFloat, fieldHeight: CGFloat, viewportHeight: CGFloat) {
    self.shift = shift
    targetTop = fieldTop
    // scrollTo(_:anchor:) puts the field's top at anchorY × (viewport height − field height).
    let travel = viewportHeight - fieldHeight
    anchorY = travel != 0 ? Double(min(max(fieldTop / travel, 0), 1)) : 0
  }

  /// The visible span of the viewport, top to bottom, or `nil` when nothing shows.
  private static func visibleSpan(
    viewportSize: CGSize, bottomOverlap: CGFloat, topInset: CGFloat
  ) -> ClosedRange<CGFloat>? {
    guard viewportSize.width.isFinite, viewportSize.height.isFinite, viewportSize.height > 0
    else { return nil }
    let visibleTop = topInset.isFinite ? max(0, topInset) : 0
    let overlap = bottomOverlap.isFinite ? max(0, bottomOverlap) : 0
    let visibleBottom = viewportSize.height - overlap
    guard visibleBottom > visibleTop else { return nil }
    return visibleTop...visibleBottom
  }

  /// Where `rect`'s top must end for it to show with its margin, or `nil` when it is clear.
  private static func targetTop(
    of rect: CGRect, visible: ClosedRange<CGFloat>, margin: CGFloat
  ) -> CGFloat? {
    let margin = margin.isFinite ? max(0, margin) : 0
    let lowest = visible.upperBound - margin - rect.height
    if rect.height + margin > visible.upperBound - visible.lowerBound {
      // Too tall to show whole with its margin: its top, where typing starts.
      return abs(rect.minY - visible.lowerBound) > 0.5 ? visible.lowerBound : nil
    } else if rect.minY > lowest + 0.5 {
      return lowest
    } else if rect.minY < visible.lowerBound - 0.5 {
      return visible.lowerBound
    }
    return nil
  }
}
