import Foundation
import Testing

import KeyboardCore
import KeyboardSimulator

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The elements of a parsed XML document, in document order, with their text and attributes.
///
/// Parsing with Foundation's `XMLParser` is the test that the markup is well-formed: any
/// unescaped `<` or `&`, or an unclosed element, makes ``init(parsing:)`` throw.
struct XMLTree {
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
