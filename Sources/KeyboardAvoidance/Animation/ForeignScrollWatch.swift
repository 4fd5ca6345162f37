import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Watches a scroll view's offset for a while after the library wrote it, for a scroll that
/// another writer animates over several frames and that outlasts the write, and says when it
/// has settled.
///
/// UIKit scrolls to a text field that becomes first responder with an animated scroll of its own
/// (decompiled UITextField, iOS 18 and 26.1), driven by the scroll view's display link rather
/// than Core Animation. Whether the library's unanimated `setContentOffset(_:animated:false)`
/// stops that scroll, and whether UIKit's clamp of an offset left out of range does, no source
/// shows: SwiftUI documents that an unanimated programmatic update stops active scrolls
/// (`scrollPositionUpdatePreservesVelocity`), UIKit does not. Where it does not, the scroll runs
/// on to where UIKit aimed it before the keyboard's room was known, and leaves the field under
/// the keyboard or the offset out of range. The owner then plans again once it has settled.
///
/// The user's own scrolling (a finger down, or the deceleration after it) ends the watch: the
/// library never fights it. A deceleration already running when the watch starts is not the
/// user's answer to the write but what is left of an earlier gesture (a spring back after a
/// finger lifted past an edge, with a field focused since): it is watched like another writer's
/// scroll, and the owner plans once it has settled (fuzz seed 23354905074: a screen pushed back
/// while its spring back ran, on the reading where the library's write does not stop it, left
/// its focused field 30 pt under the keyboard). Any other move counts, even a single frame's: the last frame of
/// UIKit's scroll may be all that comes after the write. Planning again after an app's own
/// offset change only reveals the focused input if that change covered it.
@MainActor
final class ForeignScrollWatch {
  /// How long after the write a scroll may start or still be under way: UIKit's animated
  /// scroll lasts about 0.3 s.
  static let window: TimeInterval = 0.5
  /// How long a scroll seen moving is followed beyond the window before the watch gives up.
  static let longestScroll: TimeInterval = 1
  /// How many frames in a row the offset must hold still to count as settled: one still frame
  /// may be a slow tail's, rounded to the screen's pixels. (A tail slower still may end the
  /// watch early; the re-plan then writes where that scroll had got to.)
  static let stillFrames = 2

  private weak var scrollView: UIScrollView?
  private var last: CGPoint
  private var hasMoved = false
  private var stillFrames = 0
  private var isStopped = false
  /// Whether the scroll view was decelerating when the watch started (an earlier gesture's).
  private let wasDecelerating: Bool
  private let onSettled: @MainActor () -> Void

  /// Starts watching `scrollView` from its current offset; `onSettled` runs once, when an
  /// animated scroll by another writer has come to rest inside the window.
  init(scrollView: UIScrollView, onSettled: @escaping @MainActor () -> Void) {
    self.scrollView = scrollView
    last = scrollView.contentOffset
    wasDecelerating = scrollView.isDecelerating
    self.onSettled = onSettled
    FrameTicker.run { [weak self] elapsed in self?.step(elapsed: elapsed) ?? false }
  }

  /// Stops watching; `onSettled` will not run.
  func stop() {
    isStopped = true
  }

  /// Whether the watch still looks at every frame.
  var isWatching: Bool { !isStopped }

  private func step(elapsed: TimeInterval) -> Bool {
    guard !isStopped else { return false }
    let outcome = watch(elapsed: elapsed)
    guard outcome != .goesOn else { return true }
    isStopped = true
    if outcome == .settled { onSettled() }
    return false
  }

  /// What one frame tells the watch.
  private enum Outcome {
    case goesOn, settled, over
  }

  private func watch(elapsed: TimeInterval) -> Outcome {
    guard let scrollView,
      !scrollView.isTracking, !scrollView.isDragging,
      wasDecelerating || !scrollView.isDecelerating
    else { return .over }
    // Any change counts: the slow end of UIKit's scroll creeps by a fraction of a point a frame,
    // and a few points of it can still leave the offset out of range after a hide.
    let now = scrollView.contentOffset
    if now != last {
      last = now
      hasMoved = true
      stillFrames = 0
      return elapsed < Self.window + Self.longestScroll ? .goesOn : .over
    }
    stillFrames += 1
    if hasMoved { return stillFrames >= Self.stillFrames ? .settled : .goesOn }
    return elapsed < Self.window ? .goesOn : .over
  }
}
