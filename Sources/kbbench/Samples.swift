import Foundation

/// Timings of one measure, in nanoseconds.
struct Samples {
  var values: [Double]

  /// Runs `body` a few times to warm up, then `iterations` times, timing each call.
  static func measure(iterations: Int, _ body: (Int) -> Void) -> Samples {
    for index in 0..<min(20, iterations) { body(index) }
    var values: [Double] = []
    values.reserveCapacity(iterations)
    for index in 0..<iterations {
      let start = DispatchTime.now().uptimeNanoseconds
      body(index)
      values.append(Double(DispatchTime.now().uptimeNanoseconds - start))
    }
    return Samples(values: values.sorted())
  }

  var median: Double { percentile(0.5) }
  var p99: Double { percentile(0.99) }

  func percentile(_ fraction: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let index = min(values.count - 1, Int((Double(values.count - 1) * fraction).rounded()))
    return values[index]
  }
}

/// The printed table.
struct Table {
  let headers: [String]
  var rows: [[String]] = []

  mutating func add(_ measure: String, _ size: Int, _ library: Samples, _ baseline: Samples) {
    rows.append([
      measure, size.formatted(), Self.micro(library.median), Self.micro(library.p99),
      Self.micro(baseline.median), Self.micro(baseline.p99),
      String(format: "%.0fx", baseline.median / max(1, library.median)),
    ])
  }

  static func nano(_ nanoseconds: Double) -> String {
    nanoseconds < 10_000
      ? String(format: "%.0f ns", nanoseconds) : String(format: "%.1f us", nanoseconds / 1_000)
  }

  static func micro(_ nanoseconds: Double) -> String {
    String(format: "%.1f us", nanoseconds / 1_000)
  }

  func render() -> String {
    let all = [headers] + rows
    let widths = headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.enumerated().map { index, cell in
        index < 2 || index == row.count - 1 && row.count == 5
          ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[index] - cell.count) + cell
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}

extension Int {
  /// `1,000`-style grouping, independent of the locale.
  func formatted() -> String {
    let digits = String(self)
    var result = ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return result
  }
}
