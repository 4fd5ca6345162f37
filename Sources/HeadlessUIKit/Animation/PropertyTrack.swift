import Foundation

/// One property's animation from a presentation value to the new model value.
@MainActor
final class PropertyTrack {
  private(set) var from: [Double]
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

  /// Takes a change made outside any animation: when it touches only parts of the value this
  /// track does not move, those parts take the new value at once and the track runs on
  /// (`true`); otherwise nothing changes (`false`).
  func snapsOnly(changedTo value: [Double]) -> Bool {
    guard value.count == to.count else { return false }
    let changed = value.indices.filter { value[$0] != to[$0] }
    guard changed.allSatisfy({ from[$0] == to[$0] }) else { return false }
    for index in changed {
      from[index] = value[index]
      to[index] = value[index]
    }
    return true
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
