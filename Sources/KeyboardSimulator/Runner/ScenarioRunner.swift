import Foundation
import HeadlessUIKit
import KeyboardCore

/// Runs scenarios frame by frame at 120 Hz against the headless UIKit stand-in.
///
/// One clock drives everything: the keyboard moves along its curve (the same timing function
/// the stand-in animates views with), the strategy reacts to real `Notification`s posted as
/// UIKit posts them, and every frame is sampled for what the user would see.
///
/// ```swift
/// let result = ScenarioRunner().run(scenario)
/// print(result.metrics.occludedFrames)
/// ```
@MainActor
package struct ScenarioRunner {
  /// Seconds between two sampled frames.
  package static let frameInterval = 1.0 / 120

  /// Creates a runner.
  package init() {}

  /// Runs `scenario` with its own strategy, or with `strategy` when given.
  package func run(_ scenario: Scenario, strategy: StrategyKind? = nil) -> ScenarioResult {
    let kind = strategy ?? StrategyKind(rawValue: scenario.strategy) ?? .library
    let simulation = Simulation(scenario: scenario, strategy: kind)
    return simulation.run()
  }
}
