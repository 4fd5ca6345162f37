import Foundation

/// What a recording's frames add up to, measured the way `kbsim` measures a run.
///
/// The same function measures a device's frames and the simulator's replay of them, so the two
/// can only differ where the frames do.
public struct RecordedMeasures: Sendable, Codable, Equatable {
  /// Frames recorded.
  public var frames: Int
  /// Frames where the keyboard covered more than half a point of the focused input.
  public var occludedFrames: Int
  /// The most the keyboard covered of it, in points.
  public var worstOcclusion: Double
  /// The gap above the keyboard in the last frame where the keyboard was up and still (its top
  /// where the frame before had it) with an input focused.
  public var settledGap: Double?
  /// Whether the scroll view's bottom inset is the first frame's again after the keyboard left.
  ///
  /// `nil` when no keyboard came, or one is still up, or there is no scroll view. The offset is
  /// not compared: a strategy may leave the content where the user scrolled it.
  public var restoredExactly: Bool?

  /// The threshold under which an overlap is not counted, as in `kbsim`.
  public static let occlusionThreshold = 0.5

  /// Measures `frames`.
  public init(_ frames: [RecordedFrame]) {
    self.frames = frames.count
    let occluded = frames.map(\.occlusion).filter { $0 > Self.occlusionThreshold }
    occludedFrames = occluded.count
    worstOcclusion = occluded.max() ?? 0
    let still = zip(frames.dropFirst(), frames).filter { frame, previous in
      guard let top = frame.keyboardTop, let before = previous.keyboardTop else { return false }
      return abs(top - before) < 0.01 && frame.input != nil
    }
    settledGap = still.last?.0.gap
    if let first = frames.first, let last = frames.last, last.keyboardTop == nil,
      frames.contains(where: { $0.keyboardTop != nil }), let inset = first.insetBottom
    {
      restoredExactly = last.insetBottom == inset
    } else {
      restoredExactly = nil
    }
  }
}
