import Foundation

/// What a user would have seen in one run, summed up.
package struct ScenarioMetrics: Sendable, Codable, Equatable {
  /// Frames sampled.
  package var sampledFrames: Int
  /// Frames where the focused input (or caret) overlapped a bottom-covering keyboard by more
  /// than half a point.
  package var occludedFrames: Int
  /// The largest overlap seen, in points.
  package var worstOcclusion: Double
  /// The gap between the focused input and the keyboard once everything was still after the
  /// last show; `nil` when the keyboard never settled on screen with an input focused.
  package var settledMargin: Double?
  /// After the last hide: whether every scroll view's insets equal the app's own bit for bit and
  /// its offset is in range; `nil` when the scenario never hid the keyboard.
  package var restoreExact: Bool?
  /// Frames in which something the user watches moved by most of its way at once while the
  /// keyboard moved: a change made without animation.
  package var jumps: Int

  /// Creates metrics.
  package init(
    sampledFrames: Int, occludedFrames: Int, worstOcclusion: Double, settledMargin: Double?,
    restoreExact: Bool?, jumps: Int
  ) {
    self.sampledFrames = sampledFrames
    self.occludedFrames = occludedFrames
    self.worstOcclusion = worstOcclusion
    self.settledMargin = settledMargin
    self.restoreExact = restoreExact
    self.jumps = jumps
  }
}
