import Foundation

/// The stand-in's animation clock, advanced explicitly by tests.
///
/// Stand-in only (not UIKit; UIKit animations run on the display link). Animations record their
/// start time from `now`; `advance(by:)` / `advance(to:)` move time forward, finishing every
/// animation group whose end passes, in end-time order, with `now` set to that end while its
/// completion runs. Completions never run synchronously inside `UIView.animate`: completions of
/// superseded, cancelled or zero-duration animations are queued and run at the start of the next
/// `advance` (the stand-in's "next run-loop turn"), so `advance(by: 0)` flushes them. Work given
/// to `perform(after:_:)` runs at its own time on the way, in time order with those completions,
/// as a `DispatchQueue.main.asyncAfter` block runs between display frames on a device.
///
/// ```swift
/// UIView.animate(withDuration: 0.25) { view.alpha = 0 }
/// HeadlessEnvironment.clock.advance(by: 0.125)   // presentation alpha is mid-way
/// ```
@MainActor
package final class HeadlessClock {
  /// The current time in seconds.
  package private(set) var now: TimeInterval
  var groups: [AnimationGroup] = []
  var ready: [(group: AnimationGroup, finished: Bool)] = []
  private var nextTurn: [@MainActor () -> Void] = []
  /// Delayed work, in the order it was scheduled, with the time it is due.
  private var timers: [(due: TimeInterval, work: @MainActor () -> Void)] = []
  /// Work run every time the clock moves (a display-link tick); each returns whether it goes on.
  private var frameWork: [@MainActor (TimeInterval) -> Bool] = []

  /// Creates a clock reading `now`.
  package init(now: TimeInterval = 0) {
    self.now = now
  }

  /// Moves time forward by `interval` seconds (negative values are treated as zero).
  package func advance(by interval: TimeInterval) {
    advance(to: now + max(interval, 0))
  }

  /// Moves time forward to `time`, running completions of animations that end on the way.
  package func advance(to time: TimeInterval) {
    let target = max(time, now)
    flushReady()
    while true {
      let group = nextGroupToFinish(by: target)
      let timer = timers.indices.filter { timers[$0].due <= target }
        .min { timers[$0].due < timers[$1].due }
      if let index = timer, group.map({ timers[index].due < $0.time }) ?? true {
        let (due, work) = timers.remove(at: index)
        now = max(now, due)
        // App code on a timer: its UIKit work counts (`HeadlessWork`).
        HeadlessEnvironment.countingWork { work() }
      } else if let next = group {
        now = max(now, next.time)
        groups.removeAll { $0 === next.group }
        next.group.complete(finished: !next.group.anySuperseded)
      } else {
        break
      }
      flushReady()
    }
    now = target
    // Work added while this tick runs (a display link made from another's callback) is kept and
    // starts at the next tick: a display link added to a run loop "will fire every vsync until
    // removed" (H26.2 CADisplayLink.h:35-38), the next vsync being the next frame's.
    let running = frameWork
    frameWork = []
    let kept = running.filter { $0(target) }
    frameWork = kept + frameWork
    flushReady()
  }

  /// Runs `work` at the start of the next `advance`, the stand-in's next run-loop turn (what
  /// `DispatchQueue.main.async` or a main-actor `Task` is on a device).
  package func performOnNextTurn(_ work: @escaping @MainActor () -> Void) {
    nextTurn.append(work)
  }

  /// Runs `work` once, `delay` seconds from now, while a later `advance` passes that time: the
  /// stand-in's `DispatchQueue.main.asyncAfter` (or `perform(_:with:afterDelay:)`).
  ///
  /// Work due at the same time runs in the order it was scheduled, after any animation that ends
  /// then; a delay of zero or less runs at the next `advance`, never inside this call.
  package func perform(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
    timers.append((now + max(delay, 0), work))
  }

  /// Calls `step` with the seconds since this call after every move of the clock, until it
  /// returns `false`: the stand-in's display link.
  package func runEveryFrame(_ step: @escaping @MainActor (TimeInterval) -> Bool) {
    let start = now
    // App code on the display link: its UIKit work counts (`HeadlessWork`).
    onEveryFrame { time in HeadlessEnvironment.countingWork { step(time - start) } }
  }

  // MARK: - Internal

  /// Runs `work` with the new time after every move of the clock, until it returns `false`.
  func onEveryFrame(_ work: @escaping @MainActor (TimeInterval) -> Bool) {
    frameWork.append(work)
  }

  func register(_ group: AnimationGroup) {
    groups.append(group)
  }

  /// Queues `group`'s completion for the next turn and stops tracking it.
  func finishLater(_ group: AnimationGroup, finished: Bool) {
    groups.removeAll { $0 === group }
    ready.append((group, finished))
  }

  private func nextGroupToFinish(by target: TimeInterval) -> (
    group: AnimationGroup, time: TimeInterval
  )? {
    var best: (group: AnimationGroup, time: TimeInterval)?
    for group in groups {
      let time = group.finishTime
      guard time <= target else { continue }
      if best == nil || time < best?.time ?? .infinity { best = (group, time) }
    }
    return best
  }

  private func flushReady() {
    while !nextTurn.isEmpty {
      let work = nextTurn.removeFirst()
      work()
    }
    while !ready.isEmpty {
      let item = ready.removeFirst()
      item.group.complete(finished: item.finished)
    }
  }
}
