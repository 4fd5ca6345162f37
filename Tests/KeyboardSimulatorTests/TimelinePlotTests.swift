import Foundation
import Testing

import KeyboardCore
import KeyboardSimulator

#if canImport(FoundationXML)
  import FoundationXML
#endif

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
