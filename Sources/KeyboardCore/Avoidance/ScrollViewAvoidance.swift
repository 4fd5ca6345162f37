import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Plans how a scroll view makes room for the keyboard and how it gives that room back.
public enum ScrollViewAvoidance {
  /// The gap, in points, kept between a revealed rectangle and the keyboard (and the top edge).
  public static let defaultMargin: CGFloat = 16

  /// Whether a scroll view shows enough of itself, between `visibleTopInScreen` and the
  /// keyboard, for an input of `inputHeight` with `margin` above and below it: where it has, the
  /// scroll view reveals the input itself; where not, a scroll view or a lifted view around it
  /// must make the room.
  ///
  /// - Parameters:
  ///   - visibleRectInScreen: the scroll view's frame on screen.
  ///   - visibleTopInScreen: the highest y that counts as shown (a safe-area top, or none).
  ///   - keyboard: the keyboard's end frame, screen coordinates; an empty one covers nothing.
  ///   - inputHeight: the focused input's height.
  ///   - margin: the gap kept on each side of the input.
  /// - Returns: `true` when the room is there.
  public static func hasRoom(
    visibleRectInScreen: CGRect, visibleTopInScreen: CGFloat = -.infinity,
    keyboardFrameInScreen keyboard: CGRect, inputHeight: CGFloat, margin: CGFloat = defaultMargin
  ) -> Bool {
    let top = max(visibleRectInScreen.minY, visibleTopInScreen)
    let bottom =
      keyboard.height > 0
      ? min(visibleRectInScreen.maxY, keyboard.minY) : visibleRectInScreen.maxY
    return bottom - top >= inputHeight + 2 * margin
  }

  /// Plans insets and scrolling for a keyboard.
  ///
  /// The inset added is the part of the keyboard that overlaps the scroll view's visible area
  /// minus what the system already adds at the bottom (the home-indicator safe area), never the
  /// raw keyboard height. The target offset is the smallest scroll that shows
  /// `revealRectInContent` plus `margin` above the keyboard (on a short screen the margin above
  /// the keyboard is kept first, the one above the rectangle gets what is left; and the area is
  /// the one above the keyboard alone when the app's own bottom inset leaves no room); a rectangle taller
  /// than the visible area shows its top; the offset always lies in the valid range; and when
  /// the rectangle is already visible the user's position is kept.
  ///
  /// - Parameters:
  ///   - geometry: the scroll view as it is now, with the app's own inset.
  ///   - keyboardFrameInScreen: the keyboard's end frame, screen coordinates.
  ///   - mode: the keyboard's mode; only bottom-covering modes add an inset, and only this app's
  ///     keyboard reveals (another app's docked keyboard adds the inset alone).
  ///   - revealRectInContent: the focused input's bounds or a text view's caret, in the scroll
  ///     view's content coordinates, or `nil` when nothing needs revealing.
  ///   - margin: the gap to keep; negative or non-finite values count as zero.
  /// - Returns: the bottom insets to add and the content offset to scroll to (`nil` to stay).
  ///
  /// ```swift
  /// let plan = ScrollViewAvoidance.plan(
  ///   geometry: geometry, keyboardFrameInScreen: event.endFrameInScreen, mode: .docked,
  ///   revealRectInContent: fieldFrameInContent)
  /// ```
  public static func plan(
    geometry: ScrollViewGeometry,
    keyboardFrameInScreen: CGRect,
    mode: KeyboardMode,
    revealRectInContent: CGRect? = nil,
    margin: CGFloat = defaultMargin
  ) -> ScrollViewPlan {
    guard geometry.isFinite, keyboardFrameInScreen.isFiniteRect else { return .none }
    let margin = margin.isFinite ? max(0, margin) : 0
    let overlap = KeyboardOverlap.bottomOverlap(
      keyboardFrameInScreen: keyboardFrameInScreen, mode: mode,
      rectInScreen: geometry.visibleRectInScreen)
    var added = max(0, overlap - geometry.systemContentInset.bottom)
    let addedIndicator = max(0, overlap - geometry.systemIndicatorBottomInset)
    var inset = geometry.adjustedInset(addedBottom: added)
    // A docked keyboard just below the scroll view (an iPad form sheet UIKit moved until it met
    // the keyboard's top) covers none of it, but an input at its bottom would sit closer to the
    // keyboard than the margin: the scroll view's own bottom needs only what is left of it.
    var bottomMargin = margin
    let visible = geometry.visibleRectInScreen
    let below = keyboardFrameInScreen.minY - visible.maxY
    let keyboardIsJustBelow =
      overlap == 0 && mode.coversBottomEdge && mode.isVisible && keyboardFrameInScreen.height > 0
      && keyboardFrameInScreen.minX < visible.maxX && keyboardFrameInScreen.maxX > visible.minX
      && below >= 0 && below < margin
    if keyboardIsJustBelow { bottomMargin = margin - below }

    var target = geometry.contentOffset
    // Another app's keyboard (Split View) gets the inset, so every row can be scrolled into
    // view, but edits none of this app's inputs: nothing is revealed.
    if let rect = revealRectInContent, rect.isFiniteRect, mode.isVisible {
      target.y = revealingOffsetY(
        for: rect, margin: margin, bottomMargin: bottomMargin, inset: inset, geometry: geometry)
      // An input at the very end of the content (the last row of a table) has less than the
      // margin below it: the inset grows by the missing part, so the margin is kept. Measured
      // from where the content's end would put the offset, not from the clamped offset: with
      // less content than the view, the first points of inset only bring that end up to the
      // top, and would be lost.
      let end = geometry.clamped(target, adjustedInset: inset).y
      if overlap > 0 || keyboardIsJustBelow, target.y > end {
        let unclampedEnd =
          geometry.contentSize.height + inset.bottom - geometry.boundsSize.height
        added += min(bottomMargin, target.y - unclampedEnd)
        inset = geometry.adjustedInset(addedBottom: added)
      }
    }
    target = geometry.clamped(target, adjustedInset: inset)
    return ScrollViewPlan(
      addedBottomInset: added,
      addedIndicatorBottomInset: addedIndicator,
      targetContentOffset: target == geometry.contentOffset ? nil : target)
  }

