import Foundation

/// One run of `setContentOffset(_:animated:)`: where it started, where it goes, and when.
///
/// Stand-in only (not UIKit). UIKit moves an animated scroll with its own display link rather
/// than a Core Animation animation, so the *model* offset passes through every value and the
/// scroll view's `scrollViewDidScroll` runs each frame (a logged `setContentOffset` override
/// shows `_smoothScrollDisplayLink:` driving it and no `CAAnimation`, newbedev.com, "Bounds
/// automatically changes on UIScrollView with content insets"; the per-frame delegate calls,
/// ios.dokry.com, "Cómo animar correctamente UIScrollView contentOffset"). The stand-in steps it
/// on `HeadlessClock`, linearly ("animate at constant velocity", H17 UIScrollView.h:107).
struct HeadlessScrollAnimation: Equatable {
  /// The offset when the scroll began.
  let from: CGPoint
  /// The offset it ends at.
  let to: CGPoint
  /// Clock time it began.
  let start: TimeInterval
  /// How long it runs.
  let duration: TimeInterval

  /// Whether the scroll has reached `to` by `time`.
  func isFinished(at time: TimeInterval) -> Bool {
    time >= start + duration
  }

  /// The offset at `time`.
  func offset(at time: TimeInterval) -> CGPoint {
    guard duration > 0, !isFinished(at: time) else { return to }
    let progress = max(0, (time - start) / duration)
    return CGPoint(
      x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
  }
}
