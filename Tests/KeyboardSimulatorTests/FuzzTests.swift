import Foundation
import Testing

@testable import KeyboardSimulator

/// The fuzzer's own behaviour, on a few hundred streams (CI runs `kbsim fuzz` with 10,000).
@MainActor
@Suite("Event-stream fuzzing", .serialized)
struct FuzzTests {
  @Test("Three hundred random streams break no invariant")
  func streamsHold() {
    let totals = Fuzzer().run(streams: 300, firstSeed: 900_000)
    #expect(totals.streams == 300)
    #expect(totals.invariantChecks > totals.steps / 2)
    #expect(
      totals.failures.isEmpty,
      "\(totals.failures.map { "seed \($0.seed): \($0.violations.first ?? "")" })")
  }

  @Test("The same seed makes the same stream, and streams differ across seeds")
  func deterministic() {
    let generator = FuzzStreamGenerator()
    #expect(generator.stream(seed: 42) == generator.stream(seed: 42))
    #expect(generator.stream(seed: 42) != generator.stream(seed: 43))
  }

  @Test("Streams draw every screen taken from a real app: UIKit ones under the UIKit paths only")
  func realAppScreensDrawn() throws {
    let generator = FuzzStreamGenerator()
    let streams = (0..<2_000).map { generator.stream(seed: UInt64($0)) }
    let drawn = streams.filter { $0.layout.realApp != nil }
    for screen in RealAppScreen.allCases {
      #expect(drawn.contains { $0.layout.realApp == screen }, "\(screen)")
    }
    // A hosted SwiftUI screen under the SwiftUI layer only, in its page sheet.
    for stream in drawn {
      let isSwiftUI = stream.strategy == StrategyKind.librarySwiftUI.rawValue
      #expect(isSwiftUI == (stream.layout.realApp?.isHostedSwiftUI == true), "\(stream.name)")
      #expect(stream.presentation == stream.layout.realApp?.presentation, "\(stream.name)")
    }
    // A failing stream's file loads back as the stream (a real app's screen refuses the keys
    // that shape a form's own views, so they are not written beside it).
    for stream in drawn.prefix(20) {
      let data = try JSONEncoder().encode(stream)
      #expect(try ScenarioLoader.decode(data, file: "fuzz.json") == stream)
    }
  }

  @Test("Streams carry malformed payloads: NaN, wrong types, unknown names")
  func malformedPayloadsAppear() throws {
    let generator = FuzzStreamGenerator()
    let json = try (0..<200).map { seed in
      String(
        decoding: try JSONEncoder().encode(generator.stream(seed: UInt64(seed))), as: UTF8.self)
    }.joined()
    #expect(json.contains("\"$double\""))
    #expect(json.contains("\"tall\""))
    #expect(json.contains("UIKeyboardWillShow\""))
  }

  @Test("A failing stream shrinks to the steps that matter and replays from its file")
  func shrinking() throws {
    // An expectation stands in for an invariant the library breaks: noise steps around it go.
    var scenario = try #require(
      BuiltInMatrix.scenarios.first { $0.layout.kind == .form && $0.device.profile.isPad == false })
    scenario.steps = [
      .wait(seconds: 0.05), .focus(index: 2), .setInset(bottom: 10), .wait(seconds: 0.05),
      .keyboard(profile: .docked), .wait(seconds: 0.05),
    ]
    let isBroken: (Scenario) -> Bool = { candidate in
      candidate.steps.contains(.keyboard(profile: .docked))
        && candidate.steps.contains(.setInset(bottom: 10))
    }
    let shrunk = Fuzzer().shrink(scenario, while: isBroken)
    #expect(shrunk.steps == [.setInset(bottom: 10), .keyboard(profile: .docked)])
    let data = try JSONEncoder().encode(shrunk)
    #expect(try ScenarioLoader.decode(data, file: "shrunk.json").steps == shrunk.steps)
  }

  @Test("Non-finite numbers survive a scenario file as {\"$double\": …}")
  func specialDoubles() throws {
    let values = [Double.nan, .infinity, -.infinity, 1.5].map(JSONValue.double)
    let data = try JSONEncoder().encode(values)
    let decoded = try JSONDecoder().decode([JSONValue].self, from: data)
    let numbers = decoded.compactMap { $0.foundationValue as? Double }
    #expect(numbers.count == 4)
    #expect(numbers[0].isNaN)
    #expect(numbers[1] == .infinity && numbers[2] == -.infinity && numbers[3] == 1.5)
  }

  @Test("A replay with invariants on fails the way the stream failed, through its file")
  func replayFailsWithInvariants() throws {
    // Seed 000's re-created algorithm sets the inset to zero on hide: it breaks the restore
    // invariant, and a file written for it must fail when replayed, not pass by saying nothing.
    var scenario = try #require(
      BuiltInMatrix.scenarios.first { $0.layout.kind == .form && $0.device.profile.isPad == false })
    scenario.steps = [
      .setInset(bottom: 30), .focus(index: 12), .keyboard(profile: .docked), .hide,
    ]
    scenario.strategy = StrategyKind.seed000.rawValue
    scenario.checksInvariants = true
    let file = try ScenarioLoader.decode(JSONEncoder().encode(scenario), file: "replay.json")
    #expect(file.checksInvariants)
    let failing = ScenarioRunner().run(file)
    #expect(!failing.passed)
    #expect(failing.expectations.contains { !$0.passed && $0.summary == "invariant" })
    // The library holds the same invariants: one passed check, not silence.
    scenario.strategy = StrategyKind.library.rawValue
    let passing = ScenarioRunner().run(scenario)
    #expect(passing.passed)
    #expect(passing.expectations.map(\.summary) == ["invariants"])
  }
}
