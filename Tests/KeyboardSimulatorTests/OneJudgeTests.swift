import Foundation
import HeadlessUIKit
import KeyboardAvoidance
import KeyboardCore
import Testing

@testable import KeyboardSimulator

/// The keyboard has one judge (KeyboardCore's `KeyboardTracker`): the UIKit avoiders' session and
/// the SwiftUI layer's probe, following the same notifications on the same screen, must reach
/// the same keyboard after every step of any stream.
@MainActor
@Suite("One judge of the keyboard", .serialized)
struct OneJudgeTests {
  @Test(
    "Over random streams, the UIKit session and the SwiftUI path judge the same keyboard after every step"
  )
  func sessionAndSwiftUIAgree() {
    let generator = FuzzStreamGenerator()
    var compared = 0
    var disagreements: [String] = []
    for seed in UInt64(700_000)..<700_300 {
      var stream = generator.stream(seed: seed)
      stream.strategy = StrategyKind.library.rawValue
      let scenario = stream
      let simulation = Simulation(scenario: scenario, strategy: .library)
      // The SwiftUI layer's probe, on the same screen: a view in the avoided view's window.
      let probe = simulation.screen.root
      var swiftUI = ViewKeyboardTracker()
      // In a window from the start: the probe judged the keyboard there (`didMoveToWindow`).
      swiftUI.rejudge(in: probe)
      let observer = KeyboardObserver(center: simulation.center) { update in
        swiftUI.follow(update, in: probe)
      }
      // Weak: the simulation keeps this closure.
      simulation.afterEachStep = { [weak simulation] index in
        guard let session = simulation?.strategy?.judgedKeyboard else { return }
        // The probe judges the keyboard again as its view is laid out or comes back to a window.
        swiftUI.rejudge(in: probe)
        compared += 1
        let probed = swiftUI.tracker.state
        if !Self.same(probed, session), disagreements.count < 5 {
          disagreements.append(
            "seed \(seed) step \(index) (\(scenario.steps[index])): session \(session), "
              + "SwiftUI \(probed)")
        }
      }
      _ = simulation.run()
      observer.stop()
    }
    #expect(compared > 1_000)
    #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
  }

  /// The same keyboard: phase and mode, and the frame of one that is there (a hidden keyboard's
  /// last frame plans nothing).
  static func same(_ a: KeyboardState, _ b: KeyboardState) -> Bool {
    a.phase == b.phase && a.mode == b.mode
      && (a.mode == .hidden || a.frameInScreen == b.frameInScreen)
  }
}
