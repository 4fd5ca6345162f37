import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardCore

/// The `NSValue`s and `NSNumber`s UIKit boxes its values in, read without their type encoding
/// where Foundation would build one per call.
@Suite("Decoding boxed values as UIKit sends them")
struct BoxedValueDecodingTests {
  private let name = KeyboardEventKind.willChangeFrame.rawValue
  private let endKey = KeyboardUserInfoKey.frameEnd

  @Test("A boxed rectangle reads back exactly, whatever its values")
  func rectanglesReadBack() throws {
    var random = SeededRandom(seed: 0xB0_8ED)
    var rects = [
      CGRect.zero, CGRect(x: 0, y: 516, width: 393, height: 336),
      CGRect(x: -0.5, y: 1366.25, width: 1024, height: 0),
      CGRect(x: 0, y: -0.0, width: 1, height: 1),
    ]
    for _ in 0..<500 {
      rects.append(
        CGRect(
          x: Double.random(in: -2_000...2_000, using: &random),
          y: Double.random(in: -2_000...2_000, using: &random),
          width: Double.random(in: 0...2_000, using: &random),
          height: Double.random(in: 0...2_000, using: &random)))
    }
    for rect in rects {
      let event = try KeyboardEvent(name: name, userInfo: [endKey: NSValue(rect: rect)])
      #expect(event.endFrameInScreen == rect)
      #expect(BoxedRect.read(NSValue(rect: rect)) == NSValue(rect: rect).rectValue)
    }
  }

  #if !canImport(ObjectiveC)
    @Test("On swift-corelibs-foundation a rectangle is recognised without its type encoding")
    func corelibsRectangleWithoutEncoding() {
      let rect = CGRect(x: 0, y: 516, width: 393, height: 336)
      #expect(BoxedRect.readGeometryValue(NSValue(rect: rect)) == rect)
      // Sixteen-byte geometry values are left to the encoding, which names them.
      #expect(BoxedRect.readGeometryValue(NSValue(point: CGPoint(x: 1, y: 2))) == nil)
      #expect(BoxedRect.readGeometryValue(NSValue(size: CGSize(width: 1, height: 2))) == nil)
      #expect(BoxedRect.readGeometryValue(NSValue(range: NSRange(location: 1, length: 2))) == nil)
      #expect(BoxedRect.readGeometryValue(NSNumber(value: 516)) == nil)
    }

    @Test("A rectangle whose bytes look unwritten is still read, through its encoding")
    func rectangleMatchingTheFill() {
      let fill = Double(bitPattern: BoxedRect.untouched)
      let boxed = NSValue(rect: CGRect(x: 0, y: 516, width: fill, height: fill))
      #expect(BoxedRect.readGeometryValue(boxed) == nil)
      let read = BoxedRect.read(boxed)
      #expect(read?.origin.y == 516)
      #expect(read?.size.width.isNaN == true)
      #expect(throws: KeyboardEventDecodingError.nonFinite(key: endKey)) {
        try KeyboardEvent(name: name, userInfo: [endKey: boxed])
      }
    }
  #endif

  static let otherGeometry: [(String, @Sendable () -> NSValue)] = [
    ("point", { NSValue(point: CGPoint(x: 1, y: 2)) }),
    ("size", { NSValue(size: CGSize(width: 393, height: 336)) }),
    ("range", { NSValue(range: NSRange(location: 0, length: 336)) }),
  ]

  @Test(
    "An NSValue of another geometry type is refused and named by its encoding",
    arguments: otherGeometry)
  func otherGeometryRefused(_ kind: String, _ make: @Sendable () -> NSValue) {
    let boxed = make()
    let encoding = String(cString: boxed.objCType)
    #expect(
      throws: KeyboardEventDecodingError.wrongType(key: endKey, found: "NSValue of \(encoding)")
    ) {
      try KeyboardEvent(name: name, userInfo: [endKey: boxed])
    }
  }

  @Test("A boxed rectangle is judged like any other: non-finite, negative, out of range")
  func boxedRectangleValidation() {
    let cases: [(CGRect, KeyboardEventDecodingError)] = [
      (CGRect(x: 0, y: 516, width: 393, height: CGFloat.nan), .nonFinite(key: endKey)),
      (CGRect(x: 0, y: CGFloat.infinity, width: 393, height: 336), .nonFinite(key: endKey)),
      (CGRect(x: 0, y: 516, width: 393, height: -336), .negativeSize(key: endKey)),
      (CGRect(x: 0, y: 1e9, width: 393, height: 336), .outOfRange(key: endKey, value: 1e9)),
    ]
    for (rect, error) in cases {
      #expect(throws: error) {
        try KeyboardEvent(name: name, userInfo: [endKey: NSValue(rect: rect)])
      }
    }
  }

  @Test("A number where a rectangle belongs is named by its own type")
  func numberForRectangle() {
    #expect(throws: KeyboardEventDecodingError.wrongType(key: endKey, found: "NSNumber")) {
      try KeyboardEvent(name: name, userInfo: [endKey: NSNumber(value: 336)])
    }
    #expect(throws: KeyboardEventDecodingError.wrongType(key: endKey, found: "Double")) {
      try KeyboardEvent(name: name, userInfo: [endKey: 336.0])
    }
  }

  @Test("Boxed numbers and flags: NSNumber, and 0 or 1 for a flag")
  func boxedNumbersAndFlags() throws {
    let end = NSValue(rect: CGRect(x: 0, y: 516, width: 393, height: 336))
    let event = try KeyboardEvent(
      name: name,
      userInfo: [
        endKey: end,
        KeyboardUserInfoKey.animationDuration: NSNumber(value: 0.35),
        KeyboardUserInfoKey.animationCurve: NSNumber(value: 7),
        KeyboardUserInfoKey.isLocal: NSNumber(value: false),
        KeyboardUserInfoKey.frameChangedByUserInteraction: NSNumber(value: 2),
      ])
    #expect(try event.animation == KeyboardAnimation(duration: 0.35, curve: 7))
    #expect(event.isLocal == false)
    #expect(event.isFrameChangedByUserInteraction == nil)
    #expect(
      event.decodingWarnings == [
        .wrongType(key: KeyboardUserInfoKey.frameChangedByUserInteraction, found: "NSNumber")
      ])
    let boxedAsNumber = try KeyboardEvent(
      name: name, userInfo: [endKey: end, KeyboardUserInfoKey.animationDuration: end])
    #expect(boxedAsNumber.animation == .default)
    #expect(boxedAsNumber.decodingWarnings.first?.key == KeyboardUserInfoKey.animationDuration)
  }

  @Test("A notification name is matched exactly, not by its length")
  func notificationNames() {
    for kind in KeyboardEventKind.allCases {
      #expect(KeyboardEventKind.named(kind.rawValue) == kind)
      var nearMiss = kind.rawValue
      nearMiss.removeLast()
      #expect(KeyboardEventKind.named(nearMiss + "X") == nil)
      #expect(KeyboardEventKind.named(nearMiss) == nil)
    }
    #expect(KeyboardEventKind.named("") == nil)
    // Same length as the did-show name, a different notification.
    #expect(KeyboardEventKind.named("UIKeyboardDidHideNotification") == .didHide)
  }
}
