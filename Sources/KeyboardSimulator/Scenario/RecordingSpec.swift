import Foundation
import KeyboardDeviceLab

/// A device recording's `recording` object: what the device app saw at every display frame.
///
/// Written by the device lab's `KeyboardRecorder`; `kbsim replay` sets the simulator's own
/// frames beside it. The measures a file carries are recomputed from its frames on load, so a
/// file cannot claim numbers its frames do not show.
package struct RecordingSpec: Sendable, Codable, Equatable {
  /// The frames, and what they add up to.
  package var measurements: DeviceMeasurements

  /// The most frames a recording may hold (about 14 minutes at 120 Hz).
  package static let maximumFrames = 100_000

  /// The most motion durations a recording may hold.
  package static let maximumMotionDurations = 10_000

  private enum CodingKeys: String, CodingKey {
    case frames, measures, motionDurations
  }

  /// A recording of `frames`.
  package init(frames: [RecordedFrame]) {
    measurements = DeviceMeasurements(frames: frames)
  }

  /// Decodes the frames, checks every number, and measures them again.
  package init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(ScenarioKeys.recording)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let frames = try container.decode([FrameSpec].self, forKey: .frames).map(\.frame)
    guard frames.count <= Self.maximumFrames else {
      throw DecodingError.dataCorruptedError(
        forKey: .frames, in: container,
        debugDescription: "\(frames.count) frames; at most \(Self.maximumFrames)")
    }
    for (earlier, later) in zip(frames, frames.dropFirst()) where later.time < earlier.time {
      throw DecodingError.dataCorruptedError(
        forKey: .frames, in: container,
        debugDescription: "frame times go back from \(earlier.time) to \(later.time)")
    }
    let durations =
      try container.decodeIfPresent([MotionDurationSpec].self, forKey: .motionDurations)?.map(
        \.reading) ?? []
    guard durations.count <= Self.maximumMotionDurations else {
      throw DecodingError.dataCorruptedError(
        forKey: .motionDurations, in: container,
        debugDescription:
          "\(durations.count) motion durations; at most \(Self.maximumMotionDurations)")
    }
    measurements = DeviceMeasurements(frames: frames, motionDurations: durations)
    if let claimed = try container.decodeIfPresent(RecordedMeasures.self, forKey: .measures),
      claimed != measurements.measures
    {
      throw DecodingError.dataCorruptedError(
        forKey: .measures, in: container,
        debugDescription: "the measures do not match the frames (the frames give "
          + "\(measurements.measures.occludedFrames) occluded of \(frames.count))")
    }
  }

  /// Encodes the frames and their measures.
  package func encode(to encoder: any Encoder) throws {
    try measurements.encode(to: encoder)
  }
}

/// One recorded frame, checked as it is read: known keys only, finite times and coordinates.
private struct FrameSpec: Decodable {
  var frame: RecordedFrame

  private enum CodingKeys: String, CodingKey {
    case time, keyboardTop, input, insetBottom, offsetY
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(ScenarioKeys.recordedFrame)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let limit = ScenarioLimits.length
    func checked(_ value: Double?, _ key: CodingKeys) throws -> Double? {
      guard let value else { return nil }
      guard value.isFinite, abs(value) <= limit else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "must be a finite number of at most \(Int(limit)) in size")
      }
      return value
    }
    let time = try container.decode(Double.self, forKey: .time)
    guard time.isFinite, time >= 0, time <= ScenarioLimits.totalWait * 10 else {
      throw DecodingError.dataCorruptedError(
        forKey: .time, in: container, debugDescription: "time must be a finite number >= 0")
    }
    let input = try container.decodeIfPresent([Double].self, forKey: .input)
    if let input {
      guard input.count == 4, input.allSatisfy({ $0.isFinite && abs($0) <= limit }),
        input[2] >= 0, input[3] >= 0
      else {
        throw DecodingError.dataCorruptedError(
          forKey: .input, in: container,
          debugDescription: "input must be [x, y, width, height]: four finite numbers, sizes >= 0")
      }
    }
    frame = RecordedFrame(
      time: time,
      keyboardTop: try checked(
        try container.decodeIfPresent(Double.self, forKey: .keyboardTop), .keyboardTop),
      input: input,
      insetBottom: try checked(
        try container.decodeIfPresent(Double.self, forKey: .insetBottom), .insetBottom),
      offsetY: try checked(try container.decodeIfPresent(Double.self, forKey: .offsetY), .offsetY))
  }
}

/// One recorded motion duration, checked as it is read: known keys only, finite times, durations
/// of at most a scenario's longest wait, a curve in `UIView.AnimationOptions`' four bits.
private struct MotionDurationSpec: Decodable {
  var reading: RecordedMotionDuration

  private enum CodingKeys: String, CodingKey {
    case time, announced, curve, seconds
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(ScenarioKeys.motionDuration)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func seconds(_ key: CodingKeys, atMost limit: Double) throws -> Double {
      let value = try container.decode(Double.self, forKey: key)
      guard value.isFinite, value >= 0, value <= limit else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "must be a finite number of seconds from 0 to \(limit)")
      }
      return value
    }
    let curve = try container.decode(Int.self, forKey: .curve)
    guard (0...15).contains(curve) else {
      throw DecodingError.dataCorruptedError(
        forKey: .curve, in: container, debugDescription: "must be a curve from 0 to 15")
    }
    reading = RecordedMotionDuration(
      time: try seconds(.time, atMost: ScenarioLimits.totalWait * 10),
      announced: try seconds(.announced, atMost: ScenarioLimits.totalWait),
      curve: curve, seconds: try seconds(.seconds, atMost: ScenarioLimits.totalWait))
  }
}
