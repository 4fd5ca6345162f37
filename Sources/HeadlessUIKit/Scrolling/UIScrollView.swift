import Foundation

/// A view whose `bounds.origin` is a scrollable content offset.
///
/// Models UIKit's `UIScrollView` (H17 UIScrollView.h:52-108, :170). `contentOffset` is
/// `bounds.origin`, so it converts coordinates like any bounds origin and animates inside
/// `UIView.animate`; an offset the app or the library sets is never clamped, as in UIKit.
/// `contentInset` and the indicator insets are not animatable and change at once. When a change
/// of `contentInset`, `contentSize` or the bounds' size leaves the current offset outside the
/// new scrollable range, the scroll view moves it back into range itself, at once and without
/// animation, even inside an animation block (`_adjustContentOffsetIfNecessary`, named in
/// slackhq/SlackTextViewController issue 539: "adjusts the content offset so that there's no
/// blank space at the bottom"; the same jump on interactive dismissal with Apple's "Managing the
/// Keyboard" listing, rdar 19629856, lionheart/openradar-mirror issue 2187). Evidence there is
/// for the bottom end; the stand-in clamps both ends alike (an assumption). UIKit skips this
/// while the user drags; the stand-in simulates no finger on a scroll view.
/// `adjustedContentInset` adds the safe-area insets per `contentInsetAdjustmentBehavior`: `.never` never, `.always` always,
/// `.scrollableAxes` on the edges of each scrollable axis (content larger than the bounds, or
/// `alwaysBounce…` set, per the H17 UIScrollView.h:37-42 comment). `.automatic` (the default)
/// is "similar to .scrollableAxes", and also adjusts the top and bottom of a scroll view "owned
/// by a view controller with automaticallyAdjustsScrollViewInsets = YES inside a navigation
/// controller, regardless of whether the scroll view is scrollable" (the same comment): the
/// stand-in reads "owned" as being the controller's `view` or the first scroll view among its
/// direct subviews (`ownedByController`) and takes that deprecated flag at its default, `YES`.
/// So a scroll view whose content is shorter than it (a text view taller than its text), outside
/// that case, takes no safe area on its vertical edges (fuzz seed 20336138416774: a nested
/// scroll view whose content did not fill it took a 28 pt top it would not have on a device,
/// and the offset that kept it in range was left out of range once the sheet moved down).
/// `adjustedContentInsetDidChange()` runs whenever the value changes.
/// `setContentOffset(_:animated:)` moves the model offset linearly ("animate at constant
/// velocity", H17 UIScrollView.h:107) over
/// `HeadlessScrolling.animationDuration`, one step per clock move, as UIKit's display link does
/// (see `HeadlessScrollAnimation`). `setContentOffset(_:animated: false)` stops it where it is
/// (the UIKit idiom for stopping a scroll; SwiftUI documents that an unanimated programmatic
/// scroll "will stop any active scrolls", DOC swiftui/transaction/scrollpositionupdatepreservesvelocity:
/// moderate); a plain `contentOffset` assignment does not, and the animation writes over it at
/// its next frame (UIKit says nothing either way; the harsher reading is modelled).
/// `scrollRectToVisible(_:animated:)` scrolls the nearest edges of `rect` (content coordinates)
/// into the area inside `adjustedContentInset`, does nothing if it is already fully visible
/// (H17 UIScrollView.h:108), and — unlike a programmatic `contentOffset` — stays within the
/// scrollable range (approximation of UIKit's behaviour).
///
/// ```swift
/// scrollView.contentInset.bottom = overlap - scrollView.safeAreaInsets.bottom
/// scrollView.scrollRectToVisible(field.frame, animated: true)
/// ```
@MainActor
open class UIScrollView: UIView {
  var cachedAdjustedContentInset = UIEdgeInsets.zero
  /// The animated scroll in flight, if any.
  var runningScroll: HeadlessScrollAnimation?
  /// Whether the offset was last moved by the scroll view's own animated scroll, rather than
  /// written (by the app, a library or UIKit's clamp) through `contentOffset`.
  var offsetLeftByOwnScroll = false
  /// Whether UIKit's clamp is moving the offset now (`adjustContentOffsetIfNecessary`).
  var isClampingOffset = false
  /// Who watches `contentSize` (`_observeContentSize`), by token.
  var contentSizeObservers: [Int: @MainActor () -> Void] = [:]
  var nextContentSizeObserver = 0

