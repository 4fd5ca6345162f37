import Foundation
import Testing

import KeyboardCore
import KeyboardSimulator

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("HTML report")
struct HTMLReportTests {
  @Test("The page parses as XML and holds every scenario, escaped, in its own section")
  func sectionsPerScenario() throws {
    // Given results for three scenarios, one named with markup characters
    let names = ["login form", "chat <input> & send", "search bar"]
    let results = names.flatMap { name in
      ["library", "seed000"].map { Sample.result(scenario: name, strategy: $0) }
    }

    // When the report is rendered
    let html = HTMLReport.render(results, title: "Report <1>", summary: "2 < 3 & done")

    // Then the page parses, each scenario has a section with a plot and its pictures
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(!html.contains("chat <input>"))
    #expect(!html.contains("Report <1>"))
    let tree = try XMLTree(parsing: html)
    let sections = tree.elements(named: "section")
    #expect(sections.count == names.count)
    #expect(html.components(separatedBy: "<section").count - 1 == names.count)
    #expect(html.components(separatedBy: "</section>").count - 1 == names.count)
    #expect(Set(sections.compactMap { $0.attributes["id"] }).count == names.count)
    #expect(tree.elements(named: "h2").map(\.text) == names)
    #expect(tree.elements(classed: "timeline").filter { $0.name == "svg" }.count == names.count)
    // Every moment of the library's is drawn; of the failing baseline's, only the moment its
    // failure is about: it ended with the field covered, so the settled screen.
    let libraryMoments = results.filter { $0.strategy == "library" }.map(\.snapshots.count)
      .reduce(0, +)
    #expect(tree.elements(classed: "snapshot").count == libraryMoments + names.count)
    let captions = tree.elements(named: "figcaption").map(\.text)
    #expect(captions.count == libraryMoments + names.count)
    #expect(captions.filter { $0.hasSuffix("seed000") }.allSatisfy { $0.hasPrefix("settled") })
    #expect(tree.elements(named: "pre").first?.text == "2 < 3 & done")
    #expect(tree.elements(named: "title").first?.text == "Report <1>")
  }

  @Test("The table lists every result with its numbers, and sections keep first-seen order")
  func table() throws {
    // Given results whose scenarios interleave, one failing with an unknown restore
    var failing = Sample.result(scenario: "b", strategy: "seed000")
    failing.expectations[0].passed = false
    failing.metrics.restoreExact = nil
    failing.metrics.settledMargin = nil
    failing.metrics.worstOcclusion = 136.04
    let results = [
      Sample.result(scenario: "b", strategy: "library"),
      Sample.result(scenario: "a", strategy: "library"),
      failing,
    ]

    // When the report is rendered
    let tree = try XMLTree(parsing: HTMLReport.render(results, title: "t", summary: ""))

    // Then there is one row per result, and the failing row reads as such
    let rows = tree.elements(named: "tr").dropFirst()
    #expect(rows.count == results.count)
    let cells = tree.elements(named: "td").map(\.text)
    #expect(cells.count == results.count * 11)
    let last = Array(cells.suffix(11))
    #expect(last[0] == "b")
    #expect(last[1] == "seed000")
    #expect(last[6] == "136.0")
    #expect(last[7] == "—")
    #expect(last[8] == "—")
    #expect(last[10] == "fail")
    #expect(cells[6] == "0.0")
    #expect(cells[7] == "10.0")
    #expect(cells[8] == "yes")
    #expect(cells[10] == "pass")
    #expect(tree.elements(named: "h2").map(\.text) == ["b", "a"])
    let links = tree.elements(named: "a").compactMap { $0.attributes["href"] }
    let ids = tree.elements(named: "section").compactMap { $0.attributes["id"] }
    #expect(links == ["#" + ids[0], "#" + ids[1], "#" + ids[0]])
  }

  @Test("Consecutive results of one scenario share its name, device, keyboard and layout cells")
  func rowsShareTheScenario() throws {
    let results = ["library", "seed000", "swiftui"].map {
      Sample.result(scenario: "form", strategy: $0)
    }
    let tree = try XMLTree(parsing: HTMLReport.render(results, title: "t", summary: ""))
    let rows = Array(tree.elements(named: "tr").dropFirst())
    #expect(rows.count == 3)
    let cells = tree.elements(named: "td")
    // 11 cells on the first row (four of them spanning three rows), 7 on each of the others.
    #expect(cells.count == 11 + 7 + 7)
    #expect(cells.filter { $0.attributes["rowspan"] == "3" }.count == 4)
    #expect(cells[1].text == "library")
    #expect(cells[11].text == "seed000")
    #expect(cells[18].text == "swiftui")
  }

  @Test("With hundreds of results only the first sections start open")
  func manyResults() throws {
    // Given 500 results over 100 scenarios
    let results = (0..<500).map {
      Sample.result(scenario: "scenario \($0 / 5)", strategy: "seed00\($0 % 5)", frameCount: 40)
    }

    // When the report is rendered twice
    let html = HTMLReport.render(results, title: "big", summary: "")

    // Then it is deterministic, parses, and opens three of its hundred sections
    #expect(html == HTMLReport.render(results, title: "big", summary: ""))
    let tree = try XMLTree(parsing: html)
    let details = tree.elements(named: "details")
    #expect(details.count == 100)
    #expect(details.filter { $0.attributes["open"] != nil }.count == 3)
    #expect(details.prefix(3).allSatisfy { $0.attributes["open"] != nil })
  }

  @Test("A sample report is written where RENDER_SAMPLE_REPORT points, for the screenshot check")
  func writesSampleReport() throws {
    // CI renders this page with Chromium and checks the screenshot (Scripts/check-report.sh),
    // asking for it at RENDER_SAMPLE_REPORT; otherwise it goes to a temporary file. Either way
    // it is written and read back, so the test never passes without doing its work.
    let requested = ProcessInfo.processInfo.environment["RENDER_SAMPLE_REPORT"]
    let path =
      requested
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "keyboard-sample-report-\(ProcessInfo.processInfo.processIdentifier).html"
      ).path
    let results = ["keyboard over field", "chat input", "long form"].flatMap { name in
      ["library", "seed000", "seed001"].map { Sample.result(scenario: name, strategy: $0) }
    }
    let summary = "9 runs, 3 scenarios\nlibrary: 3 of 3 passed\nseed000: 0 of 3 passed"
    let html = HTMLReport.render(results, title: "Keyboard avoidance sample", summary: summary)
    try html.write(toFile: path, atomically: true, encoding: .utf8)
    defer { if requested == nil { try? FileManager.default.removeItem(atPath: path) } }
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == html)
    #expect(written.contains("keyboard over field"))
  }
}
