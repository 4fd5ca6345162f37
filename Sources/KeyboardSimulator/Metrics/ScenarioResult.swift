import Foundation
import HeadlessUIKit

/// The outcome of running one scenario with one strategy.
package struct ScenarioResult: Sendable, Codable, Equatable {
  /// One checked expectation.
  package struct Expectation: Sendable, Codable, Equatable {
    /// The index of the step it was attached to.
    package var step: Int
    /// What was expected, as a sentence.
    package var summary: String
    /// Whether it held.
    package var passed: Bool
    /// What was found instead, when it did not.
    package var detail: String

    /// Creates an expectation result.
    package init(step: Int, summary: String, passed: Bool, detail: String = "") {
      self.step = step
      self.summary = summary
      self.passed = passed
      self.detail = detail
    }
  }

  /// The scenario's name.
  package var scenario: String
  /// The strategy's name: `library` or a baseline (`seed000` … `seed004`).
  package var strategy: String
  /// The device profile's name.
  package var device: String
  /// The keyboard profile's name, or `recorded` for verbatim notifications.
  package var keyboard: String
  /// The layout's kind.
  package var layout: String
  /// Every sampled frame.
  package var frames: [FrameRecord]
  /// Pictures at key moments.
  package var snapshots: [ScreenSnapshot]
  /// The summary numbers.
  package var metrics: ScenarioMetrics
  /// The scenario's own expectations, checked.
  package var expectations: [Expectation]
  /// The UIKit work the strategy asked for, per keyboard event (not encoded).
  package var workPerEvent: [HeadlessWork] = []
  /// Why the strategy is not scored on this scenario's layout (one it does not claim to serve),
  /// or `nil`: it ran and was measured, but no total counts it and no failure is drawn.
  package var notApplicable: String?

  private enum CodingKeys: String, CodingKey {
    case scenario, strategy, device, keyboard, layout, frames, snapshots, metrics, expectations
    case notApplicable
  }

  /// Whether every expectation held.
  package var passed: Bool { expectations.allSatisfy(\.passed) }

  /// Whether the result counts in the totals: the strategy claims the layout.
  package var isScored: Bool { notApplicable == nil }

  /// Creates a result.
  package init(
    scenario: String, strategy: String, device: String, keyboard: String, layout: String,
    frames: [FrameRecord], snapshots: [ScreenSnapshot], metrics: ScenarioMetrics,
    expectations: [Expectation]
  ) {
    self.scenario = scenario
    self.strategy = strategy
    self.device = device
    self.keyboard = keyboard
    self.layout = layout
    self.frames = frames
    self.snapshots = snapshots
    self.metrics = metrics
    self.expectations = expectations
  }
}
