import Foundation

/// The animations created by one `UIView.animate` call, sharing one completion.
@MainActor
final class AnimationGroup {
  let duration: TimeInterval
  let delay: TimeInterval
  let curve: Int
  let completion: ((Bool) -> Void)?
  var tracks: [PropertyTrack] = []
  var anySuperseded = false
  var building = true
  var completed = false

  init(
    duration: TimeInterval, delay: TimeInterval, curve: Int, completion: ((Bool) -> Void)?
  ) {
    self.duration = duration
    self.delay = delay
    self.curve = curve
    self.completion = completion
  }

  func hasRunningTracks(at time: TimeInterval) -> Bool {
    tracks.contains { $0.isRunning(at: time) }
  }

  /// When the last surviving track ends.
  var finishTime: TimeInterval {
    tracks.filter { !$0.superseded }.map(\.end).max() ?? HeadlessEnvironment.clock.now
  }

  func complete(finished: Bool) {
    guard !completed else { return }
    completed = true
    completion?(finished)
  }
}
