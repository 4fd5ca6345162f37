import Foundation

/// A result without its frames and pictures, for `--json`.
package struct ResultSummary: Sendable, Codable, Equatable {
  /// The scenario's name.
  package var scenario: String
  /// The strategy.
  package var strategy: String
  /// The device profile.
  package var device: String
  /// The keyboard profile.
  package var keyboard: String
  /// The layout.
  package var layout: String
  /// The measures.
  package var metrics: ScenarioMetrics
  /// The checked expectations.
  package var expectations: [ScenarioResult.Expectation]
  /// Whether every expectation held.
  package var passed: Bool
  /// Why the strategy is not scored on this layout, if it is not.
  package var notApplicable: String?

  /// Summarises a result.
  package init(_ result: ScenarioResult) {
    scenario = result.scenario
    strategy = result.strategy
    device = result.device
    keyboard = result.keyboard
    layout = result.layout
    metrics = result.metrics
    expectations = result.expectations
    passed = result.passed
    notApplicable = result.notApplicable
  }

  /// The summaries as pretty, key-sorted JSON.
  package static func json(_ results: [ScenarioResult]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = (try? encoder.encode(results.map(ResultSummary.init))) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
