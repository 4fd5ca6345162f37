import Foundation
import Testing

@testable import KeyboardCore

@Suite("Previous / next focus order")
struct FocusOrderTests {
  static func field(
    _ id: String, _ x: CGFloat, _ y: CGFloat, width: CGFloat = 150,
    height: CGFloat = 44, hidden: Bool = false, enabled: Bool = true
  ) -> FocusCandidate<String> {
    FocusCandidate(
      id: id, frame: CGRect(x: x, y: y, width: width, height: height), isHidden: hidden,
      isEnabled: enabled)
  }

  @Test("Top to bottom, then leading to trailing within a row")
  func readingOrder() {
    let order = FocusOrder([
      Self.field("email", 16, 200, width: 361),
      Self.field("last", 200, 100), Self.field("first", 16, 104, height: 36),
      Self.field("notes", 16, 300, width: 361, height: 120),
    ])
    #expect(order.ordered == ["first", "last", "email", "notes"])
    #expect(order.next(after: "last") == "email")
    #expect(order.previous(before: "first") == nil)
    #expect(order.next(after: "notes") == nil)
  }

  @Test("Right-to-left layouts read the row from the right")
  func rightToLeft() {
    let order = FocusOrder(
      [Self.field("right", 200, 100), Self.field("left", 16, 100), Self.field("below", 16, 200)],
      layoutDirection: .rightToLeft)
    #expect(order.ordered == ["right", "left", "below"])
  }

  @Test("Hidden, disabled, zero-sized and non-finite inputs are skipped")
  func skipped() {
    let order = FocusOrder([
      Self.field("a", 16, 100), Self.field("hidden", 16, 150, hidden: true),
      Self.field("disabled", 16, 200, enabled: false), Self.field("zero", 16, 250, height: 0),
      Self.field("nan", 16, .nan), Self.field("b", 16, 300),
    ])
    #expect(order.ordered == ["a", "b"])
    #expect(order.next(after: "hidden") == nil, "an unknown input has no neighbour")
  }

  @Test("A long form orders every row and looks neighbours up in both directions")
  func longForm() {
    let candidates = (0..<500).reversed().map { Self.field("f\($0)", 16, CGFloat($0) * 60) }
    let order = FocusOrder(candidates)
    #expect(order.ordered.first == "f0")
    #expect(order.ordered.last == "f499")
    #expect(order.next(after: "f41") == "f42")
    #expect(order.previous(before: "f42") == "f41")
  }

  /// A field identifier that is `Hashable` and nothing more (a SwiftUI `FocusState` value need
  /// not be `Sendable`).
  final class PlainField: Hashable {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (a: PlainField, b: PlainField) -> Bool { a.name == b.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }

  @Test("An identifier that is only Hashable orders too")
  func hashableOnly() {
    let (name, email) = (PlainField("name"), PlainField("email"))
    let order = FocusOrder(ordered: [name, email])
    #expect(order.next(after: name) === email)
    #expect(order.previous(before: name) == nil)
  }
}
