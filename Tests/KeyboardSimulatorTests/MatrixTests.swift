import Foundation
import KeyboardCore
import Testing

@testable import KeyboardSimulator

@MainActor
@Suite("The built-in matrix", .serialized)
struct MatrixTests {
  @Test("The library meets every expectation of the built-in matrix with no occluded frame")
  func libraryPassesMatrix() {
    let results = BuiltInMatrix.scenarios.map { ScenarioRunner().run($0, strategy: .library) }
    #expect(results.count > 150)
    #expect(results.allSatisfy { $0.passed }, "\(ResultTable.failures(results))")
    #expect(results.map(\.metrics.occludedFrames).reduce(0, +) == 0)
    #expect(results.allSatisfy { $0.metrics.restoreExact == true })
    #expect(results.map(\.metrics.jumps).reduce(0, +) == 0)
  }

  @Test("Every seed baseline leaves some input under the keyboard somewhere in the matrix")
  func baselinesShowDefects() {
    let scenarios = BuiltInMatrix.scenarios
    for seed in StrategyKind.matrix where !seed.isThisPackage {
      let results = scenarios.map { ScenarioRunner().run($0, strategy: seed) }
      let occluded = results.map(\.metrics.occludedFrames).reduce(0, +)
      #expect(occluded > 0, "\(seed.rawValue)")
    }
  }

  @Test("The matrix covers every device, keyboard profile and layout")
  func coverage() {
    let scenarios = BuiltInMatrix.scenarios
    for device in DeviceProfile.builtIn {
      #expect(scenarios.contains { $0.device.profile.name == device.name })
    }
    for kind in LayoutSpec.Kind.allCases {
      #expect(scenarios.contains { $0.layout.kind == kind })
    }
    for profile in KeyboardProfile.allCases {
      #expect(scenarios.contains { $0.steps.contains(.keyboard(profile: profile)) })
    }
    #expect(scenarios.contains { $0.window == .stageManager })
    #expect(scenarios.contains { $0.window == .slideOver })
  }

  @Test("A peer is not scored on a layout it does not claim: TPKeyboardAvoiding on chat and notes")
  func notApplicable() throws {
    let scenarios = BuiltInMatrix.scenarios.filter {
      $0.name.hasPrefix("iPhone 15 Pro portrait predictive ")
    }
    #expect(scenarios.count == LayoutSpec.Kind.allCases.count)
    let results = scenarios.map { ScenarioRunner().run($0, strategy: .tpkeyboardavoiding) }
    let unscored = results.filter { !$0.isScored }.map(\.layout).sorted()
    #expect(unscored == ["chat", "notes"])
    // Every other strategy claims every layout.
    for kind in StrategyKind.allCases where kind != .tpkeyboardavoiding {
      for layout in LayoutSpec.Kind.allCases {
        #expect(kind.notApplicable(to: LayoutSpec(kind: layout)) == nil, "\(kind) \(layout)")
      }
    }
    // The totals leave them out and count them apart; the report names them, undrawn.
    let row = try #require(
      ResultTable.comparison(results).split(separator: "\n").last?.split(separator: " "))
    #expect(
      row.prefix(4) == [
        "tpkeyboardavoiding", "4", "2",
        "\(results.filter { $0.isScored && $0.metrics.occludedFrames > 0 }.count)",
      ])
    let html = HTMLReport.render(results, title: "t", summary: "")
    #expect(html.contains("<td class=\"na\">not applicable</td>"))
    #expect(html.contains("Not applicable, not scored: tpkeyboardavoiding"))
  }

  @Test("On the screens taken from real apps, the library keeps every input clear and restores")
  func realAppScreens() {
    let scenarios = BuiltInMatrix.realAppScenarios
    for screen in RealAppScreen.allCases {
      #expect(scenarios.contains { $0.layout.realApp == screen }, "\(screen)")
    }
    // UIKit screens under the UIKit paths, hosted SwiftUI screens under the SwiftUI layer.
    let hosted = scenarios.filter { $0.layout.realApp?.isHostedSwiftUI == true }
    let uikit = scenarios.filter { $0.layout.realApp?.isHostedSwiftUI != true }
    #expect(!hosted.isEmpty)
    for (kind, screens) in [
      (StrategyKind.library, uikit), (.libraryAutomatic, uikit), (.librarySwiftUI, hosted),
    ] {
      let results = screens.map { ScenarioRunner().run($0, strategy: kind) }
      #expect(results.allSatisfy { $0.passed && $0.isScored }, "\(ResultTable.failures(results))")
      #expect(results.map(\.metrics.occludedFrames).reduce(0, +) == 0)
      #expect(results.allSatisfy { $0.metrics.restoreExact == true })
    }
    #expect(hosted.allSatisfy { StrategyKind.libraryAutomatic.notApplicable(to: $0.layout) != nil })
    // UIKit's own behaviour leaves an input under the keyboard there: the screens measure.
    let none = scenarios.map { ScenarioRunner().run($0, strategy: StrategyKind.none) }
    #expect(none.map(\.metrics.occludedFrames).reduce(0, +) > 0)
  }

  @Test("Running the same scenario twice gives the same frames")
  func deterministic() throws {
    let scenario = try #require(BuiltInMatrix.scenarios.first)
    #expect(ScenarioRunner().run(scenario) == ScenarioRunner().run(scenario))
  }
}

@MainActor
@Suite("UIKit work per keyboard event")
struct WorkPerEventTests {
  @Test("A form's show and hide: the library writes both insets and scrolls once, in one animation")
  func libraryOnAForm() throws {
    let scenario = try ScenarioLoader.decode(
      Data(
        """
        {"name": "work", "device": "iPhone 15 Pro", "layout": {"kind": "form"},
         "steps": [{"action": "focus", "input": 10}, {"action": "keyboard", "profile": "docked"},
                   {"action": "hide"}]}
        """.utf8), file: "work")
    let result = ScenarioRunner().run(scenario)
    #expect(result.workPerEvent.count == 2, "one entry per keyboard move")
    let show = try #require(result.workPerEvent.first)
    #expect(show.insets == 2, "content and indicator insets: \(show)")
    #expect(show.offsets == 1, "the reveal: \(show)")
    #expect(show.animations == 1, "\(show)")
    #expect(show.constraints == 0, "the tracker was installed at attach, not now: \(show)")
    let hide = result.workPerEvent[1]
    #expect(hide.insets == 2, "both insets given back: \(hide)")
  }
}
