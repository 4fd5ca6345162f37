import Foundation
import Testing

/// `kbsim`'s output compared with golden files in `Snapshots/`.
///
/// Re-record with `RECORD_SNAPSHOTS=1 swift test --filter CLIGoldenTests`.
@Suite("kbsim output against golden files", .serialized)
struct CLIGoldenTests {
  struct Invocation: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let snapshot: String
    let arguments: [String]
  }

  static let scenarios = "Tests/KeyboardSimulatorTests/Scenarios"
  static let fixtures = "Tests/KeyboardSimulatorTests/Fixtures"

  static let invocations: [Invocation] = [
    Invocation(testDescription: "--help", snapshot: "help", arguments: ["--help"]),
    Invocation(
      testDescription: "three scenario files", snapshot: "run-scenarios",
      arguments: [
        "--quiet", "\(scenarios)/library-form-next.json", "\(scenarios)/interactive-chat.json",
        "\(scenarios)/recorded-ipad-dump.json",
      ]),
    Invocation(
      testDescription: "a scenario with every strategy", snapshot: "all-strategies",
      arguments: ["--quiet", "--strategy", "all", "\(scenarios)/seed000-app-inset-restored.json"]),
    Invocation(
      testDescription: "--json", snapshot: "json",
      arguments: ["--quiet", "--json", "\(scenarios)/seed001-chat-bar-gap.json"]),
    Invocation(
      testDescription: "a failing expectation exits 1", snapshot: "failing",
      arguments: ["--quiet", "\(fixtures)/impossible-expectation.json"]),
    Invocation(
      testDescription: "a bad scenario file exits 2", snapshot: "bad-file",
      arguments: ["\(fixtures)/bad-scenario.json"]),
    Invocation(
      testDescription: "a missing file exits 2", snapshot: "missing-file",
      arguments: ["\(fixtures)/no-such-file.json"]),
    Invocation(
      testDescription: "an unknown option exits 2", snapshot: "bad-option",
      arguments: ["--frobnicate"]),
    Invocation(
      testDescription: "kbsim replay, device and simulator agree", snapshot: "replay-agrees",
      arguments: ["replay", "\(fixtures)/device-recording-form.json"]),
    Invocation(
      testDescription: "kbsim replay, they differ: exits 1", snapshot: "replay-differs",
      arguments: [
        "replay", "--tolerance", "0.5", "\(fixtures)/device-recording-other-strategy.json",
      ]),
    Invocation(
      testDescription: "kbsim replay of a file without a recording exits 2",
      snapshot: "replay-no-recording",
      arguments: ["replay", "\(scenarios)/library-form-next.json"]),
    Invocation(
      testDescription: "kbsim leaks with too few cycles exits 2", snapshot: "bad-cycles",
      arguments: ["leaks", "--cycles", "10"]),
  ]

  @Test("Output and exit status match the golden file", arguments: invocations)
  func matchesGolden(_ invocation: Invocation) throws {
    let executable = try #require(Self.kbsim(), "kbsim is built with the tests (swift build)")
    let output = try Self.run(executable, invocation.arguments)
    let golden = TestFiles.snapshots.appendingPathComponent("\(invocation.snapshot).txt")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
      try Data(output.utf8).write(to: golden)
      return
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(output == expected, "re-record with RECORD_SNAPSHOTS=1 if the change is intended")
  }

  /// A file's bytes, read through a file handle (Foundation's `Data(contentsOf:)` on Linux keeps
  /// the buffer of an empty file alive, which the leak-checked sanitizer run reports).
  static func contents(of url: URL) throws -> Data {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    return try handle.readToEnd() ?? Data()
  }

  /// The built `kbsim`, next to the test bundle or in the package's build folder.
  static func kbsim() -> URL? {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      besideTests.appendingPathComponent("kbsim"),
      besideTests.deletingLastPathComponent().appendingPathComponent("kbsim"),
      TestFiles.packageRoot.appendingPathComponent(".build/debug/kbsim"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs `kbsim` in the package root and returns exit status, stdout and stderr as one text.
  static func run(_ executable: URL, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = TestFiles.packageRoot
    // Output goes to files, not pipes: a child that fills one pipe while the other is being read
    // would wait forever.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-golden-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("stdout")
    let errURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    let stdout = try Self.contents(of: outURL)
    let stderr = try Self.contents(of: errURL)
    return "exit: \(process.terminationStatus)\n--- stdout\n"
      + String(decoding: stdout, as: UTF8.self) + "--- stderr\n"
      + String(decoding: stderr, as: UTF8.self)
  }
}
