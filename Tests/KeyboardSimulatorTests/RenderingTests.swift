import Foundation
import Testing

import KeyboardCore
import KeyboardSimulator

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Snapshot pictures")
struct SVGRendererTests {
  @Test("A snapshot renders as well-formed XML with one svg root and a box per element")
  func wellFormed() throws {
    // Given a settled snapshot with five boxes and a keyboard
    let snapshot = Sample.snapshot(fieldBottom: 498, keyboardTop: 508)

    // When it is rendered
    let svg = SVGRenderer.render(snapshot, strategy: "library")

    // Then it parses, has an svg root sized to the thumbnail width, and draws every box
    let tree = try XMLTree(parsing: svg)
    let root = try #require(tree.elements.first)
    #expect(root.name == "svg")
    #expect(root.attributes["width"] == "180")
    #expect(root.attributes["viewBox"]?.hasPrefix("0 0 390 ") == true)
    #expect(tree.elements(classed: "box").count == snapshot.boxes.count)
    #expect(tree.elements(classed: "screen").count == 1)
    #expect(tree.elements(classed: "focused").count == 1)
  }

  @Test("The keyboard is drawn where it is, clipped to the screen")
  func keyboardClipped() throws {
    // Given a keyboard frame that hangs 100 points below the screen
    var snapshot = Sample.snapshot(fieldBottom: 498, keyboardTop: 508)
    snapshot.keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 436)

    // When it is rendered
    let tree = try XMLTree(parsing: SVGRenderer.render(snapshot, strategy: "library"))

    // Then the keyboard rectangle stops at the screen's bottom edge (844)
    let keyboard = try #require(tree.elements(classed: "keyboard").first)
    #expect(keyboard.name == "rect")
    #expect(keyboard.attributes["y"] == "508")
    #expect(keyboard.attributes["height"] == "336")
    #expect(keyboard.attributes["width"] == "390")
  }

  @Test("Without a keyboard on screen no keyboard and no overlap are drawn")
  func noKeyboard() throws {
    var snapshot = Sample.snapshot(fieldBottom: 644, keyboardTop: 508)
    snapshot.keyboardFrame = nil

    let tree = try XMLTree(parsing: SVGRenderer.render(snapshot, strategy: "library"))

    #expect(tree.elements(classed: "keyboard").isEmpty)
    #expect(tree.elements(classed: "overlap").isEmpty)
  }

  /// One arrangement of a field and the keyboard, and whether red must appear.
  struct OverlapCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let fieldBottom: Double
    var isFocused = true
    /// The red rectangle's `y` and `height`, or `nil` when there must be none.
    let expectedOverlap: (y: String, height: String)?
  }

  static let overlapCases: [OverlapCase] = [
    OverlapCase(
      testDescription: "a focused field wholly under the keyboard is all red",
      fieldBottom: 644, expectedOverlap: ("600", "44")),
    OverlapCase(
      testDescription: "a focused field half under the keyboard gets a red overlap of 22 pt",
      fieldBottom: 530, expectedOverlap: ("508", "22")),
    OverlapCase(
      testDescription: "a focused field 10 pt above the keyboard gets no red",
      fieldBottom: 498, expectedOverlap: nil),
    OverlapCase(
      testDescription: "a focused field touching the keyboard's top edge gets no red",
      fieldBottom: 508, expectedOverlap: nil),
    OverlapCase(
      testDescription: "an unfocused field under the keyboard gets no red",
      fieldBottom: 644, isFocused: false, expectedOverlap: nil),
  ]

  @Test(
    "Red marks exactly the part of the focused input under the keyboard", arguments: overlapCases)
  func overlap(_ overlapCase: OverlapCase) throws {
    // Given a field at the case's position and a keyboard whose top is at 508
    let snapshot = Sample.snapshot(
      fieldBottom: overlapCase.fieldBottom, keyboardTop: 508, isFocused: overlapCase.isFocused)

    // When it is rendered
    let tree = try XMLTree(parsing: SVGRenderer.render(snapshot, strategy: "seed000"))

    // Then a red rectangle appears only for a real overlap, and covers just that part
    let overlaps = tree.elements(classed: "overlap")
    if let expected = overlapCase.expectedOverlap {
      let overlap = try #require(overlaps.first)
      #expect(overlaps.count == 1)
      #expect(overlap.attributes["y"] == expected.y)
      #expect(overlap.attributes["height"] == expected.height)
      #expect(overlap.attributes["fill"] == "#e53935")
    } else {
      #expect(overlaps.isEmpty)
    }
  }

  @Test("Labels and strategy names are escaped, in the caption and the title")
  func escapesText() throws {
    // Given a label and a strategy name full of markup characters
    var snapshot = Sample.snapshot(fieldBottom: 498, keyboardTop: 508)
    snapshot.label = "tap <Next> & \"go\""
    let svg = SVGRenderer.render(snapshot, strategy: "a<b>&c")

    // Then the raw text never appears, the escaped text does, and the parser gets it back
    #expect(!svg.contains("<Next>"))
    #expect(!svg.contains("a<b>"))
    #expect(svg.contains("tap &lt;Next&gt; &amp; &quot;go&quot;"))
    let tree = try XMLTree(parsing: svg)
    let caption = try #require(tree.elements(classed: "caption").first)
    #expect(caption.text == "tap <Next> & \"go\"")
    #expect(tree.elements(classed: "caption-detail").first?.text.hasSuffix("a<b>&c") == true)
  }

  @Test("A control character in a label does not make the picture unparsable")
  func controlCharacters() throws {
    var snapshot = Sample.snapshot(fieldBottom: 498, keyboardTop: 508)
    snapshot.label = "bell\u{07}here"

    let tree = try XMLTree(parsing: SVGRenderer.render(snapshot, strategy: "library"))

    #expect(tree.elements(classed: "caption").first?.text == "bell\u{FFFD}here")
  }

  @Test("Numbers have at most one decimal, the time two, and rendering is deterministic")
  func deterministic() throws {
    var snapshot = Sample.snapshot(fieldBottom: 498.04, keyboardTop: 508.25)
    snapshot.time = 0.416_666_7

    let first = SVGRenderer.render(snapshot, strategy: "library", width: 240)
    let second = SVGRenderer.render(snapshot, strategy: "library", width: 240)

    #expect(first == second)
    #expect(first.contains("t = 0.42 s"))
    let tree = try XMLTree(parsing: first)
    #expect(tree.elements(classed: "keyboard").first?.attributes["y"] == "508.3")
    #expect(tree.elements.first?.attributes["width"] == "240")
  }
}

