import Foundation
import HeadlessUIKit
import KeyboardDeviceLab
import Testing

@testable import KeyboardSimulator

/// The device lab's recorder, run on the stand-in: a screen driven by the simulator is recorded,
/// the recording exported as a scenario file and replayed by `kbsim replay`, and the two runs
/// must agree exactly.
@MainActor
@Suite("A device recording replayed by kbsim", .serialized)
struct RecordingRoundTripTests {
  /// A form on an iPhone 15 Pro under the automatic mode: focus a low field, the keyboard rises,
  /// Next, the keyboard goes.
  static let session = """
    {"name": "recorded form", "device": "iPhone 15 Pro", "strategy": "library-automatic",
     "layout": {"kind": "form"},
     "steps": [{"action": "focus", "input": 9}, {"action": "keyboard", "profile": "predictive"},
               {"action": "wait", "seconds": 0.2}, {"action": "next"},
               {"action": "type", "text": "hello"}, {"action": "hide"},
               {"action": "wait", "seconds": 0.2}]}
    """

  /// The same session on a table of 20 rows, 64 pt each, under the per-screen avoider.
  static let tableSession = """
    {"name": "recorded table", "device": "iPhone 15 Pro", "strategy": "library",
     "layout": {"kind": "form", "table": true, "cellHeights": [\(
      Array(repeating: "64", count: 20).joined(separator: ", "))]},
     "steps": [{"action": "focus", "input": 9}, {"action": "keyboard", "profile": "predictive"},
               {"action": "wait", "seconds": 0.2}, {"action": "next"},
               {"action": "type", "text": "hello"}, {"action": "hide"},
               {"action": "wait", "seconds": 0.2}]}
    """

  /// A one-time-code box low on a login screen, lifted by its avoider: tapped, a number pad, six
  /// digits, Done.
  static let codeBoxSession = """
    {"name": "recorded code box", "device": "iPhone 15 Pro", "strategy": "library",
     "layout": {"kind": "plain", "fields": 1, "codeBox": true},
     "steps": [{"action": "focus", "input": 0}, {"action": "keyboard", "profile": "numberPad"},
               {"action": "wait", "seconds": 0.2}, {"action": "type", "text": "123456"},
               {"action": "done"}, {"action": "wait", "seconds": 0.2}]}
    """

  /// The form turned to landscape with the keyboard up, then back, then the keyboard goes.
  static let rotationSession = """
    {"name": "recorded turn", "device": "iPhone 15 Pro", "strategy": "library-automatic",
     "layout": {"kind": "form"},
     "steps": [{"action": "focus", "input": 4}, {"action": "keyboard", "profile": "predictive"},
               {"action": "wait", "seconds": 0.2}, {"action": "rotate", "orientation": "landscape"},
               {"action": "wait", "seconds": 0.3}, {"action": "rotate", "orientation": "portrait"},
               {"action": "wait", "seconds": 0.3}, {"action": "hide"},
               {"action": "wait", "seconds": 0.2}]}
    """

  /// Records `session` as a device would see it, and returns the recording as a file.
  func record(_ session: String = session) throws -> (LabRecording, Data) {
    let session = try ScenarioLoader.decode(Data(session.utf8), file: "session")
    var recording = try #require(RecordingReplay.run(session).simulatedRecording)
    recording.name = "round trip"
    return (recording, try recording.fileContents())
  }

  @Test("the recording holds the session's notifications, focus, typing and frames")
  func recordingHoldsTheSession() throws {
    let (recording, _) = try record()
    let posts = recording.steps.compactMap { step -> String? in
      if case .post(let name, _, let isScreen) = step, isScreen { return name }
      return nil
    }
    #expect(posts.filter { $0 == "UIKeyboardWillShowNotification" }.count == 1)
    #expect(posts.filter { $0 == "UIKeyboardWillHideNotification" }.count == 1)
    #expect(posts.first == "UIKeyboardWillChangeFrameNotification")
    #expect(recording.steps.contains(.begin(input: 9)))
    #expect(recording.steps.contains(.begin(input: 10)))
    #expect(recording.steps.contains(.resign))
    #expect(recording.steps.contains(.type(text: "hello")))
    let measures = recording.recording.measures
    #expect(measures.frames > 100)
    #expect(measures.occludedFrames == 0)
    #expect(measures.restoredExactly == true)
    let gap = try #require(measures.settledGap)
    #expect(abs(gap - 16) < 0.5)
  }

