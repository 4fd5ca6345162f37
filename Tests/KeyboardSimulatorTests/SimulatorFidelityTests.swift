import Foundation
import Testing

@testable import KeyboardSimulator

/// The simulator must not pass what it should fail: its own checks, judged on small scenarios
/// whose right answer is known.
@MainActor
@Suite("The simulator's own checks", .serialized)
struct SimulatorFidelityTests {
  static func run(_ json: String) throws -> ScenarioResult {
    let scenario = try ScenarioLoader.decode(Data(json.utf8), file: "case.json")
    return ScenarioRunner().run(scenario)
  }

  @Test("A posted show is drawn from its own begin frame, not from the last drawn frame")
  func postedShowStartsAtItsBeginFrame() throws {
    // A zero-rect hide draws the keyboard at the origin; the show that follows says it starts
    // below the screen. The field sits 260 pt above the final keyboard: never covered.
    let result = try Self.run(
      """
      {"name": "begin frame", "device": "iPhone 15 Pro", "layout": {"kind": "form"},
       "steps": [
        {"action": "focus", "input": 3},
        {"action": "post", "name": "UIKeyboardWillHideNotification",
         "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 0, 0, 0]}},
        {"action": "post", "name": "UIKeyboardWillShowNotification",
         "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 852, 393, 336],
                      "UIKeyboardFrameEndUserInfoKey": [0, 516, 393, 336],
                      "UIKeyboardAnimationDurationUserInfoKey": 0.25,
                      "UIKeyboardAnimationCurveUserInfoKey": 7}},
        {"action": "expect", "noOcclusion": true, "visible": true}
       ]}
      """)
    let passed = result.passed
    #expect(passed, "\(ResultTable.failures([result]))")
    #expect(result.metrics.occludedFrames == 0)
  }

  @Test("`visible` fails for a focused input below the screen's bottom edge")
  func visibleNeedsTheScreen() throws {
    // Field 19 of a 20-field form lies at y 1236 on an 852 pt screen; no keyboard covers it
    // (a hardware keyboard), and nothing scrolls it up.
    let result = try Self.run(
      """
      {"name": "off screen", "device": "iPhone 15 Pro", "layout": {"kind": "form"},
       "steps": [
        {"action": "focus", "input": 19},
        {"action": "expect", "visible": true}
       ]}
      """)
    let passed = result.passed
    #expect(!passed, "a field below the screen is not visible")
  }
}
