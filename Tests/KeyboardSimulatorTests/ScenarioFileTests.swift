import Foundation
import KeyboardCore
import Testing

@testable import KeyboardSimulator

@MainActor
@Suite("Scenario files run through the simulator", .serialized)
struct ScenarioFileTests {
  @Test(
    "Every expectation in the scenario file holds for its strategy",
    arguments: TestFiles.scenarioNames)
  func scenarioPasses(_ name: String) throws {
    let scenario = try ScenarioLoader.load(
      contentsOf: TestFiles.scenarios.appendingPathComponent(name))
    let result = ScenarioRunner().run(scenario)
    #expect(!result.expectations.isEmpty, "a scenario file must check something")
    #expect(result.passed, "\(ResultTable.failures([result]))")
    // Fuzz streams make the app overwrite what the library applied, which can cover the input
    // until the library's next event, and a user may scroll the input under the keyboard; their
    // own checks say what must hold instead. While the keyboard moves, an input that starts
    // below the screen passes under it on the way up (both move on the keyboard's curve): a file
    // that means to exclude that says so with `noOcclusion`. Rows that grow post nothing
    // either: the input may lie under the keyboard until the library's next event. A keyboard
    // drawn over the whole screen (an extension sizing itself) leaves no place to be clear of it.
    let userScrolls = scenario.steps.contains { if case .scroll = $0 { true } else { false } }
    let rowsGrow = scenario.steps.contains { if case .growRows = $0 { true } else { false } }
    if !scenario.checksInvariants && !userScrolls && !rowsGrow {
      let still = result.frames.filter {
        !$0.keyboardMoving && $0.occlusion > 0.5 && ($0.keyboardFrame?.minY ?? 1) > 0
      }
      #expect(still.isEmpty, "\(still.count) frames with a still keyboard over the input")
    }
  }

  @Test(
    "Every scenario file with a focused input holds under the SwiftUI layer too: all its expectations, or where the file says they are UIKit's, visibility and restore",
    arguments: TestFiles.scenarioNames.filter { name in
      (try? ScenarioLoader.load(contentsOf: TestFiles.scenarios.appendingPathComponent(name)))
        .map(SwiftUIRun.applies(to:)) ?? true
    })
  func swiftUIRunPasses(_ name: String) throws {
    let scenario = try ScenarioLoader.load(
      contentsOf: TestFiles.scenarios.appendingPathComponent(name))
    guard let run = SwiftUIRun.scenario(for: scenario) else {
      // Not the SwiftUI layer's to meet: the file says why (the loader requires it).
      #expect(scenario.swiftUI?.checks == .nothing)
      return
    }
    let result = ScenarioRunner().run(run)
    #expect(!result.expectations.isEmpty, "the SwiftUI run must check something")
    #expect(result.passed, "\(ResultTable.failures([result]))")
  }

  @Test(
    "Each seed defect scenario fails with the seed's re-created algorithm",
    arguments: TestFiles.scenarioNames.filter { $0.hasPrefix("seed") })
  func seedBaselineFails(_ name: String) throws {
    let scenario = try ScenarioLoader.load(
      contentsOf: TestFiles.scenarios.appendingPathComponent(name))
    let seed = try #require(scenario.defectOf, "a seed scenario names its defectOf")
    let result = ScenarioRunner().run(scenario, strategy: seed)
    #expect(!result.passed, "the \(seed.rawValue) baseline should fail \(name)")
  }

  @Test(
    "Each peer defect scenario fails with the peer's re-created behaviour",
    arguments: TestFiles.scenarioNames.filter { $0.hasPrefix("peer-") })
  func peerFails(_ name: String) throws {
    let scenario = try ScenarioLoader.load(
      contentsOf: TestFiles.scenarios.appendingPathComponent(name))
    let peer = try #require(scenario.defectOf, "a peer scenario names its defectOf")
    #expect(peer.isPeer, "\(name) names \(peer.rawValue), which is not a peer")
    let result = ScenarioRunner().run(scenario, strategy: peer)
    #expect(!result.passed, "the \(peer.rawValue) strategy should fail \(name)")
  }

  @Test(
    "Each SwiftUI pain point that SwiftUI's own avoidance fails passes with this package's SwiftUI layer",
    arguments: TestFiles.scenarioNames.filter { $0.hasPrefix("peer-swiftui") })
  func swiftUILayerPasses(_ name: String) throws {
    let scenario = try ScenarioLoader.load(
      contentsOf: TestFiles.scenarios.appendingPathComponent(name))
    let result = ScenarioRunner().run(scenario, strategy: .librarySwiftUI)
    #expect(result.passed, "\(ResultTable.failures([result]))")
    let still = result.frames.filter { !$0.keyboardMoving && $0.occlusion > 0.5 }
    #expect(still.isEmpty, "\(still.count) frames with a still keyboard over the input")
  }

  @Test("Every seed baseline and every peer has at least one defect scenario")
  func everySeedCovered() throws {
    var covered = Set<StrategyKind>()
    for name in TestFiles.scenarioNames {
      let scenario = try ScenarioLoader.load(
        contentsOf: TestFiles.scenarios.appendingPathComponent(name))
      if let seed = scenario.defectOf { covered.insert(seed) }
    }
    #expect(covered == Set(StrategyKind.matrix.filter { !$0.isThisPackage }))
  }
}
