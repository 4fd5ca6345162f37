import Foundation
import KeyboardSimulator

/// The `kbsim` command.
@MainActor
enum KBSim {
  /// Runs the command and returns its exit status.
  static func run(_ rawArguments: [String]) -> Int32 {
    let arguments: Arguments
    do {
      arguments = try Arguments.parse(rawArguments)
    } catch {
      printError("kbsim: \(error.message)")
      return 2
    }
    if arguments.help {
      print(Arguments.usage)
      return 0
    }
    if let fuzz = arguments.fuzz {
      return runFuzz(fuzz, quiet: arguments.quiet)
    }
    if let leaks = arguments.leaks {
      return runLeaks(leaks)
    }
    if let tolerance = arguments.replayTolerance, let file = arguments.files.first {
      return runReplay(file, tolerance: tolerance)
    }
    var scenarios: [Scenario] = []
    for file in arguments.files {
      do {
        scenarios.append(
          try ScenarioLoader.load(contentsOf: URL(fileURLWithPath: file), label: file))
      } catch {
        printError("kbsim: \(error)")
        return 2
      }
    }
    let isMatrix = arguments.files.isEmpty
    // The matrix: the drawn screens, then the screens taken from real apps (a table of their own).
    let realAppNames = Set(BuiltInMatrix.realAppScenarios.map(\.name))
    let chatListNames = Set(BuiltInMatrix.chatListScenarios.map(\.name))
    if isMatrix {
      scenarios =
        BuiltInMatrix.scenarios + BuiltInMatrix.realAppScenarios + BuiltInMatrix.chatListScenarios
    }

    // Runs: each scenario with the requested strategies (the matrix: all of them).
    var runs: [(scenario: Scenario, strategy: StrategyKind, counts: Bool)] = []
    for scenario in scenarios {
      let own = StrategyKind(rawValue: scenario.strategy) ?? .library
      let kinds = arguments.strategies ?? (isMatrix ? StrategyKind.matrix : [own])
      for kind in kinds {
        runs.append((scenario, kind, arguments.strategies != nil ? true : kind == own))
      }
    }
    let runner = ScenarioRunner()
    var results: [ScenarioResult] = []
    var failed = false
    let step = max(1, runs.count / 10)
    for (index, run) in runs.enumerated() {
      if !arguments.quiet, runs.count > 1, index % step == 0 {
        printError(
          "kbsim: [\(index + 1)/\(runs.count)] \(run.scenario.name) (\(run.strategy.rawValue))")
      }
      let result = runner.run(run.scenario, strategy: run.strategy)
      if run.counts, result.isScored, !result.passed { failed = true }
      results.append(result)
    }

    // The frame-by-frame API against the keyboard drawn: measured with the matrix.
    let motionLag = isMatrix ? MotionLag.measureAll() : []
    if arguments.json {
      print(ResultSummary.json(results))
    } else {
      if isMatrix {
        let drawn = results.filter {
          !realAppNames.contains($0.scenario) && !chatListNames.contains($0.scenario)
        }
        let realApps = results.filter { realAppNames.contains($0.scenario) }
        let chatLists = results.filter { chatListNames.contains($0.scenario) }
        print(
          "Built-in matrix: \(scenarios.count - realAppNames.count - chatListNames.count) "
            + "scenarios x \(StrategyKind.matrix.count) strategies")
        print("")
        print(ResultTable.comparison(drawn))
        print("")
        print(
          "Screens from real apps (Docs/RealAppScreens.md): \(realAppNames.count) scenarios x "
            + "\(StrategyKind.matrix.count) strategies")
        print("")
        print(ResultTable.comparison(realApps))
        print("")
        print(
          "Chat lists by lift policy, upright and inverted (ChatScreens.md): "
            + "\(chatListNames.count) scenarios x \(StrategyKind.matrix.count) strategies")
        print("")
        print(ResultTable.chatLists(chatLists))
        print("")
        print(
          "The keyboard frame by frame (KeyboardMotionObserver): its lag behind the keyboard "
            + "drawn, in frames (positive: behind)")
        print("")
        print(ResultTable.motionLag(motionLag))
      } else {
        print(ResultTable.rows(results))
      }
      let counted = results.enumerated().filter { runs[$0.offset].counts }.map(\.element)
      let failures = ResultTable.failures(counted)
      if !failures.isEmpty {
        print("")
        print(failures)
      }
    }
    if let directory = arguments.svgDirectory, !writeSVGs(results, to: directory) { return 2 }
    let reportPath =
      arguments.reportPath
      ?? (isMatrix && arguments.writesDefaultReport ? "kbsim-report.html" : nil)
    if let reportPath {
      var summary = ResultTable.comparison(results)
      if !motionLag.isEmpty {
        summary +=
          "\n\nThe keyboard frame by frame (KeyboardMotionObserver), lag in frames:\n\n"
          + ResultTable.motionLag(motionLag)
      }
      let html = HTMLReport.render(results, title: "kbsim report", summary: summary)
      do {
        try Data(html.utf8).write(to: URL(fileURLWithPath: reportPath))
        if !arguments.quiet { printError("kbsim: wrote \(reportPath)") }
      } catch {
        printError("kbsim: cannot write \(reportPath)")
        return 2
      }
    }
    return failed ? 1 : 0
  }

