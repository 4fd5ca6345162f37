import Foundation
import KeyboardCore
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

  @Test(
    "The referee takes a drawn keyboard's mode from what it drew, and fails a scenario where the library's KeyboardMode reads it otherwise"
  )
  func refereeJudgesWhatItDrew() throws {
    // A docked keyboard drawn 1 pt tall: drawn docked, read hidden by the library's KeyboardMode
    // (no part taller than its one-point edge tolerance).
    func run(height: Double) throws -> ScenarioResult {
      try Self.run(
        """
        {"name": "thin keyboard", "device": "iPhone 15 Pro", "layout": {"kind": "form"},
         "steps": [
          {"action": "focus", "input": 3},
          {"action": "keyboard", "profile": "docked", "height": \(height)}
         ]}
        """)
    }
    let thin = try run(height: 1)
    let disagreement = thin.expectations.first {
      $0.summary == "the library's KeyboardMode reads the keyboard drawn as drawn"
    }
    #expect(disagreement?.passed == false)
    #expect(disagreement?.detail.contains("KeyboardMode reads hidden") == true)
    #expect(!thin.passed)
    // A keyboard of its own height: drawn docked, read docked, nothing reported.
    let docked = try run(height: 291)
    #expect(docked.passed, "\(ResultTable.failures([docked]))")
    #expect(docked.expectations.allSatisfy { !$0.summary.contains("KeyboardMode") })
  }

  @Test("`visible` fails for a focused input scrolled under the navigation bar, not below it")
  func visibleNeedsToClearTheNavigationBar() throws {
    // The bar ends at 103 pt (59 of status bar, 44 of bar). Field 1 sits at y 84 in the content:
    // at the form's top (offset -103) it is at 187, clear of the bar; scrolled to 40 it is at 44,
    // on screen but under the bar.
    func run(offset: Int) throws -> Bool {
      try Self.run(
        """
        {"name": "under the bar", "device": "iPhone 15 Pro",
         "layout": {"kind": "form", "navigationBar": true},
         "steps": [
          {"action": "focus", "input": 1},
          {"action": "scroll", "offsetY": \(offset)},
          {"action": "expect", "visible": true}
         ]}
        """
      ).passed
    }
    #expect(try run(offset: -103), "clear of the bar")
    #expect(try !run(offset: 40), "under the bar")
  }

  @Test("`visible` fails for a focused input below the screen's bottom edge")
  func visibleNeedsTheScreen() throws {
    // Field 19 of a 20-field form lies at y 1236 on an 852 pt screen; no keyboard covers it
    // (a hardware keyboard). UIKit scrolls it into view as it becomes first responder; the user
    // scrolls back to the top.
    let result = try Self.run(
      """
      {"name": "off screen", "device": "iPhone 15 Pro", "layout": {"kind": "form"},
       "steps": [
        {"action": "focus", "input": 19},
        {"action": "scroll", "offsetY": -59},
        {"action": "expect", "visible": true}
       ]}
      """)
    let passed = result.passed
    #expect(!passed, "a field below the screen is not visible")
  }

  @Test(
    "Custom devices get the published keyboard height of their screen class",
    arguments: [
      (CGSize(width: 414, height: 736), false, Orientation.portrait, CGFloat(226), CGFloat(271)),
      (CGSize(width: 320, height: 568), false, .portrait, 216, 253),
      (CGSize(width: 390, height: 844), false, .portrait, 291, 335),
      (CGSize(width: 768, height: 1024), true, .portrait, 313, 313),
      (CGSize(width: 414, height: 736), false, .landscape, 172, 209),
    ])
  func customDeviceHeights(
    size: CGSize, isPad: Bool, orientation: Orientation, plain: CGFloat, predictive: CGFloat
  ) {
    let device = DeviceProfile(
      name: "custom", portraitSize: size, portraitSafeArea: [20, 0, 0, 0],
      landscapeSafeArea: [0, 0, 0, 0], isPad: isPad)
    let window = CGRect(origin: .zero, size: device.screenSize(orientation))
    let docked = KeyboardProfile.docked.frame(
      device: device, orientation: orientation, windowFrame: window)
    let withBar = KeyboardProfile.predictive.frame(
      device: device, orientation: orientation, windowFrame: window)
    #expect(docked.height == plain)
    #expect(withBar.height == predictive)
  }

  @Test("A keyboard step can give its own height; out-of-range heights are rejected")
  func explicitHeight() throws {
    let result = try Self.run(
      """
      {"name": "height", "device": "iPhone 15 Pro", "layout": {"kind": "form"},
       "steps": [
        {"action": "focus", "input": 9},
        {"action": "keyboard", "profile": "docked", "height": 400},
        {"action": "expect", "visible": true, "gap": 16}
       ]}
      """)
    let passed = result.passed
    #expect(passed, "\(ResultTable.failures([result]))")
    let keyboard = try #require(result.frames.last?.keyboardFrame)
    #expect(keyboard == CGRect(x: 0, y: 852 - 400, width: 393, height: 400))
    #expect(throws: ScenarioLoadError.self) {
      try ScenarioLoader.decode(
        Data(
          """
          {"name": "x", "device": "iPhone 15 Pro", "layout": {"kind": "form"},
           "steps": [{"action": "keyboard", "profile": "docked", "height": 1e9}]}
          """.utf8), file: "tall.json")
    }
  }

  @Test(
    "A restore that lands at did-hide, not with will-hide, is not exact",
    arguments: [KeyboardEventKind.willHide, .didHide])
  func restoreAtDidHideIsLate(_ restoresAt: KeyboardEventKind) throws {
    let scenario = try ScenarioLoader.decode(
      Data(
        """
        {"name": "late restore", "device": "iPhone 15 Pro", "layout": {"kind": "form"},
         "steps": [
          {"action": "focus", "input": 9},
          {"action": "keyboard", "profile": "docked"},
          {"action": "hide"},
          {"action": "expect", "restored": true}
         ]}
        """.utf8), file: "case.json")
    let simulation = Simulation(scenario: scenario, strategy: .library)
    simulation.makeStrategy = { screen, center in
      InsetUntil(restoresAt, screen: screen, center: center)
    }
    let result = simulation.run()
    let late = ResultTable.failures([result]).contains(
      "given back only after the keyboard had gone")
    if restoresAt == .willHide {
      #expect(result.passed, "\(ResultTable.failures([result]))")
      #expect(result.metrics.restoreExact == true)
    } else {
      #expect(!result.passed)
      #expect(result.metrics.restoreExact == false)
      #expect(late, "\(ResultTable.failures([result]))")
    }
  }

  @Test("Seed 000's un-animated changes move with the keyboard inside UIKit's own animation")
  func seedChangesMoveInsideSystemAnimation() throws {
    // Seed 000 sets the inset and the offset with no animation of its own (and a curve never
    // shifted into place). UIKit posts will-show inside its keyboard animation, so on a device
    // they move with the keyboard: no jump. It still fails the file on the field it covers.
    let scenario = try ScenarioLoader.load(
      contentsOf: TestFiles.scenarios.appendingPathComponent("seed000-moves-with-keyboard.json"))
    let result = ScenarioRunner().run(scenario, strategy: .seed000)
    #expect(result.metrics.jumps == 0, "\(ResultTable.failures([result]))")
    #expect(!result.passed)
  }
}

/// A strategy that insets the form by the keyboard's height on will-show and gives the inset back
/// only at `restoresAt`.
@MainActor
private final class InsetUntil: SeedBaseline {
  private let restoresAt: KeyboardEventKind

  init(_ restoresAt: KeyboardEventKind, screen: SimulatedScreen, center: NotificationCenter) {
    self.restoresAt = restoresAt
    super.init(screen: screen, center: center)
  }

  override func handle(_ event: KeyboardEvent) {
    guard let scrollView = screen.scrollView else { return }
    if event.kind == .willShow {
      scrollView.contentInset.bottom = event.endFrameInScreen.height
      scrollView.verticalScrollIndicatorInsets.bottom = event.endFrameInScreen.height
    } else if event.kind == restoresAt {
      scrollView.contentInset.bottom = 0
      scrollView.verticalScrollIndicatorInsets.bottom = 0
    }
  }
}