  /// The size of the content, in points.
  ///
  /// Default `.zero`.
  open var contentSize: CGSize = .zero {
    didSet {
      refreshAdjustedContentInset()
      adjustContentOffsetIfNecessary()
      guard contentSize != oldValue else { return }
      for observer in contentSizeObservers.values { observer() }
    }
  }

  /// Extra scrollable space around the content.
  ///
  /// Default `.zero`; not animatable. A smaller inset that leaves the offset out of range moves
  /// the offset back into range at once, unanimated (see the type's summary).
  open var contentInset: UIEdgeInsets = .zero {
    didSet {
      if contentInset != oldValue { HeadlessEnvironment.count(\.insets) }
      refreshAdjustedContentInset()
      adjustContentOffsetIfNecessary()
    }
  }

  /// How the safe area is folded into `adjustedContentInset`.
  ///
  /// Default `.automatic`.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { refreshAdjustedContentInset() }
  }

  /// Whether the vertical axis counts as scrollable even with short content.
  ///
  /// Default `false`.
  open var alwaysBounceVertical: Bool = false {
    didSet { refreshAdjustedContentInset() }
  }

  /// Whether the horizontal axis counts as scrollable even with narrow content.
  open var alwaysBounceHorizontal: Bool = false {
    didSet { refreshAdjustedContentInset() }
  }

  /// Whether the system adjusts the indicator insets by the safe area.
  ///
  /// Default `true`.
  open var automaticallyAdjustsScrollIndicatorInsets: Bool = true

  /// Insets of the vertical scroll indicator.
  ///
  /// Default `.zero`; not animatable.
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
    didSet {
      if verticalScrollIndicatorInsets != oldValue { HeadlessEnvironment.count(\.insets) }
    }
  }

  /// Insets of the horizontal scroll indicator.
  ///
  /// Default `.zero`; not animatable.
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
    didSet {
      if horizontalScrollIndicatorInsets != oldValue { HeadlessEnvironment.count(\.insets) }
    }
  }

  /// How dragging dismisses the keyboard.
  ///
  /// Default `.none`. A drag of the keyboard is simulated by the test or simulator that moves it
  /// (`_setUserDragging(_:)` marks this scroll view as the one the finger drags).
  open var keyboardDismissMode: KeyboardDismissMode = .none

  /// Whether the user can scroll it; programmatic offsets move it either way.
  ///
  /// Default `true` (H26.2 UIScrollView.h:149: "turn off any dragging temporarily"). UIKit's
  /// own scroll to a text field that becomes first responder skips scroll views with scrolling
  /// off and scrolls the nearest enclosing one that has it (see `UITextField`).
  open var isScrollEnabled: Bool = true

  /// Whether the user has touched the content to scroll; it may not have moved yet (H26.2
  /// UIScrollView.h:209-210, readonly).
  open var isTracking: Bool { userDragging }

  /// Whether the user has started scrolling the content (H26.2 UIScrollView.h:212-213,
  /// readonly).
  open var isDragging: Bool { userDragging }

  /// Whether the content still moves after the user's finger lifted.
  ///
  /// H26.2 UIScrollView.h:216, readonly. The stand-in models no flick's deceleration, only the
  /// spring back into range of a finger that lifted with the offset past an edge (``bounces``).
  open var isDecelerating: Bool { bounceBack != nil && runningScroll == bounceBack }

  /// Whether the content bounces past its edges and back again.
  ///
  /// Default `true` (H26.2 UIScrollView.h:130-134: "If YES, bounces past the edge of the content
  /// and back again"). The stand-in models the way back: a finger that lifts with the offset
  /// outside the scrollable range leaves the scroll view springing back to the nearest edge.
  open var bounces: Bool = true

  /// The finger is on this scroll view, dragging (set by `_setUserDragging(_:)`).
  var userDragging = false {
    didSet {
      guard oldValue, !userDragging else { return }
      springBackIntoRange()
      if runningScroll == nil { largeTitleTracker?.fingerLifted(from: self) }
    }
  }
  /// The navigation controller whose large title this scroll view's offset collapses, if any.
  weak var largeTitleTracker: UINavigationController?
  /// The scroll back into range after the finger lifted past an edge, while it runs.
  var bounceBack: HeadlessScrollAnimation?

  /// The content offset: the content point shown at the bounds' top-left corner.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      if newValue != bounds.origin { HeadlessEnvironment.count(\.offsets) }
      offsetLeftByOwnScroll = false
      bounds.origin = newValue
    }
  }

  /// The content inset plus the safe-area insets allowed by `contentInsetAdjustmentBehavior`.
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    let vertical = contentSize.height > bounds.height || alwaysBounceVertical
    let horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
    let (addVertical, addHorizontal): (Bool, Bool)
    switch contentInsetAdjustmentBehavior {
    case .automatic:
      let ownedInNavigation = ownedByController?.navigationController != nil
      (addVertical, addHorizontal) = (vertical || ownedInNavigation, horizontal)
    case .scrollableAxes: (addVertical, addHorizontal) = (vertical, horizontal)
    case .never: (addVertical, addHorizontal) = (false, false)
    case .always: (addVertical, addHorizontal) = (true, true)
    }
    return UIEdgeInsets(
      top: contentInset.top + (addVertical ? safe.top : 0),
      left: contentInset.left + (addHorizontal ? safe.left : 0),
      bottom: contentInset.bottom + (addVertical ? safe.bottom : 0) + keyboardSystemInset,
      right: contentInset.right + (addHorizontal ? safe.right : 0)
    )
  }

  /// The view controller whose scroll view this is, if any.
  ///
  /// That is `.automatic`'s "owned by a view controller": the controller's root view itself, or
  /// the first scroll view among the root view's direct subviews (the lowest index;
  /// t.zoukankan.com, "VC对ScrollView的调整": moderate, measured by KVO on iOS 7–10, whose
  /// `automaticallyAdjustsScrollViewInsets` the header says `.automatic` keeps "for backward
  /// compatibility"). A second scroll view beside it, or one nested deeper, is not owned.
  var ownedByController: UIViewController? {
    if let owningViewController { return owningViewController }
    // A controller has one such scroll view: a root that scrolls is it.
    guard let parent = superview, !(parent is UIScrollView),
      let controller = parent.owningViewController
    else { return nil }
    let first = parent.subviews.first { $0 is UIScrollView }
    return first === self ? controller : nil
  }

  /// The bottom inset UIKit's own keyboard adjustment adds for a view that avoids the keyboard
  /// itself (``WKWebView``'s scroll view, a `UITableViewController`'s table): part of
  /// `adjustedContentInset`, never of `contentInset`.
  ///
  /// WebKit hands the keyboard's frame to the scroll view's private
  /// `_adjustForAutomaticKeyboardInfo:animated:lastAdjustment:`, which "no longer sets
  /// -[UIScrollView contentInset] for apps linked on or after iOS 11" (a FIXME in WebKit's
  /// `WKWebViewIOS.mm`: strong, the caller's own comment). Where the inset goes instead is not
  /// public; the stand-in adds it to the adjusted inset, the one place scrolling can see it.
  var keyboardSystemInset: CGFloat = 0 {
    didSet {
      guard keyboardSystemInset != oldValue else { return }
      refreshAdjustedContentInset()
      adjustContentOffsetIfNecessary()
    }
  }

  /// Override point: `adjustedContentInset` changed.
  ///
  /// UIKit requires calling `super`.
  open func adjustedContentInsetDidChange() {}

  /// Sets the content offset, scrolling there frame by frame when `animated` is `true`.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard animated, contentOffset != self.contentOffset else {
      // Stops a scroll under way, on the stand-in's first reading (``HeadlessReadings``).
      if HeadlessEnvironment.readings.unanimatedOffsetStopsScroll { runningScroll = nil }
      self.contentOffset = contentOffset
      return
    }
    HeadlessEnvironment.count(\.offsets)
    runningScroll = scroll(to: contentOffset)
  }

  /// Starts a scroll to `offset`, one step per frame, and returns it.
  @discardableResult
  private func scroll(to offset: CGPoint) -> HeadlessScrollAnimation {
    let clock = HeadlessEnvironment.clock
    let scroll = HeadlessScrollAnimation(
      from: contentOffset, to: offset, start: clock.now,
      duration: HeadlessScrolling.animationDuration)
    clock.onEveryFrame { [weak self] now in
      guard let self, self.runningScroll == scroll else { return false }
      // Each step is a plain model change, outside any animation block the app has open.
      UIView.performWithoutAnimation { self.bounds.origin = scroll.offset(at: now) }
      self.offsetLeftByOwnScroll = true
      guard scroll.isFinished(at: now) else { return true }
      self.runningScroll = nil
      return false
    }
    return scroll
  }

  /// A finger lifted with the offset past an edge: the offset springs back to the nearest
  /// offset in range, decelerating (UIKit's own motion, not an app's: no work is counted).
  ///
  /// The way back is drawn as the stand-in's animated scroll (its duration and linear pace are
  /// assumed; UIKit's is a spring), which a later animated scroll or clamp replaces.
  private func springBackIntoRange() {
    let range = scrollableRange(insets: adjustedContentInset)
    let offset = contentOffset
    let inRange = CGPoint(
      x: min(max(offset.x, range.horizontal.lowerBound), range.horizontal.upperBound),
      y: min(max(offset.y, range.vertical.lowerBound), range.vertical.upperBound))
    guard bounces, inRange != offset, inRange.x.isFinite, inRange.y.isFinite else { return }
    let back = scroll(to: inRange)
    runningScroll = back
    bounceBack = back
  }

  /// Scrolls so that `rect` (content coordinates) is just visible; nothing if already visible.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard !rect.isNull else { return }
    let insets = adjustedContentInset
    let visible = bounds.inset(by: insets)
    let range = scrollableRange(insets: insets)
    var offset = contentOffset
    offset.y = nearestEdgeOffset(
      current: offset.y, visibleMin: visible.minY, visibleMax: visible.maxY,
      targetMin: rect.minY, targetMax: rect.maxY, range: range.vertical)
    offset.x = nearestEdgeOffset(
      current: offset.x, visibleMin: visible.minX, visibleMax: visible.maxX,
      targetMin: rect.minX, targetMax: rect.maxX, range: range.horizontal)
    guard offset != contentOffset else { return }
    setContentOffset(offset, animated: animated)
  }

  // MARK: - Internal

  override func boundsDidChange(from oldBounds: CGRect) {
    if oldBounds.origin.y != bounds.origin.y { largeTitleTracker?.trackedScrollViewDidScroll(self) }
    guard oldBounds.size != bounds.size else { return }
    refreshAdjustedContentInset()
    adjustContentOffsetIfNecessary()
  }

  /// UIKit's own clamp after the scrollable range shrank: the model offset moves into the range
  /// at once, escaping any animation block open around the change.
  ///
  /// It also ends an animated scroll under way, whose next frame would carry the offset out of
  /// the range again: an inference (the clamp exists to keep the offset in range; no source shows
  /// the two meeting), the kinder of the two readings for the library (fuzz seed 1011631: a
  /// field's own horizontal scroll of 1.2 pt, still running at a hide, carried the offset 169 pt
  /// past the range). The other reading, the scroll running on, is ``HeadlessReadings``'s.
  ///
  /// Not again from inside itself: the clamped offset moves the bounds, which can report new
  /// safe-area insets differing by rounding alone (under a scaled ancestor), and each would
  /// clamp again without end (fuzz seed 8053295337427: Firefox's screen scaled by 0.9, turned).
  func adjustContentOffsetIfNecessary() {
    guard !isClampingOffset else { return }
    isClampingOffset = true
    defer { isClampingOffset = false }
    let range = scrollableRange(insets: adjustedContentInset)
    let offset = contentOffset
    let clamped = CGPoint(
      x: min(max(offset.x, range.horizontal.lowerBound), range.horizontal.upperBound),
      y: min(max(offset.y, range.vertical.lowerBound), range.vertical.upperBound))
    // Not for a rounding difference: a large title's row keeps the range's top on the offset as
    // it collapses, computed through conversions that can differ in the last bit.
    guard abs(clamped.x - offset.x) > 1e-9 || abs(clamped.y - offset.y) > 1e-9,
      clamped.x.isFinite, clamped.y.isFinite
    else { return }
    if HeadlessEnvironment.readings.clampEndsScroll { runningScroll = nil }
    HeadlessEnvironment.notCountingWork {
      UIView.performWithoutAnimation { self.contentOffset = clamped }
    }
  }

  /// A safe-area change that changes the adjusted inset clamps the offset into the new range.
  ///
  /// It moves the range the offset may rest in, as a new `contentInset` does, and UIKit moves
  /// the offset with it: Airbnb's MagazineLayout pins bottom content by hand when the adjusted
  /// bottom inset changes and says "we get this behavior for free at the top edge"
  /// (airbnb/MagazineLayout pull request 136). The stand-in models it as the same clamp, so a
  /// scroll view resting at its top when a sheet moves down or a bar goes is not left above its
  /// range. Weak evidence: the report is for the top edge of an on-screen scroll view; UIKit's
  /// pinning of an offset still inside the range is not modelled, nor anything for a view out
  /// of a window.
  override func safeAreaInsetsDidChangeInternally() {
    guard refreshAdjustedContentInset(), window != nil else { return }
    adjustContentOffsetIfNecessary()
  }

  /// Recomputes `adjustedContentInset`, reporting a change; whether it changed.
  @discardableResult
  func refreshAdjustedContentInset() -> Bool {
    let current = adjustedContentInset
    guard current != cachedAdjustedContentInset else { return false }
    cachedAdjustedContentInset = current
    adjustedContentInsetDidChange()
    return true
  }

  /// The offsets that keep the content (plus adjusted insets) covering the bounds.
  func scrollableRange(insets: UIEdgeInsets) -> (
    vertical: ClosedRange<CGFloat>, horizontal: ClosedRange<CGFloat>
  ) {
    let minY = -insets.top
    let maxY = max(minY, contentSize.height + insets.bottom - bounds.height)
    let minX = -insets.left
    let maxX = max(minX, contentSize.width + insets.right - bounds.width)
    return (minY...maxY, minX...maxX)
  }

  private func nearestEdgeOffset(
    current: CGFloat, visibleMin: CGFloat, visibleMax: CGFloat, targetMin: CGFloat,
    targetMax: CGFloat, range: ClosedRange<CGFloat>
  ) -> CGFloat {
    var offset = current
    if targetMin < visibleMin || targetMax - targetMin > visibleMax - visibleMin {
      offset = current - (visibleMin - targetMin)
    } else if targetMax > visibleMax {
      offset = current + (targetMax - visibleMax)
    } else {
      return current
    }
    return min(max(offset, range.lowerBound), range.upperBound)
  }
}
