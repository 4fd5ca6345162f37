import Foundation

/// UIKit work app code asked for, counted by kind: what a keyboard handler costs on the main
/// thread inside the keyboard's animation.
///
/// Stand-in only (not UIKit). Counted only inside ``HeadlessEnvironment/countingWork(_:)``
/// (the simulator wraps each keyboard notification's delivery in it) and in display-link steps
/// (`HeadlessClock.runEveryFrame`); a write that changes nothing is not counted, nor is UIKit's
/// own follow-up (the offset clamp after a smaller inset, an animated scroll's frames). Writes
/// Auto Layout makes in a layout pass the app forced count as frame writes.
package struct HeadlessWork: Sendable, Equatable {
  /// Content-inset and scroll-indicator-inset writes.
  package var insets: Int = 0
  /// Content-offset writes (`contentOffset`, `setContentOffset(_:animated:)`).
  package var offsets: Int = 0
  /// Frame, centre and bounds-size writes.
  package var frames: Int = 0
  /// Transform writes.
  package var transforms: Int = 0
  /// Constraint constant and activation changes.
  package var constraints: Int = 0
  /// `layoutIfNeeded()` calls.
  package var layoutPasses: Int = 0
  /// Animations started (`UIView.animate` with a duration above zero).
  package var animations: Int = 0

  package init() {}

  /// The counts from `start` to these.
  package func since(_ start: HeadlessWork) -> HeadlessWork {
    var delta = HeadlessWork()
    delta.insets = insets - start.insets
    delta.offsets = offsets - start.offsets
    delta.frames = frames - start.frames
    delta.transforms = transforms - start.transforms
    delta.constraints = constraints - start.constraints
    delta.layoutPasses = layoutPasses - start.layoutPasses
    delta.animations = animations - start.animations
    return delta
  }
}

extension HeadlessEnvironment {
  /// Runs `body` with UIKit work counted into ``work``; nests.
  package static func countingWork<Result>(_ body: () throws -> Result) rethrows -> Result {
    let outer = isCountingWork
    isCountingWork = true
    defer { isCountingWork = outer }
    return try body()
  }

  /// Runs `body` without counting: UIKit's own follow-up work.
  static func notCountingWork<Result>(_ body: () throws -> Result) rethrows -> Result {
    let outer = isCountingWork
    isCountingWork = false
    defer { isCountingWork = outer }
    return try body()
  }

  /// Adds one to the count at `kind`, when counting.
  static func count(_ kind: WritableKeyPath<HeadlessWork, Int>) {
    guard isCountingWork else { return }
    work[keyPath: kind] += 1
  }
}
