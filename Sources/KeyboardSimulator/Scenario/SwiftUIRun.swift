import Foundation

/// How a scenario file with a focused input is run under the package's SwiftUI layer
/// (`library-swiftui`) besides its own strategy, when not with every expectation it states
/// (JSON key `swiftUI`).
///
/// Every such file runs under the SwiftUI layer too (`ScenarioFileTests`). An expectation can
/// be UIKit's alone: an exact content inset or offset (a SwiftUI screen is padded, and its scroll
/// view's inset is SwiftUI's), an exact gap that UIKit's own scroll sets, a push by a
/// `UINavigationController`. The file says so, and why; the SwiftUI run then checks that the
/// focused input is visible where the file expects it and that the hide restores everything,
/// or, where even that is not the SwiftUI layer's to meet, nothing, with the reason.
package struct SwiftUIRun: Sendable, Codable, Equatable {
  /// What the SwiftUI run checks.
  package enum Checks: String, Sendable, Codable, Equatable {
    /// The file's `visible` and `restored` expectations only.
    case visibilityAndRestore
    /// Nothing (JSON `none`): the scenario is not one the SwiftUI layer can meet (`why` says
    /// why).
    case nothing = "none"
  }

  /// What the SwiftUI run checks.
  package var checks: Checks
  /// Why the file's own expectations are not the SwiftUI layer's.
  package var why: String

  private enum CodingKeys: String, CodingKey { case checks, why }

  package init(checks: Checks, why: String) {
    self.checks = checks
    self.why = why
  }

  package init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(ScenarioKeys.swiftUI)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    checks = try container.decode(Checks.self, forKey: .checks)
    why = try container.decode(String.self, forKey: .why)
    guard !why.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .why, in: container, debugDescription: "why must say why")
    }
  }

  /// Whether `scenario` has a run under the SwiftUI layer besides its own: an input is focused
  /// in it (or a device recording), it is not the SwiftUI layer's own file already, and its
  /// screen is not a real app's UIKit screen (`realApp`), which the SwiftUI layer does not serve.
  package static func applies(to scenario: Scenario) -> Bool {
    guard scenario.strategy != StrategyKind.librarySwiftUI.rawValue, scenario.layout.realApp == nil
    else { return false }
    if scenario.recording != nil { return true }
    return scenario.steps.contains { step in
      switch step {
      case .focus, .tapText, .push, .tapField, .begin: true
      default: false
      }
    }
  }

  /// `scenario` as the SwiftUI run plays it: under `library-swiftui`, its expectations cut to
  /// what this run checks; `nil` when it checks nothing.
  package static func scenario(for scenario: Scenario) -> Scenario? {
    var run = scenario
    run.strategy = StrategyKind.librarySwiftUI.rawValue
    run.defectOf = nil
    switch scenario.swiftUI?.checks {
    case nil: return run
    case .nothing: return nil
    case .visibilityAndRestore:
      run.steps = scenario.steps.compactMap { step in
        guard case .expect(let spec) = step else { return step }
        var kept = ExpectationSpec()
        kept.visible = spec.visible
        kept.restored = spec.restored
        return kept == ExpectationSpec() ? .wait(seconds: 0) : .expect(kept)
      }
      return run
    }
  }
}