@Suite("Timeline plots")
struct TimelinePlotTests {
  @Test("Each strategy gets one line and the keyboard one more, all in one svg")
  func oneLinePerStrategy() throws {
    // Given three strategies run on one scenario, each focused throughout
    let results = ["seed000", "library", "seed001"].map {
      Sample.result(scenario: "login", strategy: $0)
    }

    // When they are plotted
    let svg = TimelinePlot.render(results)

    // Then there is one series per strategy with one polyline each, plus the keyboard line
    let tree = try XMLTree(parsing: svg)
    #expect(tree.elements.first?.name == "svg")
    let series = tree.elements(classed: "series")
    #expect(series.map { $0.attributes["data-strategy"] } == ["seed000", "seed001", "library"])
    #expect(tree.elements(classed: "keyboard-line").count == 1)
    #expect(tree.elements(named: "polyline").count == results.count + 1)
    #expect(tree.elements(classed: "library").first?.attributes["stroke-width"] == "3")
    let colors = Set(series.compactMap { $0.attributes["stroke"] })
    #expect(colors.count == results.count)
  }

  @Test("A line breaks where nothing is focused")
  func gaps() throws {
    // Given a run that loses focus for a few frames in the middle
    var result = Sample.result(scenario: "login", strategy: "library")
    for index in 60..<70 { result.frames[index].focusedRect = nil }

    // When it is plotted
    let tree = try XMLTree(parsing: TimelinePlot.render([result]))

    // Then the library's series is two polylines, the keyboard's still one
    let polylines = tree.elements(named: "polyline")
    #expect(polylines.filter { $0.parentClass == "series library" }.count == 2)
    #expect(polylines.filter { $0.parentClass == "keyboard-line" }.count == 1)
  }

