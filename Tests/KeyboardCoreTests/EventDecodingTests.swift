import Foundation
import Testing

@testable import KeyboardCore

@Suite("Decoding keyboard notifications")
struct EventDecodingTests {
  private let endKey = KeyboardUserInfoKey.frameEnd

  @Test("A string or array longer than any real frame is rejected before it is parsed")
  func oversizedInputs() {
    let name = KeyboardEventKind.willShow.rawValue
    let longString = String(repeating: "{", count: 10_000_000)
    #expect(
      throws: KeyboardEventDecodingError.wrongType(
        key: KeyboardUserInfoKey.frameEnd, found: "string of 10000000 bytes")
    ) {
      _ = try KeyboardEvent(name: name, userInfo: [KeyboardUserInfoKey.frameEnd: longString])
    }
    let longArray = [Any](repeating: "not a number", count: 1_000_000)
    #expect(
      throws: KeyboardEventDecodingError.wrongType(
        key: KeyboardUserInfoKey.frameEnd, found: "array of 1000000 elements")
    ) {
      _ = try KeyboardEvent(name: name, userInfo: [KeyboardUserInfoKey.frameEnd: longArray])
    }
    // A real dump's string is well inside the limit.
    let dump = "NSRect: {{0.000000, 516.000000}, {393.000000, 336.000000}}"
    #expect(
      (try? KeyboardEvent(name: name, userInfo: [KeyboardUserInfoKey.frameEnd: dump]))?
        .endFrameInScreen == CGRect(x: 0, y: 516, width: 393, height: 336))
  }

  @Test("Each decoding error names its key, readable without matching the case")
  func errorKey() {
    let frameEnd = KeyboardUserInfoKey.frameEnd
    let keyed: [KeyboardEventDecodingError] = [
      .missingValue(key: frameEnd), .wrongType(key: frameEnd, found: "String"),
      .nonFinite(key: frameEnd), .negativeSize(key: frameEnd),
      .outOfRange(key: frameEnd, value: 1e12),
    ]
    #expect(keyed.allSatisfy { $0.key == frameEnd })
    #expect(KeyboardEventDecodingError.unknownNotificationName("x").key == nil)
    let missing = [AnyHashable: Any]()
    #expect(throws: KeyboardEventDecodingError.self) {
      _ = try KeyboardEvent(name: KeyboardEventKind.willShow.rawValue, userInfo: missing)
    }
    do {
      _ = try KeyboardEvent(name: KeyboardEventKind.willShow.rawValue, userInfo: missing)
    } catch {
      #expect(error.key == frameEnd)
    }
  }

  @Test("A notification shaped as UIKit posts it decodes every value")
  func uikitShapedNotification() throws {
    // Given an iPad dump: curve 7, end frame {{0, 843}, {820, 337}}, is-local 1.
    let notification = Notification(
      name: Notification.Name("UIKeyboardWillShowNotification"), object: nil,
      userInfo: [
        KeyboardUserInfoKey.frameBegin: NSValue(
          rect: CGRect(x: 0, y: 1180, width: 820, height: 337)),
        endKey: NSValue(rect: CGRect(x: 0, y: 843, width: 820, height: 337)),
        KeyboardUserInfoKey.animationDuration: NSNumber(value: 0.25),
        KeyboardUserInfoKey.animationCurve: NSNumber(value: 7),
        KeyboardUserInfoKey.isLocal: NSNumber(value: true),
      ])
    // When
    let event = try KeyboardEvent(notification)
    // Then
    #expect(event.kind == .willShow)
    #expect(event.endFrameInScreen == CGRect(x: 0, y: 843, width: 820, height: 337))
    #expect(event.beginFrameInScreen == CGRect(x: 0, y: 1180, width: 820, height: 337))
    #expect(try event.animation == KeyboardAnimation(duration: 0.25, curve: 7))
    #expect(event.isLocal == true)
    #expect(event.isFrameChangedByUserInteraction == nil)
    #expect(event.decodingWarnings.isEmpty)
  }

  struct RectShape: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let value: @Sendable () -> Any
  }

  static let rectShapes: [RectShape] = [
    RectShape(testDescription: "a CGRect") { CGRect(x: 0, y: 516, width: 393, height: 336) },
    RectShape(testDescription: "an array of Doubles") { [0.0, 516.0, 393.0, 336.0] },
    RectShape(testDescription: "an array of Ints") { [0, 516, 393, 336] },
    RectShape(testDescription: "an array of NSNumbers") {
      [0, 516, 393, 336].map { NSNumber(value: $0) }
    },
    RectShape(testDescription: "an NSStringFromCGRect string") { "{{0, 516}, {393, 336}}" },
    RectShape(testDescription: "a dump line with an NSRect prefix") {
      "NSRect: {{0, 516}, {393, 336}}"
    },
  ]

  @Test("Recorded and plain Swift rectangle shapes decode to the same frame", arguments: rectShapes)
  func rectangleShapes(_ shape: RectShape) throws {
    let event = try KeyboardEvent(
      name: KeyboardEventKind.willChangeFrame.rawValue, userInfo: [endKey: shape.value()])
    #expect(event.endFrameInScreen == CGRect(x: 0, y: 516, width: 393, height: 336))
  }

  @Test("Plain Swift numbers and flags decode like NSNumbers")
  func plainSwiftNumbers() throws {
    let event = try KeyboardEvent(
      name: KeyboardEventKind.willHide.rawValue,
      userInfo: [
        endKey: CGRect(x: 0, y: 852, width: 393, height: 336),
        KeyboardUserInfoKey.animationDuration: 0.4,
        KeyboardUserInfoKey.animationCurve: 3,
        KeyboardUserInfoKey.isLocal: false,
        KeyboardUserInfoKey.frameChangedByUserInteraction: 1,
      ])
    #expect(try event.animation == KeyboardAnimation(duration: 0.4, curve: 3))
    #expect(event.isLocal == false)
    #expect(event.isFrameChangedByUserInteraction == true)
  }

  @Test("Every keyboard notification name maps to its kind", arguments: KeyboardEventKind.allCases)
  func everyName(_ kind: KeyboardEventKind) throws {
    let event = try KeyboardEvent(name: kind.rawValue, userInfo: [endKey: CGRect.zero])
    #expect(event.kind == kind)
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let name: String
    let userInfo: @Sendable () -> [AnyHashable: Any]
    let expected: KeyboardEventDecodingError
  }

  static let badInputs: [BadInput] = [
    BadInput(
      testDescription: "an unknown notification name", name: "UIKeyboardWillShow",
      userInfo: { [KeyboardUserInfoKey.frameEnd: CGRect.zero] },
      expected: .unknownNotificationName("UIKeyboardWillShow")),
    BadInput(
      testDescription: "a missing end frame", name: KeyboardEventKind.willShow.rawValue,
      userInfo: { [KeyboardUserInfoKey.animationDuration: 0.25] },
      expected: .missingValue(key: KeyboardUserInfoKey.frameEnd)),
    BadInput(
      testDescription: "an end frame given as a number", name: KeyboardEventKind.willShow.rawValue,
      userInfo: { [KeyboardUserInfoKey.frameEnd: 336] },
      expected: .wrongType(key: KeyboardUserInfoKey.frameEnd, found: "Int")),
    BadInput(
      testDescription: "an end frame string that is not a rectangle",
      name: KeyboardEventKind.willShow.rawValue,
      userInfo: { [KeyboardUserInfoKey.frameEnd: "tall"] },
      expected: .wrongType(key: KeyboardUserInfoKey.frameEnd, found: "string 'tall'")),
    BadInput(
      testDescription: "an end frame array of three numbers",
      name: KeyboardEventKind.willShow.rawValue,
      userInfo: { [KeyboardUserInfoKey.frameEnd: [0, 516, 393]] },
      expected: .wrongType(key: KeyboardUserInfoKey.frameEnd, found: "array of 3 elements")),
    BadInput(
      testDescription: "a NaN end frame", name: KeyboardEventKind.willShow.rawValue,
      userInfo: { [KeyboardUserInfoKey.frameEnd: [0, Double.nan, 393, 336]] },
      expected: .nonFinite(key: KeyboardUserInfoKey.frameEnd)),
    BadInput(
      testDescription: "an infinite end frame", name: KeyboardEventKind.willShow.rawValue,
      userInfo: {
        [KeyboardUserInfoKey.frameEnd: CGRect(x: 0, y: 0, width: 393, height: CGFloat.infinity)]
      },
      expected: .nonFinite(key: KeyboardUserInfoKey.frameEnd)),
    BadInput(
      testDescription: "a negative end-frame height", name: KeyboardEventKind.willShow.rawValue,
      userInfo: { [KeyboardUserInfoKey.frameEnd: [0, 516, 393, -336]] },
      expected: .negativeSize(key: KeyboardUserInfoKey.frameEnd)),
    BadInput(
      testDescription: "a huge end frame", name: KeyboardEventKind.willShow.rawValue,
      userInfo: { [KeyboardUserInfoKey.frameEnd: [0, 1e12, 393, 336]] },
      expected: .outOfRange(key: KeyboardUserInfoKey.frameEnd, value: 1e12)),
    BadInput(
      testDescription: "an end frame NSValue holding a point",
      name: KeyboardEventKind.willShow.rawValue,
      userInfo: { [KeyboardUserInfoKey.frameEnd: NSValue(point: CGPoint(x: 1, y: 2))] },
      expected: .wrongType(
        key: KeyboardUserInfoKey.frameEnd, found: "NSValue of {CGPoint=dd}")),
  ]

  @Test("Bad required input throws an error naming the key", arguments: badInputs)
  func badRequiredInput(_ input: BadInput) {
    #expect(throws: input.expected) {
      try KeyboardEvent(name: input.name, userInfo: input.userInfo())
    }
  }

  struct BadOptional: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let extra: @Sendable () -> [AnyHashable: Any]
    let warning: KeyboardEventDecodingError
  }

  static let badOptionals: [BadOptional] = [
    BadOptional(
      testDescription: "a duration given as a string",
      extra: { [KeyboardUserInfoKey.animationDuration: "0.25"] },
      warning: .wrongType(key: KeyboardUserInfoKey.animationDuration, found: "String")),
    BadOptional(
      testDescription: "a NaN duration",
      extra: { [KeyboardUserInfoKey.animationDuration: Double.nan] },
      warning: .nonFinite(key: KeyboardUserInfoKey.animationDuration)),
    BadOptional(
      testDescription: "a negative duration",
      extra: { [KeyboardUserInfoKey.animationDuration: -1.0] },
      warning: .outOfRange(key: KeyboardUserInfoKey.animationDuration, value: -1)),
    BadOptional(
      testDescription: "a day-long duration",
      extra: { [KeyboardUserInfoKey.animationDuration: 86_400.0] },
      warning: .outOfRange(key: KeyboardUserInfoKey.animationDuration, value: 86_400)),
    BadOptional(
      testDescription: "a curve past the options field",
      extra: { [KeyboardUserInfoKey.animationCurve: 99] },
      warning: .outOfRange(key: KeyboardUserInfoKey.animationCurve, value: 99)),
    BadOptional(
      testDescription: "a fractional curve",
      extra: { [KeyboardUserInfoKey.animationCurve: 2.5] },
      warning: .outOfRange(key: KeyboardUserInfoKey.animationCurve, value: 2.5)),
  ]

  @Test("Bad animation values fall back to the defaults and are reported", arguments: badOptionals)
  func badAnimationValues(_ input: BadOptional) throws {
    var userInfo = input.extra()
    userInfo[endKey] = CGRect(x: 0, y: 516, width: 393, height: 336)
    let event = try KeyboardEvent(name: KeyboardEventKind.willShow.rawValue, userInfo: userInfo)
    #expect(event.animation == .default)
    #expect(event.decodingWarnings == [input.warning])
  }

  @Test("A bad begin frame or is-local flag becomes nil with a warning, keeping the event")
  func badOptionalFrameAndFlag() throws {
    let event = try KeyboardEvent(
      name: KeyboardEventKind.willShow.rawValue,
      userInfo: [
        endKey: [0, 516, 393, 336],
        KeyboardUserInfoKey.frameBegin: [0, Double.infinity, 393, 336],
        KeyboardUserInfoKey.isLocal: "yes",
      ])
    #expect(event.beginFrameInScreen == nil)
    #expect(event.isLocal == nil)
    #expect(
      event.decodingWarnings == [
        .nonFinite(key: KeyboardUserInfoKey.frameBegin),
        .wrongType(key: KeyboardUserInfoKey.isLocal, found: "String"),
      ])
  }

  @Test("A did-notification without animation keys uses the documented defaults silently")
  func didWithoutAnimation() throws {
    let event = try KeyboardEvent(
      name: KeyboardEventKind.didShow.rawValue, userInfo: [endKey: [0, 516, 393, 336]])
    #expect(try event.animation == KeyboardAnimation(duration: 0.25, curve: 7))
    #expect(event.isLocal == nil, "is-local is absent before iOS 9, so it is unknown")
    #expect(event.decodingWarnings.isEmpty)
  }

  @Test("A fractional frame from a real dump keeps its fraction")
  func fractionalFrame() throws {
    let event = try KeyboardEvent(
      name: KeyboardEventKind.willShow.rawValue,
      userInfo: [endKey: [0, 812 - 366.66666666666674, 375, 366.66666666666674]])
    #expect(event.endFrameInScreen.height == 366.66666666666674)
  }

  @Test("A notification without userInfo throws a missing end frame")
  func noUserInfo() {
    let notification = Notification(name: Notification.Name("UIKeyboardDidHideNotification"))
    #expect(throws: KeyboardEventDecodingError.missingValue(key: endKey)) {
      try KeyboardEvent(notification)
    }
  }

  @Test("Every error describes the key at fault")
  func errorDescriptions() {
    for input in Self.badInputs
    where input.expected != .unknownNotificationName("UIKeyboardWillShow") {
      #expect(input.expected.description.contains(endKey))
    }
  }
}
