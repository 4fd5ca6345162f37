import Foundation
import KeyboardDeviceLab
import Testing

@testable import KeyboardSimulator

/// `kbsim replay` names the readings a recording settles: where the evidence about devices
/// leaves two readings open (`ReadingsSpec`), a recording replayed under each value fits the one
/// its device showed.
///
/// A "device" here is the simulator under a chosen reading: its recording, exported as a file
/// (which carries no readings), is replayed as `kbsim replay` would.
@MainActor
@Suite("kbsim replay names the readings a recording settles", .serialized)
struct RecordingReadingsTests {
  /// A phone locked with the keyboard up: a zeroed will-show with no hide, then the hide.
  static let lockedSession = """
    {"name": "locked", "device": "iPhone 15 Pro", "strategy": "library-automatic",
     "layout": {"kind": "form"},
     "steps": [{"action": "focus", "input": 9}, {"action": "keyboard", "profile": "predictive"},
               {"action": "wait", "seconds": 0.3},
               {"action": "post", "name": "UIKeyboardWillShowNotification", "userInfo": {
                 "UIKeyboardFrameEndUserInfoKey": [0, 0, 0, 0],
                 "UIKeyboardAnimationDurationUserInfoKey": 0,
                 "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardIsLocalUserInfoKey": true}},
               {"action": "wait", "seconds": 0.3}, {"action": "hide"},
               {"action": "wait", "seconds": 0.2}]}
    """

  /// Records `session` with `change` made to the readings, and loads the exported recording.
  func recording(
    _ session: String = lockedSession, _ change: (inout ReadingsSpec) -> Void
  ) throws -> Scenario {
    var scenario = try ScenarioLoader.decode(Data(session.utf8), file: "session")
    change(&scenario.readings)
    let recorded = try #require(RecordingReplay.run(scenario).simulatedRecording)
    let loaded = try ScenarioLoader.decode(try recorded.fileContents(), file: "recording.json")
    #expect(loaded.readings == .standard, "a recording carries no readings")
    return loaded
  }

  @Test("a keyboard layout guide that took a zeroed frame on the device is named")
  func zeroedGuideNamed() throws {
    let fits = RecordingReplay.readingFits(
      try recording { $0.zeroedShowKeepsGuide = false }, tolerance: 0.5)
    let zeroed = try #require(fits.first { $0.reading == "zeroedShowKeepsGuide" })
    #expect(zeroed.recordable == .partly)
    #expect(zeroed.verdict == .alternative, "\(zeroed)")
    #expect(zeroed.alternative == "false")
    #expect(zeroed.alternativeMismatches == 0)
    #expect(zeroed.replayedMismatches > 0)
    let text = ReplaySummary.readingsText(fits)
    #expect(text.contains("1 settled by this recording"), "\(text)")
    #expect(text.contains("fits false"))
  }

  @Test("a reading no recording can show is not counted as settled, however the replays differ")
  func unrecordableReadingNotSettled() throws {
    // A form's session, which exercises no other reading.
    let fits = RecordingReplay.readingFits(
      try recording(RecordingRoundTripTests.session) { $0.guideMovesFrameByFrame = true },
      tolerance: 0.5)
    let guide = try #require(fits.first { $0.reading == "guideMovesFrameByFrame" })
    #expect(guide.recordable == .no)
    #expect(guide.verdict == .alternative, "the simulator's own recorder tells them apart")
    let text = ReplaySummary.readingsText(fits)
    #expect(text.contains("0 settled by this recording"), "\(text)")
    #expect(text.contains("the replays differ; no recording shows it"))
  }

  @Test("a device on the simulator's own readings fits them; every reading is tried")
  func standardReadingsFit() throws {
    let fits = RecordingReplay.readingFits(try recording { _ in }, tolerance: 0.5)
    #expect(fits.allSatisfy { $0.replayedMismatches == 0 })
    let zeroed = try #require(fits.first { $0.reading == "zeroedShowKeepsGuide" })
    #expect(zeroed.verdict == .replayed)
    // The yes-or-no readings once each, the release motion twice, the third-party drawing.
    #expect(fits.count == 17 + 2 + 1)
    #expect(Set(fits.map(\.reading)).count == 19)
  }