  @Test("The axis is screen y pointing down: a lower input bottom is drawn lower")
  func yPointsDown() throws {
    // Given a run whose input bottom is above the keyboard top at the end
    let result = Sample.result(scenario: "login", strategy: "library")

    let tree = try XMLTree(parsing: TimelinePlot.render([result]))

    // Then the input's last point (y 498) is above (smaller pixel y) the keyboard's (y 508)
    let inputY = try #require(tree.lastPointY(ofSeriesClassed: "series library"))
    let keyboardY = try #require(tree.lastPointY(ofSeriesClassed: "keyboard-line"))
    #expect(inputY < keyboardY)
    #expect(tree.elements(classed: "axis-title").map(\.text).contains("screen y (pt) ↓"))
    #expect(tree.elements(classed: "tick").count >= 6)
  }

  @Test("Legend names are escaped and the output is the same every time")
  func legendAndDeterminism() throws {
    let results = [
      Sample.result(scenario: "login", strategy: "library"),
      Sample.result(scenario: "login", strategy: "x<&>y"),
    ]

    let first = TimelinePlot.render(results)

    #expect(first == TimelinePlot.render(results))
    #expect(!first.contains("x<&>y"))
    let tree = try XMLTree(parsing: first)
    #expect(tree.elements(classed: "legend-entry").map(\.text).contains("x<&>y"))
  }

  @Test("No results still give a valid, empty chart")
  func empty() throws {
    let tree = try XMLTree(parsing: TimelinePlot.render([]))

    #expect(tree.elements(named: "polyline").isEmpty)
    #expect(tree.elements(classed: "empty").count == 1)
  }
}

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
    // Every moment is drawn once per result, except the failing baseline's "before", which looks
    // exactly as the library's and is named instead.
    let snapshotCount = results.map(\.snapshots.count).reduce(0, +)
    #expect(tree.elements(classed: "snapshot").count == snapshotCount - names.count)
    #expect(html.components(separatedBy: "As the library's: before.").count - 1 == names.count)
    #expect(tree.elements(named: "figcaption").count == snapshotCount - names.count)
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
    // CI renders this page with Chromium and checks the screenshot (Scripts/check-report.sh).
    guard let path = ProcessInfo.processInfo.environment["RENDER_SAMPLE_REPORT"] else { return }
    let results = ["keyboard over field", "chat input", "long form"].flatMap { name in
      ["library", "seed000", "seed001"].map { Sample.result(scenario: name, strategy: $0) }
    }
    let summary = "9 runs, 3 scenarios\nlibrary: 3 of 3 passed\nseed000: 0 of 3 passed"
    let html = HTMLReport.render(results, title: "Keyboard avoidance sample", summary: summary)
    try html.write(toFile: path, atomically: true, encoding: .utf8)
  }
}

