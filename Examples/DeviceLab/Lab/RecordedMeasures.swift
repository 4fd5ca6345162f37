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

  /// Frames in which the focused input moved most of its way at once while the keyboard moved:
  /// a change made without animation.
  ///
  /// As `kbsim` counts them: over each stretch of frames in which the keyboard's top changes,
  /// the input's bottom travels from where it was to where it ends; a step between two frames
  /// of more than half that travel (when it is over 8 pt) is a jump.
  public var jumps: Int

  /// The threshold under which an overlap is not counted, as in `kbsim`.
  public static let occlusionThreshold = 0.5

  /// Measures `frames`.
  public init(_ frames: [RecordedFrame]) {
    self.frames = frames.count
    let occluded = frames.map(\.occlusion).filter { $0 > Self.occlusionThreshold }
    occludedFrames = occluded.count
    worstOcclusion = occluded.max() ?? 0
    jumps = Self.countJumps(frames)
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

  private static func countJumps(_ frames: [RecordedFrame]) -> Int {
    var count = 0
    var stretch: [Double] = []
    func close() {
      defer { stretch = [] }
      guard let first = stretch.first, let last = stretch.last else { return }
      let travel = abs(last - first)
      guard travel > 8 else { return }
      count += zip(stretch, stretch.dropFirst()).filter { abs($1 - $0) > travel * 0.5 }.count
    }
    for (previous, frame) in zip(frames, frames.dropFirst()) {
      let keyboardMoved = previous.keyboardTop != frame.keyboardTop
      guard keyboardMoved, let before = previous.input, let now = frame.input else {
        close()
        continue
      }
      if stretch.isEmpty { stretch.append(before[1] + before[3]) }
      stretch.append(now[1] + now[3])
    }
    close()
    return count
  }
}
