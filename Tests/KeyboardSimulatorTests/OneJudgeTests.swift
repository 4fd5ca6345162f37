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
    let (compared, disagreements) = Self.compare(seeds: UInt64(700_000)..<700_300)
    #expect(compared > 1_000)
    #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
  }

  /// Streams from 700,000–702,999 where they disagreed: a screen back in a window after the
  /// device turned while it was away, or turned with no notification, had the session judge the
  /// next announcement against the keyboard as it read on the old screen (the probe judges again
  /// as it is laid out; the session now judges again before each announcement).
  @Test(
    "Streams that turned or left the window: both judge the next announcement on the same screen",
    arguments: [
      700_385, 700_400, 700_576, 700_895, 701_097, 701_122, 701_330, 701_683, 701_694, 701_818,
      702_533, 702_631, 702_788,
    ] as [UInt64])
  func turnedWhileAway(seed: UInt64) {
    let (compared, disagreements) = Self.compare(seeds: seed..<(seed + 1))
    #expect(compared > 0)
    #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
  }

  /// Runs each seed's stream under the library with a SwiftUI path's judge beside it; the steps
  /// compared and the first disagreements.
  static func compare(seeds: Range<UInt64>) -> (compared: Int, disagreements: [String]) {
    let generator = FuzzStreamGenerator()
    var compared = 0
    var disagreements: [String] = []
    for seed in seeds {
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
        // Compared while the screen is in a window, where anything is planned from the judged
        // keyboard: one heard in no window is judged on the last screen each follower knew,
        // and judged again when it is back (`KeyboardTracker.rejudged`).
        guard probe.window != nil, let session = simulation?.strategy?.judgedKeyboard else {
          return
        }
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
    return (compared, disagreements)
  }

  /// The same keyboard: phase and mode, and the frame of one that is there (a hidden keyboard's
  /// last frame plans nothing).
  static func same(_ a: KeyboardState, _ b: KeyboardState) -> Bool {
    a.phase == b.phase && a.mode == b.mode
      && (a.mode == .hidden || a.frameInScreen == b.frameInScreen)
  }
}