  @Test("exported, loaded and replayed, it agrees exactly: notifications, frames, measures")
  func roundTrip() throws {
    let (recording, file) = try record()
    let loaded = try ScenarioLoader.decode(file, file: "recording.json")
    #expect(loaded.recording?.measurements == recording.recording)
    let replay = RecordingReplay.run(loaded, tolerance: 0)
    #expect(replay.differences.isEmpty, "\(replay.differences.joined(separator: "; "))")
    #expect(replay.simulated == recording.recording)
    #expect(replay.simulatedRecording?.steps == recording.steps)
  }

  @Test("a table's recording keeps its rows and cells, and replays exactly")
  func tableRoundTrip() throws {
    let (recording, file) = try record(Self.tableSession)
    #expect(recording.layout.table == true)
    #expect(recording.layout.cellHeights?.count == 20)
    #expect(recording.layout.fields == nil)
    #expect(recording.steps.contains(.begin(input: 10)))
    #expect(recording.recording.measures.occludedFrames == 0)
    let loaded = try ScenarioLoader.decode(file, file: "table.json")
    #expect(loaded.layout.table == true)
    let replay = RecordingReplay.run(loaded, tolerance: 0)
    #expect(replay.differences.isEmpty, "\(replay.differences.joined(separator: "; "))")
    #expect(replay.simulatedRecording?.steps == recording.steps)
  }

  @Test("a one-time-code box, which posts no editing notification, is recorded and replayed")
  func codeBoxRoundTrip() throws {
    let (recording, file) = try record(Self.codeBoxSession)
    #expect(recording.layout.codeBox == true)
    let focus = recording.steps.filter {
      switch $0 {
      case .begin, .resign: true
      default: false
      }
    }
    #expect(focus == [.begin(input: 0), .resign])
    let measures = recording.recording.measures
    #expect(measures.occludedFrames == 0)
    #expect(abs((measures.settledGap ?? -1) - 16) < 0.5, "gap \(measures.settledGap ?? -1)")
    let replay = RecordingReplay.run(
      try ScenarioLoader.decode(file, file: "code.json"), tolerance: 0)
    #expect(replay.differences.isEmpty, "\(replay.differences.joined(separator: "; "))")
    #expect(replay.simulatedRecording?.steps == recording.steps)
  }

  @Test("a turn of the device is recorded as a step, with each orientation's safe area")
  func rotationRoundTrip() throws {
    let (recording, file) = try record(Self.rotationSession)
    let turns = recording.steps.filter {
      if case .rotate = $0 { return true }
      return false
    }
    #expect(turns == [.rotate(orientation: "landscape"), .rotate(orientation: "portrait")])
    #expect(recording.orientation == "portrait")
    let profile = try #require(DeviceProfile.named("iPhone 15 Pro"))
    #expect(recording.device.landscapeSafeArea == profile.landscapeSafeArea)
    #expect(recording.device.portraitSafeArea == profile.portraitSafeArea)
    let replay = RecordingReplay.run(
      try ScenarioLoader.decode(file, file: "turn.json"), tolerance: 0)
    #expect(replay.differences.isEmpty, "\(replay.differences.joined(separator: "; "))")
    #expect(replay.simulatedRecording?.steps == recording.steps)
  }

