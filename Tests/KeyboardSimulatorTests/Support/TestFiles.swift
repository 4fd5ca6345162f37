import Foundation

/// Files next to the tests: scenario files and golden snapshots, found from this source file.
enum TestFiles {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
  static let scenarios = root.appendingPathComponent("Scenarios")
  static let snapshots = root.appendingPathComponent("Snapshots")
  static let packageRoot = root.deletingLastPathComponent().deletingLastPathComponent()

  /// The scenario files' names, sorted.
  static var scenarioNames: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: scenarios.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }
}
