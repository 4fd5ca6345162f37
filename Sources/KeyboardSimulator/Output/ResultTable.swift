import Foundation
import HeadlessUIKit

/// Plain-text tables of results for the terminal.
package enum ResultTable {
  /// One row per result: scenario, strategy, occluded frames, worst occlusion, settled margin,
  /// restore, jumps, verdict.
  package static func rows(_ results: [ScenarioResult]) -> String {
    var lines = [
      ["scenario", "strategy", "occluded", "worst pt", "margin pt", "restore", "jumps", "verdict"]
    ]
    for result in results {
      let metrics = result.metrics
      lines.append([
        result.scenario, result.strategy, "\(metrics.occludedFrames)",
        format(metrics.worstOcclusion), metrics.settledMargin.map(format) ?? "-",
        metrics.restoreExact.map { $0 ? "exact" : "WRONG" } ?? "-", "\(metrics.jumps)",
        !result.isScored
          ? "n/a" : result.expectations.isEmpty ? "-" : (result.passed ? "pass" : "FAIL"),
      ])
    }
    return align(lines)
  }

  /// One row per strategy, summed over every scenario it is scored on.
  ///
  /// The library against each baseline. `n/a` counts the scenarios whose layout the strategy does
  /// not claim (`StrategyKind.notApplicable(to:)`), left out of every other column.
  ///
  /// Beside the occlusion columns, the UIKit work the strategy asked for per keyboard event, as
  /// medians over every event of every scenario: inset, offset, frame, transform and constraint
  /// writes, forced layout passes and animations started (see `HeadlessWork`).
  package static func comparison(_ results: [ScenarioResult]) -> String {
    let (order, groups) = byStrategy(results)
    var lines = [
      [
        "strategy", "scenarios", "n/a", "with occlusion", "occluded frames", "worst pt",
        "restore exact", "jumps", "insets", "offsets", "frames", "transforms", "constraints",
        "layouts",
        "animations",
      ]
    ]
    for strategy in order {
      let all = groups[strategy] ?? []
      let group = all.filter(\.isScored)
      let restores = group.compactMap(\.metrics.restoreExact)
      lines.append(
        [
          strategy, "\(group.count)", "\(all.count - group.count)",
          "\(group.filter { $0.metrics.occludedFrames > 0 }.count)",
          "\(group.map(\.metrics.occludedFrames).reduce(0, +))",
          format(group.map(\.metrics.worstOcclusion).max() ?? 0),
          "\(restores.filter { $0 }.count)/\(restores.count)",
          "\(group.map(\.metrics.jumps).reduce(0, +))",
        ] + medianWork(group.flatMap(\.workPerEvent)))
    }
    return align(lines)
  }

  /// The chat lists' table: per strategy, the upright and the inverted lists whose newest
  /// message could not be scrolled clear of the keyboard (`listClearsKeyboard`), and the runs
  /// with the composer under the keyboard or a restore that was not exact.
  package static func chatLists(_ results: [ScenarioResult]) -> String {
    let (order, groups) = byStrategy(results)
    var lines = [
      [
        "strategy", "scenarios", "n/a", "list short upright", "list short inverted",
        "with occlusion", "restore exact",
      ]
    ]
    func short(_ result: ScenarioResult) -> Bool {
      result.expectations.contains { $0.summary.hasPrefix("the list's last row") && !$0.passed }
    }
    for strategy in order {
      let all = groups[strategy] ?? []
      let group = all.filter(\.isScored)
      let inverted = group.filter { $0.scenario.hasSuffix(" inverted") }
      let upright = group.filter { !$0.scenario.hasSuffix(" inverted") }
      let restores = group.compactMap(\.metrics.restoreExact)
      lines.append([
        strategy, "\(group.count)", "\(all.count - group.count)",
        "\(upright.filter(short).count)/\(upright.count)",
        "\(inverted.filter(short).count)/\(inverted.count)",
        "\(group.filter { $0.metrics.occludedFrames > 0 }.count)",
        "\(restores.filter { $0 }.count)/\(restores.count)",
      ])
    }
    return align(lines)
  }

  /// `results` grouped by strategy, the strategies in the order they first appear.
  private static func byStrategy(_ results: [ScenarioResult]) -> (
    order: [String], groups: [String: [ScenarioResult]]
  ) {
    var order: [String] = []
    var groups: [String: [ScenarioResult]] = [:]
    for result in results {
      if groups[result.strategy] == nil { order.append(result.strategy) }
      groups[result.strategy, default: []].append(result)
    }
    return (order, groups)
  }

  /// The lag of `KeyboardMotionObserver` behind the keyboard drawn, one row per run.
  package static func motionLag(_ runs: [MotionLag]) -> String {
    var lines = [["keyboard", "Hz", "keyboard drawn", "frames", "worst lag", "worst pt"]]
    for run in runs {
      let drawn =
        run.keyboardLead == 0
        ? "in step" : run.keyboardLead > 0 ? "a frame ahead" : "a frame behind"
      lines.append([
        run.profile, "\(run.refreshRate)", drawn, "\(run.frames)",
        run.worstLag.map { "\($0) frames" } ?? "> 3 frames", format(run.worstPoints),
      ])
    }
    return align(lines)
  }

  /// The median of each kind of UIKit work over `events`, formatted.
  private static func medianWork(_ events: [HeadlessWork]) -> [String] {
    let kinds: [KeyPath<HeadlessWork, Int>] = [
      \.insets, \.offsets, \.frames, \.transforms, \.constraints, \.layoutPasses, \.animations,
    ]
    return kinds.map { kind in
      let values = events.map { $0[keyPath: kind] }.sorted()
      guard !values.isEmpty else { return "-" }
      let middle = values.count / 2
      let median =
        values.count % 2 == 1
        ? Double(values[middle]) : Double(values[middle - 1] + values[middle]) / 2
      return median == median.rounded() ? "\(Int(median))" : format(median)
    }
  }

  /// The failed expectations, one line each.
  package static func failures(_ results: [ScenarioResult]) -> String {
    results.filter(\.isScored).flatMap { result in
      result.expectations.filter { !$0.passed }.map {
        "FAIL \(result.scenario) [\(result.strategy)] step \($0.step): \($0.summary)"
          + ($0.detail.isEmpty ? "" : " (\($0.detail))")
      }
    }.joined(separator: "\n")
  }

  static func format(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  /// Columns of `lines` padded to one width each: the first left-aligned, the rest right-aligned.
  static func align(_ lines: [[String]]) -> String {
    let widths = (0..<(lines.first?.count ?? 0)).map { column in
      lines.map { $0[column].count }.max() ?? 0
    }
    return lines.map { line in
      zip(line, widths).enumerated().map { index, pair in
        index == 0
          ? pair.0.padding(toLength: pair.1, withPad: " ", startingAt: 0)
          : String(repeating: " ", count: pair.1 - pair.0.count) + pair.0
      }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n")
  }
}
