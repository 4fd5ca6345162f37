import Foundation

/// Runs fuzz streams through the real glue on the stand-in and checks the invariants after every
/// step.
@MainActor
package struct Fuzzer {
  /// Totals of a fuzz run.
  package struct Totals: Sendable, Equatable {
    /// Streams run.
    package var streams = 0
    /// Steps run.
    package var steps = 0
    /// Invariant checks made.
    package var invariantChecks = 0
    /// Streams that broke an invariant.
    package var failures: [Failure] = []
  }

  /// One failing stream, shrunk.
  package struct Failure: Sendable, Equatable {
    /// The seed that generated it.
    package var seed: UInt64
    /// The smallest stream found that still breaks an invariant.
    package var scenario: Scenario
    /// What broke, for the shrunk stream.
    package var violations: [String]
  }

  /// The stream generator.
  package var generator = FuzzStreamGenerator()

  /// Creates a fuzzer.
  package init() {}

  /// Runs `count` streams from seeds `firstSeed`, `firstSeed + 1`, ….
  package func run(
    streams count: Int, firstSeed: UInt64, progress: ((Int) -> Void)? = nil
  ) -> Totals {
    var totals = Totals()
    for offset in 0..<count {
      let seed = firstSeed &+ UInt64(offset)
      let scenario = generator.stream(seed: seed)
      let outcome = Self.check(scenario)
      totals.streams += 1
      totals.steps += scenario.steps.count
      totals.invariantChecks += outcome.checks
      if !outcome.violations.isEmpty {
        var shrunk = shrink(scenario)
        // Replayed, the file checks the same invariants, so it fails as the stream did.
        shrunk.checksInvariants = true
        totals.failures.append(
          Failure(seed: seed, scenario: shrunk, violations: Self.check(shrunk).violations))
      }
      progress?(offset + 1)
    }
    return totals
  }

  /// Runs one stream with the invariant checks on.
  package static func check(_ scenario: Scenario) -> (violations: [String], checks: Int) {
    let simulation = Simulation(
      scenario: scenario, strategy: StrategyKind(rawValue: scenario.strategy) ?? .library)
    simulation.checksInvariants = true
    _ = simulation.run()
    return (simulation.violations, simulation.invariantChecks)
  }

  /// Removes steps, larger chunks first, as long as the stream still breaks an invariant.
  package func shrink(_ scenario: Scenario) -> Scenario {
    shrink(scenario) { !Self.check($0).violations.isEmpty }
  }

  /// Removes steps, larger chunks first, as long as `isBroken` holds for what is left.
  package func shrink(_ scenario: Scenario, while isBroken: (Scenario) -> Bool) -> Scenario {
    var current = scenario
    var chunk = max(1, current.steps.count / 2)
    while chunk >= 1 {
      var index = 0
      var removedAny = false
      while index < current.steps.count {
        var candidate = current
        candidate.steps.removeSubrange(index..<min(current.steps.count, index + chunk))
        if !candidate.steps.isEmpty, isBroken(candidate) {
          current = candidate
          removedAny = true
        } else {
          index += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    current.name = scenario.name + " (shrunk)"
    return current
  }
}
