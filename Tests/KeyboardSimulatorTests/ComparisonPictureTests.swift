import Foundation
import Testing

@testable import KeyboardSimulator

/// The README's comparison picture is regenerated and compared, so it cannot go stale.
///
/// Re-record with `RECORD_SNAPSHOTS=1 swift test --filter ComparisonPictureTests`.
@MainActor
@Suite("The README's comparison picture")
struct ComparisonPictureTests {
  static let file = TestFiles.packageRoot.appendingPathComponent("Docs/comparison-timeline.svg")

  @Test("Docs/comparison-timeline.svg is what the strategies do now, one line per strategy")
  func pictureIsCurrent() throws {
    let svg = try #require(ComparisonPicture.render(), "the picture's scenario loads")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
      try svg.write(to: Self.file, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(svg == committed, "re-record with RECORD_SNAPSHOTS=1 if the change is intended")
    let tree = try XMLTree(parsing: svg)
    let series = Set(tree.elements(classed: "series").compactMap { $0.attributes["data-strategy"] })
    #expect(series == Set(StrategyKind.matrix.map(\.rawValue)))
  }
}