  /// `kbsim fuzz`: runs the streams, prints the totals, writes shrunk failures.
  static func runFuzz(_ fuzz: Arguments.Fuzz, quiet: Bool) -> Int32 {
    let step = max(1, fuzz.streams / 10)
    let start = Date()
    let totals = Fuzzer().run(streams: fuzz.streams, firstSeed: fuzz.seed) { done in
      if !quiet, done % step == 0 { printError("kbsim fuzz: \(done)/\(fuzz.streams) streams") }
    }
    let seconds = Date().timeIntervalSince(start)
    print(
      "streams: \(totals.streams) (seeds \(fuzz.seed)...\(fuzz.seed &+ UInt64(fuzz.streams - 1)))")
    print("steps: \(totals.steps)")
    print("invariant checks: \(totals.invariantChecks)")
    print("failures: \(totals.failures.count)")
    print(String(format: "time: %.1f s", seconds))
    guard !totals.failures.isEmpty else { return 0 }
    let folder = URL(fileURLWithPath: fuzz.outputDirectory, isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    for failure in totals.failures {
      let file = folder.appendingPathComponent("fuzz-\(failure.seed).json")
      if let data = try? encoder.encode(failure.scenario) { try? data.write(to: file) }
      print("FAIL seed \(failure.seed): \(failure.violations.first ?? "")")
      print("  replay: kbsim \(file.path)")
    }
    return 1
  }

  /// `kbsim replay`: the device's measures beside the simulator's, and where they differ.
  static func runReplay(_ file: String, tolerance: Double) -> Int32 {
    let scenario: Scenario
    do {
      scenario = try ScenarioLoader.load(contentsOf: URL(fileURLWithPath: file), label: file)
    } catch {
      printError("kbsim: \(error)")
      return 2
    }
    guard scenario.recording != nil else {
      printError(
        "kbsim: \(file) has no \"recording\": kbsim replay compares a device lab recording"
          + " with the simulator (run other scenario files with kbsim FILE)")
      return 2
    }
    let report = RecordingReplay.run(scenario, tolerance: tolerance)
    print(ReplaySummary.text(report, name: scenario.name, strategy: scenario.strategy))
    print("")
    print(ReplaySummary.readingsText(RecordingReplay.readingFits(scenario, tolerance: tolerance)))
    return report.differences.isEmpty ? 0 : 1
  }

  /// `kbsim leaks`: runs the attach/detach cycles in this otherwise idle process and judges them.
  static func runLeaks(_ leaks: Arguments.Leaks) -> Int32 {
    let limit = 1 << 20
    let cycles = AttachDetachCycles()
    let report = cycles.run(cycles: leaks.cycles)
    print("cycles: \(report.cycles)")
    print("objects checked: \(report.objectsChecked)")
    print("still alive: \(report.stillAlive)")
    var failed = report.stillAlive > 0
    if let growth = report.residentGrowth {
      print(
        "resident memory growth after cycle \(cycles.warmUpCycles): \(growth >> 10) KiB"
          + " (limit \(limit >> 10) KiB)")
      if growth >= limit { failed = true }
    } else {
      print("resident memory: not readable on this platform")
    }
    print(failed ? "FAIL" : "ok")
    return failed ? 1 : 0
  }

  /// Writes every snapshot as `<scenario>-<strategy>-<n>-<label>.svg`.
  static func writeSVGs(_ results: [ScenarioResult], to directory: String) -> Bool {
    let folder = URL(fileURLWithPath: directory, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for result in results {
        for (index, snapshot) in result.snapshots.enumerated() {
          let name = "\(result.scenario)-\(result.strategy)-\(index)-\(snapshot.label)"
            .map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
          let svg = SVGRenderer.render(snapshot, strategy: result.strategy)
          try Data(svg.utf8).write(to: folder.appendingPathComponent(String(name) + ".svg"))
        }
      }
      return true
    } catch {
      printError("kbsim: cannot write SVG files into \(directory)")
      return false
    }
  }
}
