import Foundation

/// The README's picture: every strategy on one everyday scenario, as a timeline of the keyboard's
/// top against the focused input's bottom.
///
/// A form of twenty fields on an iPhone 15 Pro-sized screen: the user taps field 13, the
/// keyboard (with its predictive bar) rises, then they tap the last field with the keyboard up.
/// `Docs/comparison-timeline.svg` is this picture; a test renders it again and compares, so the
/// file cannot drift from what the strategies do.
package enum ComparisonPicture {
  /// The scenario the picture shows.
  package static let scenario: Scenario? = try? ScenarioLoader.decode(
    Data(
      """
      {
        "name": "a form on an iPhone 15 Pro: focus on field 13, keyboard up, then the last field",
        "device": "iPhone 15 Pro",
        "layout": {"kind": "form", "fields": 20},
        "steps": [
          {"action": "focus", "input": 12},
          {"action": "keyboard", "profile": "predictive"},
          {"action": "wait", "seconds": 0.3},
          {"action": "focus", "input": 19},
          {"action": "wait", "seconds": 0.6}
        ]
      }
      """.utf8), file: "comparison picture")

  /// The picture, as a standalone SVG document (`nil` if the scenario failed to load).
  @MainActor
  package static func render() -> String? {
    guard let scenario else { return nil }
    let runner = ScenarioRunner()
    let results = StrategyKind.matrix.map { runner.run(scenario, strategy: $0) }
    return TimelinePlot.render(results, width: 720, height: 360) + "\n"
  }
}