  /// Plans giving the room back without losing the user's scroll position.
  ///
  /// The offset the user had is kept, moved only as far as needed to stay in the valid range
  /// once the library's inset is gone.
  ///
  /// - Parameter geometry: the scroll view as it is now, with `appContentInset` being the app's
  ///   own inset (what ``InsetLedger/restore()`` returns).
  /// - Returns: the offset to move to, or `nil` when the current one stays valid.
  public static func restoredContentOffset(geometry: ScrollViewGeometry) -> CGPoint? {
    guard geometry.isFinite else { return nil }
    let clamped = geometry.clamped(
      geometry.contentOffset, adjustedInset: geometry.adjustedInset(addedBottom: 0))
    return clamped == geometry.contentOffset ? nil : clamped
  }

  /// The offset that shows `rect` with a margin in the area the insets leave (`bottomMargin`
  /// below it, `margin` above).
  ///
  /// The area is first the one above the app's own bottom inset and the keyboard; when the
  /// rectangle does not fit there (an app inset larger than the screen), the one above the
  /// keyboard alone, so the input is never left under the keyboard while the screen has room
  /// for it. Where the margin does not fit on both sides, the one above the keyboard is kept
  /// and the one above the rectangle shrinks; a rectangle taller than the area shows its top,
  /// below a margin of at most half the area.
  private static func revealingOffsetY(
    for rect: CGRect, margin: CGFloat, bottomMargin: CGFloat, inset: ContentInsets,
    geometry: ScrollViewGeometry
  ) -> CGFloat {
    let offsetY = geometry.contentOffset.y
    let height = geometry.boundsSize.height
    var bottom = inset.bottom
    let aboveAppInset = height - inset.top - bottom
    if aboveAppInset <= 0 || rect.height > aboveAppInset {
      bottom -= max(0, geometry.appContentInset.bottom)
    }
    let visibleHeight = height - inset.top - bottom
    guard visibleHeight > 0 else { return offsetY }
    // The gap above the keyboard comes first: it is what keeps the input clear of the keyboard
    // on a short screen (67 points above a landscape iPhone SE's keyboard for a 44-point field
    // leave 16 below it and 7 above, not 11.5 each). The gap above the input gets what is left.
    // Taller than the area: its top shows, below a margin of at most half the area.
    let fits = rect.height <= visibleHeight
    let room = fits ? visibleHeight - rect.height : visibleHeight
    let bottomGap = fits ? min(bottomMargin, room) : 0
    let topGap = fits ? min(margin, room - bottomGap) : min(margin, room / 2)
    let wantedTop = rect.minY - topGap
    let wantedBottom = rect.maxY + bottomGap
    if wantedBottom - wantedTop > visibleHeight || wantedTop < offsetY + inset.top {
      return wantedTop - inset.top
    }
    if wantedBottom > offsetY + height - bottom {
      return wantedBottom - height + bottom
    }
    return offsetY
  }
}

extension ScrollViewGeometry {
  var isFinite: Bool {
    visibleRectInScreen.isFiniteRect && boundsSize.width.isFinite && boundsSize.height.isFinite
      && contentSize.width.isFinite && contentSize.height.isFinite
      && contentOffset.x.isFinite && contentOffset.y.isFinite
      && appContentInset.isFinite && systemContentInset.isFinite
      && systemIndicatorBottomInset.isFinite
  }
}

extension CGRect {
  package var isFiniteRect: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
