import Foundation
import HeadlessUIKit
import KeyboardAvoidance
import KeyboardCore

/// `kbbench`: the cost of handling one keyboard event, a focus change and a previous/next move,
/// for the library and for the tree-walking baselines, in the same run.
@MainActor
enum Benchmark {
  static let usage = """
    USAGE: swift run -c release kbbench [--quick]
           swift run -c release kbbench --profile PART N   (one part N times, for a profiler)
             PART: floor, decoding, whole (one keyboard event), post and uikit (its stand-in
             parts: posting with nothing attached, the UIKit calls alone), focus, focus-bare (a
             focus change at 10,000 views, with and without the library), next, next-bare
             (Next/Previous at 1,000 inputs, with and without the toolbar)

    Prints, for view trees of 100 to 100,000 views (the focused field 12 levels deep):
      per-event cost   posting a keyboard will-change-frame notification until the plan is applied
      focus change     moving focus between two fields with the keyboard up
    and, for forms of 10 to 10,000 inputs:
      next/previous    moving focus with the toolbar
    each for the library and for a baseline doing what seed 000 and common toolbar libraries do
    (walk the whole tree for the first responder; collect and sort every input on each change).
    Times are medians and 99th percentiles in microseconds. --quick runs fewer iterations.
    """

  /// The most the per-event cost may grow from 1,000 to 100,000 views: the library never walks
  /// the tree, so any growth is noise or a regression.
  static let growthBound = 1.5

