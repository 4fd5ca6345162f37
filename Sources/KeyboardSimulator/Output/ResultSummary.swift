import Foundation

/// A result without its frames and pictures, for `--json`.
public struct ResultSummary: Sendable, Codable, Equatable {
  /// The scenario's name.
  public var scenario: String
  /// The strategy.
  public var strategy: String
  /// The device profile.
  public var device: String
  /// The keyboard profile.
  public var keyboard: String
  /// The layout.
  public var layout: String
  /// The measures.
  public var metrics: ScenarioMetrics
  /// The checked expectations.
  public var expectations: [ScenarioResult.Expectation]
  /// Whether every expectation held.
  public var passed: Bool

  /// Summarises a result.
  public init(_ result: ScenarioResult) {
    scenario = result.scenario
    strategy = result.strategy
    device = result.device
    keyboard = result.keyboard
    layout = result.layout
    metrics = result.metrics
    expectations = result.expectations
    passed = result.passed
  }

  /// The summaries as pretty, key-sorted JSON.
  public static func json(_ results: [ScenarioResult]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = (try? encoder.encode(results.map(ResultSummary.init))) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
