import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIScrollView {
  /// The planner's view of this scroll view, upright (`ScrollViewKeyboardEdge`), with
  /// `appBottomInset` as the app's own inset on the edge drawn at the bottom.
  ///
  /// - Parameters:
  ///   - screen: the screen to measure in; `nil` when only offsets matter (restore).
  ///   - appBottomInset: the app's own content inset on the edge the keyboard meets.
  ///   - edge: which way up the scroll view is drawn, read once for the plan.
  /// - Returns: the geometry the planner works on. The system's inset is what UIKit adds to
  ///   `contentInset` to form `adjustedContentInset` (the safe area, as
  ///   `contentInsetAdjustmentBehavior` allows), read as a difference so every adjustment
  ///   behaviour is covered without re-implementing it.
  func keyboardGeometry(
    in screen: UIScreen?, appBottomInset: CGFloat, edge: ScrollViewKeyboardEdge
  ) -> ScrollViewGeometry {
    // Each UIKit property is read once: a read is a message send on a device.
    let own = contentInset
    let adjusted = adjustedContentInset
    var system = ContentInsets(
      top: adjusted.top - own.top, left: adjusted.left - own.left,
      bottom: adjusted.bottom - own.bottom, right: adjusted.right - own.right)
    var app = ContentInsets(
      top: own.top, left: own.left, bottom: appBottomInset, right: own.right)
    let upsideDown = edge.isUpsideDown
    if upsideDown {
      system = ContentInsets(
        top: system.bottom, left: system.left, bottom: system.top, right: system.right)
      app.top = own.bottom
    }
    // iOS 13+: with automaticallyAdjustsScrollIndicatorInsets the indicator gets the safe area.
    let indicatorSystem = automaticallyAdjustsScrollIndicatorInsets ? system.bottom : 0
    // Not `screen.map { … }`: a closure there is checked for the main actor at run time on
    // every event.
    let bounds = bounds
    var visible = bounds
    if let screen { visible = convert(bounds, to: screen.coordinateSpace) }
    let offset = contentOffset
    var geometry = ScrollViewGeometry(
      visibleRectInScreen: visible, boundsSize: bounds.size, contentSize: contentSize,
      contentOffset: upsideDown ? edge.uprightOffset(offset, of: self) : offset,
      appContentInset: app, systemContentInset: system,
      systemIndicatorBottomInset: indicatorSystem)
    geometry.isDrawnUpsideDown = upsideDown
    return geometry
  }

  /// ``keyboardGeometry(in:appBottomInset:edge:)`` for a scroll view drawn upright: the same
  /// reading for the simulator's models of screens the glue does not avoid (a SwiftUI list).
  package func uprightKeyboardGeometry(in screen: UIScreen?, appBottomInset: CGFloat)
    -> ScrollViewGeometry
  {
    keyboardGeometry(in: screen, appBottomInset: appBottomInset, edge: .upright)
  }
}

extension UIScrollView {
  /// Whether the scroll view lays its rows out for its model bounds and recycles the rest: a
  /// table or collection view, whose rows leaving the screen vanish as soon as an animated
  /// offset is set (ekazaev/ChatLayout issue 43; rdar 13970761).
  var laysOutRowsForModelBounds: Bool {
    self is UITableView || self is UICollectionView
  }
}

extension UIScrollView {
  /// Writes the bottom insets and the offset of one plan, in the order that lets the offset
  /// animate.
  ///
  /// UIKit moves an offset the range no longer holds back into range itself, at once and
  /// unanimated, as soon as the inset shrinks (slackhq/SlackTextViewController issue 539;
  /// rdar 19629856): written first, the smaller inset would make the content snap while the
  /// keyboard slides. So a shrinking inset comes after the offset (already inside the new range,
  /// which lies inside the old one), and a growing inset before it (the offset may need the room).
  /// An unchanged inset is not written again: an offset put back outside the range to slide into
  /// it with the keyboard must meet no clamp. The offset is set with unanimated
  /// `setContentOffset`, which also stops an animated scroll UIKit has under way (a tapped field's
  /// scroll to itself) that would write over it; inside the keyboard's animation block it still
  /// moves with the keyboard.
  ///
  /// The insets are the ones on `edge`, the edge drawn at the bottom; `offset` is UIKit's.
  func setKeyboardInsets(
    bottom: CGFloat, indicatorBottom: CGFloat, offset: CGPoint?, edge: ScrollViewKeyboardEdge
  ) {
    let current = edge.inset(of: self)
    let shrinks = bottom < current
    if shrinks, let offset { setContentOffset(offset, animated: false) }
    if current != bottom { edge.setInset(bottom, of: self) }
    if edge.indicatorInset(of: self) != indicatorBottom {
      edge.setIndicatorInset(indicatorBottom, of: self)
    }
    if !shrinks, let offset { setContentOffset(offset, animated: false) }
  }
}
