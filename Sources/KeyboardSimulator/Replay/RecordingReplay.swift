import Foundation
import HeadlessUIKit
import KeyboardDeviceLab

/// Runs a recording's steps on the simulator with the device lab's own recorder watching, and
/// sets what the simulator shows beside what the device showed.
///
/// The same recorder measures both sides, so a difference is a difference in what happened, not
/// in how it was measured.
@MainActor
package enum RecordingReplay {
  /// A replay's outcome.
  package struct Report: Sendable, Equatable {
    /// The device's frames and measures.
    package var device: DeviceMeasurements
    /// The simulator's, for the same steps on the same layout and strategy.
    package var simulated: DeviceMeasurements
    /// Where the two differ beyond the tolerance, one line per quantity and stretch of time.
    package var differences: [String]
    /// The simulator's run as its recorder wrote it: a recording of its own, with the device's
    /// steps when the simulator did the same.
    package var simulatedRecording: LabRecording?
  }

  /// Replays `scenario` (a recording) and compares, with positions and insets allowed to differ
  /// by `tolerance` points.
  package static func run(_ scenario: Scenario, tolerance: Double = 1) -> Report {
    let device = scenario.recording?.measurements ?? DeviceMeasurements(frames: [])
    let kind = StrategyKind(rawValue: scenario.strategy) ?? .library
    let simulation = Simulation(scenario: scenario, strategy: kind)
    var watcher: RecordingStrategy?
    simulation.makeStrategy = { screen, center in
      let recorder = KeyboardRecorder(
        screen: KeyboardRecorder.Screen(
          window: screen.window, root: screen.root, scrollView: screen.scrollView,
          inputs: screen.inputs, layout: labLayout(scenario.layout),
          device: labDevice(scenario.device.profile)),
        strategy: scenario.strategy, center: center)
      recorder.start()
      let strategy = kind.attach(to: screen, center: center, margin: scenario.margin)
      let wrapped = RecordingStrategy(recorder: recorder, strategy: strategy)
      watcher = wrapped
      return wrapped
    }
    _ = simulation.run()
    let simulatedRecording = watcher?.recording
    let simulated = simulatedRecording?.recording ?? DeviceMeasurements(frames: [])
    return Report(
      device: device, simulated: simulated,
      differences: differences(device.frames, simulated.frames, tolerance: tolerance)
        + motionDurationDifferences(device.motionDurations, simulated.motionDurations).lines,
      simulatedRecording: simulatedRecording)
  }

  /// For each reading's other value (`ReadingFit.alternatives`), how the recording fits it
  /// against the value `scenario` replays it with: the recording replayed once per alternative.
  package static func readingFits(_ scenario: Scenario, tolerance: Double = 1) -> [ReadingFit] {
    let device = scenario.recording?.measurements ?? DeviceMeasurements(frames: [])
    func mismatches(_ simulated: DeviceMeasurements) -> Int {
      mismatchedSamples(device.frames, simulated.frames, tolerance: tolerance)
        + motionDurationDifferences(device.motionDurations, simulated.motionDurations).mismatched
    }
    let replayed = mismatches(run(scenario, tolerance: tolerance).simulated)
    return ReadingFit.alternatives(to: scenario.readings).map { alternative in
      var changed = scenario
      changed.readings = alternative.readings
      return ReadingFit(
        reading: alternative.key, replayed: alternative.replayed, replayedMismatches: replayed,
        alternative: alternative.alternative,
        alternativeMismatches: mismatches(run(changed, tolerance: tolerance).simulated))
    }
  }

  /// Where the device's and the simulator's motion durations differ, one line each.
  ///
  /// Each device reading is set against the simulator's reading of the same announcement: the
  /// first not yet taken with the same announced duration and curve within 0.1 s of it (a
  /// replay posts at the recorded times), so a reading one side lacks (UIKit attached no
  /// animation) shifts nothing else. A pair differing by more than 10 ms (a 120 Hz frame's time
  /// and more), or a reading with none to pair, is one line and one mismatched sample. A device
  /// side with none at all (a recording from before the recorder read them) is not compared.
  static func motionDurationDifferences(
    _ device: [RecordedMotionDuration], _ simulated: [RecordedMotionDuration]
  ) -> (lines: [String], mismatched: Int) {
    guard !device.isEmpty else { return ([], 0) }
    var taken = Set<Int>()
    var lines: [String] = []
    func line(_ reading: RecordedMotionDuration, device: Double?, simulator: Double?) -> String {
      "UIKit's animation time for the announcement at \(seconds(reading.time)) s "
        + "(\(seconds(reading.announced)) s on curve \(reading.curve)): device "
        + "\(device.map { "\(seconds($0)) s" } ?? "none"), simulator "
        + "\(simulator.map { "\(seconds($0)) s" } ?? "none")"
    }
    for mine in device {
      let pair = simulated.indices.first { index in
        !taken.contains(index) && abs(simulated[index].time - mine.time) <= 0.1
          && simulated[index].announced == mine.announced && simulated[index].curve == mine.curve
      }
      guard let pair else {
        lines.append(line(mine, device: mine.seconds, simulator: nil))
        continue
      }
      taken.insert(pair)
      if abs(simulated[pair].seconds - mine.seconds) > 0.01 {
        lines.append(line(mine, device: mine.seconds, simulator: simulated[pair].seconds))
      }
    }
    for index in simulated.indices where !taken.contains(index) {
      lines.append(line(simulated[index], device: nil, simulator: simulated[index].seconds))
    }
    return (lines, lines.count)
  }

  /// A simulator device in the recording's terms.
  static func labDevice(_ profile: DeviceProfile) -> LabDevice {
    LabDevice(
      name: profile.name,
      portraitSize: LabSize(
        width: Double(profile.portraitSize.width), height: Double(profile.portraitSize.height)),
      portraitSafeArea: profile.portraitSafeArea, landscapeSafeArea: profile.landscapeSafeArea,
      isPad: profile.isPad)
  }

  /// A simulator layout in the recording's terms: the parts a lab screen can have (a layout's
  /// other keys are not written, so a simulated recording of one replays on another layout).
  static func labLayout(_ layout: LayoutSpec) -> LabLayout {
    LabLayout(
      kind: layout.kind.rawValue,
      fields: [.form, .nested, .plain].contains(layout.kind) && layout.cellHeights == nil
        ? layout.fields : nil,
      contentInset: layout.contentInset == [0, 0, 0, 0] ? nil : layout.contentInset,
      accessoryHeight: layout.accessoryHeight, navigationBar: layout.navigationBar,
      tabBar: layout.tabBar, cellHeights: layout.cellHeights, table: layout.table,
      codeBox: layout.codeBox, largeTitle: layout.largeTitle)
  }

  /// Where the device's frames and the simulator's differ, one line per quantity and stretch.
  static func differences(
    _ device: [RecordedFrame], _ simulated: [RecordedFrame], tolerance: Double
  ) -> [String] {
    compare(device, simulated, tolerance: tolerance).lines
  }

  /// How many samples (a frame's quantity) differ beyond `tolerance`, or have no simulator frame
  /// to set against: fewer is closer.
  static func mismatchedSamples(
    _ device: [RecordedFrame], _ simulated: [RecordedFrame], tolerance: Double
  ) -> Int {
    compare(device, simulated, tolerance: tolerance).mismatched
  }

  /// Sets each device frame against the simulator's at the same moment.
  ///
  /// The nearest simulator frame within half a 120 Hz frame: keyboard top, input top and bottom,
  /// inset, offset. Consecutive differing frames of one quantity make one line, with the largest
  /// difference.
  private static func compare(
    _ device: [RecordedFrame], _ simulated: [RecordedFrame], tolerance: Double
  ) -> (lines: [String], mismatched: Int) {
    var mismatched = 0
    let quantities: [(String, (RecordedFrame) -> Double?)] = [
      ("keyboard top", \.keyboardTop), ("input top", { $0.input?[1] }),
      ("input bottom", { $0.input.map { $0[1] + $0[3] } }), ("inset bottom", \.insetBottom),
      ("offset y", \.offsetY),
    ]
    var lines: [String] = []
    var unmatched = 0
    var runs: [String: (start: Double, end: Double, worst: Double, at: Double)] = [:]
    var order: [String] = []
    func close(_ name: String) {
      guard let run = runs.removeValue(forKey: name) else { return }
      lines.append(
        "\(name): t \(seconds(run.start))–\(seconds(run.end)) s, worst "
          + (run.worst.isInfinite ? "present on one side only" : "\(points(run.worst)) pt")
          + " at \(seconds(run.at)) s")
    }
    var index = 0
    for frame in device {
      while index + 1 < simulated.count,
        abs(simulated[index + 1].time - frame.time) <= abs(simulated[index].time - frame.time)
      {
        index += 1
      }
      guard index < simulated.count, abs(simulated[index].time - frame.time) <= 1.0 / 240
      else {
        unmatched += 1
        mismatched += quantities.count
        continue
      }
      let other = simulated[index]
      for (name, read) in quantities {
        let (a, b) = (read(frame), read(other))
        let difference: Double? =
          switch (a, b) {
          case (nil, nil): nil
          case (let a?, let b?): abs(a - b) > tolerance ? abs(a - b) : nil
          default: .infinity
          }
        if let difference {
          mismatched += 1
          if var run = runs[name] {
            run.end = frame.time
            if difference > run.worst { (run.worst, run.at) = (difference, frame.time) }
            runs[name] = run
          } else {
            runs[name] = (frame.time, frame.time, difference, frame.time)
            order.append(name)
          }
        } else {
          close(name)
        }
      }
    }
    for name in order where runs[name] != nil { close(name) }
    if unmatched > 0 {
      lines.append("\(unmatched) device frames have no simulator frame within half a frame")
    }
    return (lines, mismatched)
  }

  private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
  private static func points(_ value: Double) -> String { String(format: "%.1f", value) }
}

/// The replayed strategy, with the recorder stopped when it is.
@MainActor
private final class RecordingStrategy: KeyboardStrategy {
  private let recorder: KeyboardRecorder
  private let strategy: any KeyboardStrategy
  private(set) var recording: LabRecording?

  init(recorder: KeyboardRecorder, strategy: any KeyboardStrategy) {
    self.recorder = recorder
    self.strategy = strategy
  }

  func stop() {
    recording = recorder.stop()
    strategy.stop()
  }
}
