import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ScrollViewGeometry {
  /// The geometry once the scroll view's bottom edge has moved up to `bottomInScreen`.
  ///
  /// For a scroll view whose bottom is pinned to the keyboard layout guide: UIKit lays it out
  /// above the keyboard only in the layout pass after the notification (WWDC21 session 10259),
  /// so a plan made from the frame at notification time would add the keyboard's overlap as an
  /// inset to a view that will not be under the keyboard at all, counting it twice. The visible
  /// area and the bounds end at `bottomInScreen`; the system's bottom inset (the home-indicator
  /// safe area) shrinks by as much as the view does, since the view leaves the unsafe strip. A
  /// `bottomInScreen` below the current bottom changes nothing. A list drawn upside down keeps
  /// its drawn bottom's content in place, so its upright offset grows by the shrink.
  ///
  /// - Parameter bottomInScreen: where the bottom edge will be, screen coordinates.
  /// - Returns: the geometry the planner should see.
  public func endingAt(bottomInScreen: CGFloat) -> ScrollViewGeometry {
    guard bottomInScreen.isFinite else { return self }
    let shrink = min(
      max(0, visibleRectInScreen.maxY - bottomInScreen), visibleRectInScreen.height)
    guard shrink > 0 else { return self }
    var result = self
    result.visibleRectInScreen.size.height -= shrink
    result.boundsSize.height = max(0, boundsSize.height - shrink)
    result.systemContentInset.bottom = max(0, systemContentInset.bottom - shrink)
    result.systemIndicatorBottomInset = max(0, systemIndicatorBottomInset - shrink)
    // Drawn upside down, the view keeps the content at its drawn bottom as it shortens: the
    // offset measured from its drawn top grows by as much.
    if isDrawnUpsideDown { result.contentOffset.y += shrink }
    return result
  }

  /// The geometry once the scroll view's bottom edge has moved down to `bottomInScreen`: a view
  /// pinned to the keyboard layout guide as it was before the guide rose, or will be once it
  /// falls, whichever layout UIKit has made by the time the notification is heard.
  ///
  /// The visible area and the bounds grow by as much; the system's insets are kept (the guide
  /// rests on the safe area's bottom, UIKeyboardLayoutGuide.h, so the view never grows into the
  /// unsafe strip). An upright offset stays; a list drawn upside down keeps its drawn bottom's
  /// content, so its upright offset shrinks by the growth. A `bottomInScreen` above the current
  /// bottom changes nothing.
  ///
  /// - Parameter bottomInScreen: where the bottom edge was or will be, screen coordinates.
  /// - Returns: the taller geometry.
  public func extended(toBottomInScreen bottomInScreen: CGFloat) -> ScrollViewGeometry {
    guard bottomInScreen.isFinite else { return self }
    let growth = bottomInScreen - visibleRectInScreen.maxY
    guard growth > 0 else { return self }
    var result = self
    result.visibleRectInScreen.size.height += growth
    result.boundsSize.height += growth
    if isDrawnUpsideDown { result.contentOffset.y -= growth }
    return result
  }
}