  /// A form's keyboard shown and hidden by notifications announcing 0.4 s, as a push or a pop
  /// with the keyboard up may.
  static let slowAnnouncementSession = """
    {"name": "slow", "device": "iPhone 15 Pro", "strategy": "library",
     "layout": {"kind": "form"},
     "steps": [{"action": "focus", "input": 2},
               {"action": "post", "name": "UIKeyboardWillShowNotification", "userInfo": {
                 "UIKeyboardFrameBeginUserInfoKey": [0, 852, 393, 336],
                 "UIKeyboardFrameEndUserInfoKey": [0, 516, 393, 336],
                 "UIKeyboardAnimationDurationUserInfoKey": 0.4,
                 "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardIsLocalUserInfoKey": true}},
               {"action": "wait", "seconds": 1},
               {"action": "post", "name": "UIKeyboardWillHideNotification", "userInfo": {
                 "UIKeyboardFrameBeginUserInfoKey": [0, 516, 393, 336],
                 "UIKeyboardFrameEndUserInfoKey": [0, 852, 393, 336],
                 "UIKeyboardAnimationDurationUserInfoKey": 0.4,
                 "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardIsLocalUserInfoKey": true}},
               {"action": "wait", "seconds": 1}]}
    """

  @Test(
    "how long UIKit runs curve 7 for a 0.4 s announcement is read on the device and named, on either account",
    arguments: [false, true])
  func curveSevenTimeNamed(twice: Bool) throws {
    let recorded = try recording(Self.slowAnnouncementSession) {
      $0.curveSevenFollowsDuration = twice
    }
    let durations = try #require(recorded.recording?.measurements.motionDurations)
    // The show and the hide, each timed by UIKit's own animation.
    #expect(durations.map(\.seconds) == [twice ? 0.8 : 0.5, twice ? 0.8 : 0.5])
    #expect(durations.allSatisfy { $0.announced == 0.4 && $0.curve == 7 })
    let fits = RecordingReplay.readingFits(recorded, tolerance: 0.5)
    let curve = try #require(fits.first { $0.reading == "curveSevenFollowsDuration" })
    #expect(curve.recordable == .yes)
    #expect(curve.verdict == (twice ? .alternative : .replayed), "\(curve)")
    let replay = RecordingReplay.run(recorded, tolerance: 0.5)
    #expect(
      replay.differences.contains { $0.hasPrefix("UIKit's animation time for the announcement") }
        == twice,
      "\(replay.differences)")
  }

  @Test("a recording made before the recorder read motion durations replays as it did")
  func recordingWithoutMotionDurations() throws {
    let recorded = try recording(Self.slowAnnouncementSession) {
      $0.curveSevenFollowsDuration = true
    }
    var older = try #require(recorded.recording)
    older.measurements.motionDurations = []
    var scenario = recorded
    scenario.recording = older
    let replay = RecordingReplay.run(scenario, tolerance: 0.5)
    #expect(!replay.differences.contains { $0.hasPrefix("UIKit's animation time") })
    #expect(!replay.simulated.motionDurations.isEmpty, "the simulator's side still reads them")
  }

  @Test("motion durations pair by announcement: one the device lacks shifts no other pair")
  func motionDurationsPairByAnnouncement() {
    func reading(_ time: Double, _ announced: Double, _ seconds: Double) -> RecordedMotionDuration {
      RecordedMotionDuration(time: time, announced: announced, curve: 7, seconds: seconds)
    }
    // A show announced for 0.25 s, then a hide for 0.4 s, each in two notifications.
    let simulated = [
      reading(0.1, 0.25, 0.5), reading(0.1, 0.25, 0.5), reading(1.1, 0.4, 0.8),
      reading(1.1, 0.4, 0.8),
    ]
    // The device attached no animation for the show's first notification.
    let device = [reading(0.1, 0.25, 0.5), reading(1.1, 0.4, 0.8), reading(1.1, 0.4, 0.8)]
    let compared = RecordingReplay.motionDurationDifferences(device, simulated)
    #expect(compared.mismatched == 1, "\(compared.lines)")
    #expect(compared.lines.first?.contains("device none, simulator 0.500 s") == true)
    // A real difference is still one.
    let slower = [reading(0.1, 0.25, 0.5), reading(0.1, 0.25, 0.5), reading(1.1, 0.4, 0.5)]
    #expect(RecordingReplay.motionDurationDifferences(slower, simulated).mismatched == 2)
  }
}
