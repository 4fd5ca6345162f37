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
