import Foundation

/// The outcome of running one scenario with one strategy.
public struct ScenarioResult: Sendable, Codable, Equatable {
  /// One checked expectation.
  public struct Expectation: Sendable, Codable, Equatable {
    /// The index of the step it was attached to.
    public var step: Int
    /// What was expected, as a sentence.
    public var summary: String
    /// Whether it held.
    public var passed: Bool
    /// What was found instead, when it did not.
    public var detail: String

    /// Creates an expectation result.
    public init(step: Int, summary: String, passed: Bool, detail: String = "") {
      self.step = step
      self.summary = summary
      self.passed = passed
      self.detail = detail
    }
  }

  /// The scenario's name.
  public var scenario: String
  /// The strategy's name: `library` or a baseline (`seed000` … `seed004`).
  public var strategy: String
  /// The device profile's name.
  public var device: String
  /// The keyboard profile's name, or `recorded` for verbatim notifications.
  public var keyboard: String
  /// The layout's kind.
  public var layout: String
  /// Every sampled frame.
  public var frames: [FrameRecord]
  /// Pictures at key moments.
  public var snapshots: [ScreenSnapshot]
  /// The summary numbers.
  public var metrics: ScenarioMetrics
  /// The scenario's own expectations, checked.
  public var expectations: [Expectation]

  /// Whether every expectation held.
  public var passed: Bool { expectations.allSatisfy(\.passed) }

  /// Creates a result.
  public init(
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
