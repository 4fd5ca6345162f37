import Foundation

/// One property's animation from a presentation value to the new model value.
@MainActor
final class PropertyTrack {
  let from: [Double]
  var to: [Double]
  let start: TimeInterval
  let duration: TimeInterval
  let curve: Int
  /// Weak: the group holds its tracks, and the clock holds a group until it completes.
  weak var group: AnimationGroup?
  var superseded = false

  init(
    from: [Double], to: [Double], start: TimeInterval, duration: TimeInterval, curve: Int,
    group: AnimationGroup
  ) {
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
    self.curve = curve
    self.group = group
  }

  var end: TimeInterval { start + duration }

  func isRunning(at time: TimeInterval) -> Bool {
    !superseded && time < end
  }

  func value(at time: TimeInterval) -> [Double] {
    if time <= start { return from }
    if time >= end { return to }
    let progress = HeadlessTiming.progress(
      curveRawValue: curve, fraction: (time - start) / duration)
    return zip(from, to).map { $0 + ($1 - $0) * progress }
  }

  /// Stops the track before its end because a newer change replaced it.
  func supersede(at time: TimeInterval) {
    superseded = true
    guard let group else { return }
    group.anySuperseded = true
    if !group.building && !group.hasRunningTracks(at: time) {
      HeadlessEnvironment.clock.finishLater(group, finished: false)
    }
  }
}