/// Hand-built results: a 390×844 screen, a 336-point keyboard sliding in, one text field.
private enum Sample {
  /// A screen with a window, a scroll view, a container, a bar and the field.
  static func snapshot(
    fieldBottom: Double, keyboardTop: Double?, isFocused: Bool = true, label: String = "settled",
    time: Double = 1
  ) -> ScreenSnapshot {
    let field = CGRect(x: 16, y: fieldBottom - 44, width: 358, height: 44)
    let boxes = [
      ScreenSnapshot.Box(kind: "window", frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
      ScreenSnapshot.Box(kind: "scrollView", frame: CGRect(x: 0, y: 91, width: 390, height: 753)),
      ScreenSnapshot.Box(kind: "bar", frame: CGRect(x: 0, y: 47, width: 390, height: 44)),
      ScreenSnapshot.Box(kind: "container", frame: CGRect(x: 8, y: 120, width: 374, height: 200)),
      ScreenSnapshot.Box(kind: "field", frame: field, isFocused: isFocused),
    ]
    let keyboard = keyboardTop.map { CGRect(x: 0, y: $0, width: 390, height: 844 - $0) }
    return ScreenSnapshot(
      label: label, time: time, screenSize: CGSize(width: 390, height: 844), boxes: boxes,
      keyboardFrame: keyboard)
  }

  /// A run at 120 frames per second: the keyboard slides in over 0.25 s; `library` lifts the
  /// field from 644 to 498 with it, anything else leaves it under the keyboard.
  static func result(scenario: String, strategy: String, frameCount: Int = 180) -> ScenarioResult {
    let lifts = strategy == "library"
    var frames: [FrameRecord] = []
    for index in 0..<frameCount {
      let time = Double(index) / 120
      let progress = min(max((time - 0.25) / 0.25, 0), 1)
      let keyboardTop = 844 - 336 * progress
      let fieldBottom = lifts ? 644 - 146 * progress : 644
      let field = CGRect(x: 16, y: fieldBottom - 44, width: 358, height: 44)
      let occlusion = max(0, fieldBottom - max(keyboardTop, fieldBottom - 44))
      frames.append(
        FrameRecord(
          time: time,
          keyboardFrame: progress > 0 ? CGRect(x: 0, y: keyboardTop, width: 390, height: 336) : nil,
          keyboardMode: progress > 0 ? .docked : .hidden,
          keyboardMoving: progress > 0 && progress < 1,
          focusedRect: field, occlusion: occlusion))
    }
    let settledField = lifts ? 498.0 : 644
    let snapshots = [
      snapshot(fieldBottom: 644, keyboardTop: nil, label: "before", time: 0),
      snapshot(
        fieldBottom: lifts ? 571 : 644, keyboardTop: 676, label: "mid-animation", time: 0.375),
      snapshot(fieldBottom: settledField, keyboardTop: 508, label: "settled", time: 1),
    ]
    let metrics = ScenarioMetrics(
      sampledFrames: frameCount, occludedFrames: lifts ? 0 : 120, worstOcclusion: lifts ? 0 : 44,
      settledMargin: lifts ? 10 : -136, restoreExact: true, jumps: 0)
    return ScenarioResult(
      scenario: scenario, strategy: strategy, device: "iPhone 15", keyboard: "standard",
      layout: "scrollForm", frames: frames, snapshots: snapshots, metrics: metrics,
      expectations: [.init(step: 1, summary: "field visible", passed: lifts)])
  }
}

/// The elements of a parsed XML document, in document order, with their text and attributes.
///
/// Parsing with Foundation's `XMLParser` is the test that the markup is well-formed: any
/// unescaped `<` or `&`, or an unclosed element, makes ``init(parsing:)`` throw.
private struct XMLTree {
  /// One element.
  struct Element {
    var name: String
    var attributes: [String: String]
    /// All text inside it, descendants included.
    var text: String
    /// The `class` of its parent element, if any.
    var parentClass: String?
  }

  /// Why parsing failed.
  struct ParseError: Error, CustomStringConvertible {
    var description: String
  }

  /// Every element, in document order.
  var elements: [Element]

  /// Parses `markup`, throwing when it is not well-formed XML.
  init(parsing markup: String) throws {
    let collector = Collector()
    let parser = XMLParser(data: Data(markup.utf8))
    parser.delegate = collector
    guard parser.parse(), collector.error == nil else {
      let reason = collector.error ?? parser.parserError.map { "\($0)" } ?? "unknown"
      throw ParseError(
        description: "not well-formed at line \(parser.lineNumber): \(reason)")
    }
    #expect(collector.open.isEmpty)
    elements = collector.elements
  }

  /// The elements with a given tag name.
  func elements(named name: String) -> [Element] {
    elements.filter { $0.name == name }
  }

  /// The elements whose `class` attribute includes `className` as a word.
  func elements(classed className: String) -> [Element] {
    elements.filter {
      $0.attributes["class"]?.split(separator: " ").contains(Substring(className)) == true
    }
  }

  /// The pixel y of the last point of the last polyline inside the group with class `group`.
  func lastPointY(ofSeriesClassed group: String) -> Double? {
    guard
      let points = elements(named: "polyline").last(where: { $0.parentClass == group })?
        .attributes["points"],
      let last = points.split(separator: " ").last,
      let y = last.split(separator: ",").last
    else { return nil }
    return Double(y)
  }

  /// The parser's delegate: builds ``elements`` and remembers the first error.
  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    var open: [Int] = []
    var error: String?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      let parentClass = open.last.flatMap { elements[$0].attributes["class"] }
      elements.append(
        Element(name: elementName, attributes: attributeDict, text: "", parentClass: parentClass))
      open.append(elements.count - 1)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?
    ) {
      guard let index = open.popLast(), elements[index].name == elementName else {
        error = "unbalanced </\(elementName)>"
        return
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      for index in open { elements[index].text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      if error == nil { error = "\(parseError)" }
    }
  }
}