  @Test("a recording's turn only turns the screen: the keyboard does what the posts say")
  func turnPostsNothing() throws {
    var (recording, _) = try record()
    let shown = try #require(
      recording.steps.firstIndex {
        if case .post(let name, _, _) = $0 { return name == "UIKeyboardDidShowNotification" }
        return false
      })
    recording.steps.insert(.rotate(orientation: "landscape"), at: shown + 1)
    let loaded = try ScenarioLoader.decode(try recording.fileContents(), file: "turned.json")
    let replayed = try #require(RecordingReplay.run(loaded).simulatedRecording)
    func posts(_ steps: [LabStep]) -> Int {
      steps.filter {
        if case .post = $0 { return true }
        return false
      }.count
    }
    #expect(posts(replayed.steps) == posts(recording.steps))
    #expect(replayed.steps.contains(.rotate(orientation: "landscape")))
  }

  @Test("a recycled field is numbered by the row it shows, and only what is typed counts")
  func recycledField() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.makeKeyAndVisible()
    let table = UIScrollView(frame: window.bounds)
    window.addSubview(table)
    let field = UITextField(frame: CGRect(x: 16, y: 10, width: 361, height: 44))
    table.addSubview(field)
    // One cell's field, shown first at row 3, then (after scrolling) reused for row 12.
    final class Row {
      var number = 3
      var isVisible = true
    }
    let row = Row()
    let recorder = KeyboardRecorder(
      screen: KeyboardRecorder.Screen(
        window: window, root: table, scrollView: table,
        numberedInputs: { row.isVisible ? [row.number: field] : [:] },
        layout: LabLayout(kind: "form", cellHeights: Array(repeating: 64, count: 20), table: true),
        device: RecordingReplay.labDevice(try #require(DeviceProfile.named("iPhone 15 Pro")))),
      strategy: "none")
    recorder.start()
    #expect(field.becomeFirstResponder())
    field.insertText("ab")
    #expect(field.resignFirstResponder())
    row.number = 12
    field.text = "row 12"
    #expect(field.becomeFirstResponder())
    field.insertText("!")
    // Scrolled off screen while focused: the table no longer lists the cell.
    row.isVisible = false
    field.insertText("?")
    #expect(field.resignFirstResponder())
    let steps = recorder.stop().steps.filter {
      if case .wait = $0 { return false }
      return true
    }
    #expect(
      steps == [
        .begin(input: 3), .type(text: "ab"), .resign, .begin(input: 12), .type(text: "!"),
        .type(text: "?"), .resign,
      ])
  }

  @Test("a replay on another strategy names the moments and quantities that differ")
  func replayNamesDifferences() throws {
    var (recording, _) = try record()
    recording.strategy = "keyboardlayoutguide"
    let loaded = try ScenarioLoader.decode(try recording.fileContents(), file: "recording.json")
    let replay = RecordingReplay.run(loaded)
    let listed = replay.differences.joined(separator: "; ")
    #expect(replay.differences.contains { $0.hasPrefix("offset y: t ") }, "\(listed)")
    #expect(replay.simulated.measures != recording.recording.measures)
  }

  @Test("the fixtures kbsim replay's golden files use are what the recorder writes today")
  func fixtures() throws {
    var (recording, _) = try record()
    recording.name = "a form, recorded under the automatic mode"
    // The same device frames replayed under another strategy: a replay that disagrees.
    var other = recording
    other.name = "the same recording, replayed under the layout guide"
    other.strategy = "keyboardlayoutguide"
    let folder = TestFiles.root.appendingPathComponent("Fixtures")
    let files = [
      ("device-recording-form.json", try recording.fileContents()),
      ("device-recording-other-strategy.json", try other.fileContents()),
    ]
    for (name, data) in files {
      let url = folder.appendingPathComponent(name)
      if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
        try data.write(to: url)
        continue
      }
      #expect(try Data(contentsOf: url) == data, "re-record with RECORD_SNAPSHOTS=1: \(name)")
    }
  }

  @Test("a screen under a large title is recorded as one and replays under one")
  func largeTitleRoundTrip() throws {
    var scenario = try ScenarioLoader.decode(Data(Self.session.utf8), file: "session")
    scenario.layout.navigationBar = true
    scenario.layout.largeTitle = true
    let recorded = try #require(RecordingReplay.run(scenario).simulatedRecording)
    #expect(recorded.layout.largeTitle == true)
    let loaded = try ScenarioLoader.decode(try recorded.fileContents(), file: "recording.json")
    #expect(loaded.layout.largeTitle == true)
    let replay = RecordingReplay.run(loaded)
    #expect(replay.differences.isEmpty, "\(replay.differences)")
  }

  @Test("malformed recordings are refused with the path and the reason")
  func malformed() throws {
    let (_, file) = try record()
    let text = String(decoding: file, as: UTF8.self)
    let cases: [(String, String)] = [
      (text.replacingOccurrences(of: "\"keyboardTop\"", with: "\"keyboardTip\""), "keyboardTip"),
      (
        text.replacingOccurrences(of: "\"occludedFrames\" : 0", with: "\"occludedFrames\" : 7"),
        "do not match the frames"
      ),
      (
        text.replacingOccurrences(of: "\"insetBottom\" : 0,", with: "\"insetBottom\" : 1e300,"),
        "finite number"
      ),
      (
        text.replacingOccurrences(
          of: "\"action\" : \"begin\",\n      \"input\" : 9",
          with: "\"action\" : \"begin\",\n      \"input\" : 99"),
        "input 99 does not exist"
      ),
      (
        text.replacingOccurrences(
          of: "\"seconds\" : 0.5,\n        \"time\"", with: "\"seconds\" : -0.5,\n        \"time\""),
        "finite number of seconds"
      ),
      (text.replacingOccurrences(of: "\"curve\" : 7", with: "\"curve\" : 16"), "curve from 0"),
      (
        text.replacingOccurrences(
          of: "\"announced\" : 0.25", with: "\"announced\" : 0.25, \"x\" : 1"),
        "motionDurations[0].x: unknown key"
      ),
    ]
    for (hostile, reason) in cases {
      #expect(hostile != text, "the mutation did not apply: \(reason)")
      #expect {
        _ = try ScenarioLoader.decode(Data(hostile.utf8), file: "hostile.json")
      } throws: { error in
        "\(error)".contains(reason)
      }
    }
  }
}