  static func run(_ arguments: [String]) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return 0
    }
    if let flag = arguments.firstIndex(of: "--profile") {
      // For a profiler: one part only, `count` events, nothing printed.
      let part = arguments.indices.contains(flag + 1) ? arguments[flag + 1] : ""
      let count = arguments.indices.contains(flag + 2) ? Int(arguments[flag + 2]) ?? 0 : 0
      guard count > 0, Breakdown.profile(part: part, count: count) else {
        FileHandle.standardError.write(
          Data("kbbench: --profile needs a part (see --help) and a count\n".utf8))
        return 2
      }
      return 0
    }
    let unknown = arguments.filter { $0 != "--quick" }
    guard unknown.isEmpty else {
      FileHandle.standardError.write(Data("kbbench: unknown argument \(unknown[0])\n".utf8))
      return 2
    }
    let quick = arguments.contains("--quick")
    #if DEBUG
      let configuration = "debug (use -c release for real numbers)"
    #else
      let configuration = "release"
    #endif
    print(
      "kbbench: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(configuration) build\n")
    let parts = Breakdown.run(quick: quick)
    print(breakdownTable(parts))
    print("")
    var table = Table(headers: [
      "measure", "size", "library median", "library p99", "baseline median", "baseline p99",
      "baseline / library",
    ])
    for size in [100, 1_000, 10_000, 100_000] {
      let library = perEvent(viewCount: size, baseline: false, iterations: quick ? 200 : 2_000)
      let baseline = perEvent(
        viewCount: size, baseline: true, iterations: max(20, (quick ? 200_000 : 2_000_000) / size))
      table.add("per-event", size, library, baseline)
    }
    for size in [100, 1_000, 10_000, 100_000] {
      let library = focusChange(viewCount: size, baseline: false, iterations: quick ? 200 : 2_000)
      let baseline = focusChange(
        viewCount: size, baseline: true, iterations: max(20, (quick ? 200_000 : 2_000_000) / size))
      table.add("focus change", size, library, baseline)
    }
    for size in [10, 100, 1_000, 10_000] {
      let library = nextPrevious(inputCount: size, baseline: false, iterations: quick ? 200 : 2_000)
      let baseline = nextPrevious(
        inputCount: size, baseline: true, iterations: max(20, (quick ? 20_000 : 200_000) / size))
      table.add("next/previous", size, library, baseline)
    }
    print(table.render())
    let growth = Breakdown.growth(quick: quick)
    print(
      "\nper-event growth from 1,000 to 100,000 views: "
        + String(
          format: "%.2fx (10th-90th percentile of batch pairs %.2fx-%.2fx)", growth.median,
          growth.low, growth.high)
        + String(format: "; bound %.1fx", growthBound))
    guard growth.median <= growthBound else {
      FileHandle.standardError.write(
        Data("kbbench: per-event cost grows with the tree beyond its bound\n".utf8))
      return 1
    }
    return 0
  }

  /// The breakdown's table: each part's median, spread and ratio to the decision floor, then
  /// the library's own share (whole path less the stand-in alone).
  static func breakdownTable(_ parts: [Breakdown.Part]) -> String {
    let floor = max(1, parts.first?.median ?? 1)
    var rows = [["part", "median", "fastest-slowest batch", "x floor", "what it measures"]]
    for part in parts {
      rows.append([
        part.name, Table.nano(part.median),
        Table.nano(part.fastest) + " - " + Table.nano(part.slowest),
        String(format: "%.1fx", part.median / floor), part.what,
      ])
    }
    var text = "one event, 1,000 views, field 12 levels deep (medians of batch means)\n"
    text += Table(headers: rows[0], rows: Array(rows.dropFirst())).render()
    if let post = parts.first(where: { $0.name == "stand-in alone" }),
      let uikit = parts.first(where: { $0.name == "stand-in's UIKit work" }),
      let whole = parts.first(where: { $0.name == "whole path" })
    {
      let own = max(0, whole.median - post.median - uikit.median)
      text +=
        "\nlibrary's own share per event (whole path less posting and the UIKit work): "
        + Table.nano(own)
        + String(
          format: " (%.0f%% of the whole path, %.1fx the floor)", 100 * own / whole.median,
          own / floor)
    }
    if let decoding = parts.first(where: { $0.name == "decoding" }), let first = parts.first {
      let ratios = zip(decoding.batches, first.batches).map { $0 / max(1, $1) }.sorted()
      let at = { (fraction: Double) in
        ratios[Int((Double(ratios.count - 1) * fraction).rounded())]
      }
      if !ratios.isEmpty {
        text += String(
          format:
            "\ndecoding over the floor, batch by batch: %.1fx (10th-90th percentile %.1fx-%.1fx)",
          Breakdown.Part.median(ratios), at(0.1), at(0.9))
      }
    }
    return text
  }

  /// Posting one will-change-frame notification, alternating two keyboard heights so every
  /// event needs a new plan, until it returns (the plan is applied synchronously).
  static func perEvent(viewCount: Int, baseline: Bool, iterations: Int) -> Samples {
    HeadlessEnvironment.reset()
    let center = HeadlessEnvironment.notificationCenter
    let tree = BenchmarkTree(viewCount: viewCount)
    var avoider: ScrollViewKeyboardAvoider?
    var walker: TreeWalkBaseline?
    if baseline {
      walker = TreeWalkBaseline(window: tree.window, scrollView: tree.scrollView, center: center)
    } else {
      avoider = ScrollViewKeyboardAvoider(scrollView: tree.scrollView, center: center)
    }
    tree.fields[0].becomeFirstResponder()
    let infos = [336.0, 291.0].map { height in
      [
        KeyboardUserInfoKey.frameEnd: NSValue(
          rect: CGRect(x: 0, y: 852 - height, width: 393, height: height)),
        KeyboardUserInfoKey.animationDuration: NSNumber(value: 0.25),
        KeyboardUserInfoKey.animationCurve: NSNumber(value: 7),
      ] as [AnyHashable: Any]
    }
    let name = Notification.Name(KeyboardEventKind.willChangeFrame.rawValue)
    let samples = Samples.measure(iterations: iterations) { index in
      center.post(name: name, object: nil, userInfo: infos[index % 2])
    }
    walker?.stop()
    avoider?.stop()
    return samples
  }

  /// Moving focus between two deep fields with the keyboard up.
  static func focusChange(viewCount: Int, baseline: Bool, iterations: Int) -> Samples {
    HeadlessEnvironment.reset()
    let center = HeadlessEnvironment.notificationCenter
    let tree = BenchmarkTree(viewCount: viewCount)
    let avoider =
      baseline ? nil : ScrollViewKeyboardAvoider(scrollView: tree.scrollView, center: center)
    let toolbar = baseline ? nil : KeyboardToolbar(inputs: tree.fields, center: center)
    tree.fields[0].becomeFirstResponder()
    // The keyboard is up: its will and its did, as UIKit posts them. With the did missing the
    // keyboard would still be rising, and every focus change would move with its animation.
    for kind in [KeyboardEventKind.willShow, .didShow] {
      center.post(
        name: Notification.Name(kind.rawValue), object: nil,
        userInfo: [
          KeyboardUserInfoKey.frameEnd: NSValue(
            rect: CGRect(x: 0, y: 516, width: 393, height: 336))
        ])
    }
    let samples = Samples.measure(iterations: iterations) { index in
      tree.fields[(index + 1) % 2].becomeFirstResponder()
      if baseline {
        _ = TreeWalkBaseline.firstResponder(in: tree.window)
        _ = TreeWalkBaseline.sortedInputs(in: tree.window)
      }
    }
    _ = (avoider, toolbar)
    return samples
  }

  /// Pressing Next (then Previous) on a form of `inputCount` inputs.
  static func nextPrevious(inputCount: Int, baseline: Bool, iterations: Int) -> Samples {
    HeadlessEnvironment.reset()
    let center = HeadlessEnvironment.notificationCenter
    let form = BenchmarkForm(inputCount: inputCount)
    let toolbar = baseline ? nil : KeyboardToolbar(inputs: form.fields, center: center)
    let middle = form.fields[inputCount / 2]
    middle.becomeFirstResponder()
    return Samples.measure(iterations: iterations) { index in
      let forward = index % 2 == 0
      if let toolbar {
        _ = (forward ? toolbar.nextItem : toolbar.previousItem)._simulateTap()
      } else {
        let ordered = TreeWalkBaseline.sortedInputs(in: form.window)
        guard let current = ordered.firstIndex(where: \.isFirstResponder) else { return }
        let target = current + (forward ? 1 : -1)
        if ordered.indices.contains(target) { ordered[target].becomeFirstResponder() }
      }
    }
  }
}
