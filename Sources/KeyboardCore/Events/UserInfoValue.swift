import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Reads typed values out of a notification's `userInfo` without casts that can trap.
///
/// UIKit sends `NSValue`-wrapped rectangles and `NSNumber`s; recordings and Swift callers send
/// plain values. Every accepted shape is listed on each function.
enum UserInfoValue {
  /// Largest coordinate magnitude accepted.
  ///
  /// No screen comes near it; beyond it a value is
  /// garbage, not geometry.
  static let maximumCoordinate: Double = 100_000

  /// The longest rectangle string accepted.
  ///
  /// `"NSRect: {{-99999.999999, …}}"` fits with room to spare; longer strings are rejected
  /// before they are parsed.
  static let maximumRectStringLength = 128

  /// A rectangle from an `NSValue` of `CGRect`, a `CGRect`, a `[x, y, w, h]` array of numbers,
  /// or a `"{{x, y}, {w, h}}"` string (optionally prefixed by `"NSRect: "`, as dumps print).
  ///
  /// The `NSValue` UIKit sends is tried first and read without building a string; an array of
  /// other than four elements or an overlong string is rejected before any of it is read.
  static func rect(_ value: Any, key name: String) throws(KeyboardEventDecodingError) -> CGRect {
    // A number is not a rectangle: Swift numbers bridge to NSNumber here, and NSNumber is an
    // NSValue. Testing the cast value for NSNumber is a cheap class-to-class cast.
    if let boxed = value as? NSValue, !(boxed is NSNumber) {
      guard let rect = BoxedRect.read(boxed) else {
        throw .wrongType(key: name, found: "NSValue of \(BoxedRect.encodingName(of: boxed))")
      }
      return try validated(rect, key: name)
    }
    return try validated(plainRect(value, key: name), key: name)
  }

  /// A rectangle from a Swift value: a `CGRect`, an array or a string.
  private static func plainRect(
    _ value: Any, key name: String
  ) throws(KeyboardEventDecodingError) -> CGRect {
    if let direct = value as? CGRect { return direct }
    if let array = value as? [Any] {
      guard array.count == 4 else {
        throw .wrongType(key: name, found: "array of \(array.count) elements")
      }
      guard let x = number(from: array[0]), let y = number(from: array[1]),
        let width = number(from: array[2]), let height = number(from: array[3])
      else { throw .wrongType(key: name, found: "array with a non-number element") }
      return CGRect(x: x, y: y, width: width, height: height)
    }
    if let text = value as? String {
      guard text.utf8.count <= maximumRectStringLength else {
        throw .wrongType(key: name, found: "string of \(text.utf8.count) bytes")
      }
      guard let parsed = parseRectString(text) else {
        throw .wrongType(key: name, found: "string '\(text.prefix(40))'")
      }
      return parsed
    }
    throw .wrongType(key: name, found: String(describing: type(of: value)))
  }

  /// A finite number from an `NSNumber`, `Double`, `Float`, `CGFloat` or any integer.
  static func number(_ value: Any, key name: String) throws(KeyboardEventDecodingError) -> Double {
    guard let number = number(from: value) else {
      throw .wrongType(key: name, found: String(describing: type(of: value)))
    }
    guard number.isFinite else { throw .nonFinite(key: name) }
    return number
  }

  /// An animation duration: a number of seconds from 0 to ``KeyboardAnimation/maximumDuration``.
  static func duration(
    _ value: Any, key name: String
  ) throws(KeyboardEventDecodingError) -> Double {
    let seconds = try number(value, key: name)
    guard seconds >= 0, seconds <= KeyboardAnimation.maximumDuration else {
      throw .outOfRange(key: name, value: seconds)
    }
    return seconds
  }

  /// An animation curve: a whole number from 0 to ``KeyboardAnimation/maximumCurve``.
  static func curve(_ value: Any, key name: String) throws(KeyboardEventDecodingError) -> Int {
    let raw = try number(value, key: name)
    guard raw == raw.rounded(), raw >= 0, raw <= Double(KeyboardAnimation.maximumCurve) else {
      throw .outOfRange(key: name, value: raw)
    }
    return Int(raw)
  }

  /// A flag from a `Bool`, or an `NSNumber`/integer that is 0 or 1.
  static func flag(_ value: Any, key name: String) throws(KeyboardEventDecodingError) -> Bool {
    // UIKit's NSNumber first, cast once; on Linux a Swift Bool bridges to one here too.
    let number: Double?
    if let boxed = value as? NSNumber {
      number = boxed.doubleValue
    } else if let flag = value as? Bool {
      return flag
    } else {
      number = Self.number(from: value)
    }
    switch number {
    case 0: return false
    case 1: return true
    default: throw .wrongType(key: name, found: String(describing: type(of: value)))
    }
  }

  /// A number from UIKit's `NSNumber` (tried first) or a Swift numeric value.
  private static func number(from value: Any) -> Double? {
    switch value {
    case let number as NSNumber: number.doubleValue
    case let number as Double: number
    case let number as CGFloat: Double(number)
    case let number as Float: Double(number)
    case let number as Int: Double(number)
    case let number as UInt: Double(number)
    default: nil
    }
  }

  private static func validated(
    _ rect: CGRect, key: String
  ) throws(KeyboardEventDecodingError) -> CGRect {
    let (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
    guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else {
      throw .nonFinite(key: key)
    }
    guard width >= 0, height >= 0 else { throw .negativeSize(key: key) }
    if max(abs(x), abs(y), width, height) > maximumCoordinate {
      let huge = [x, y, width, height].first { abs($0) > maximumCoordinate } ?? x
      throw .outOfRange(key: key, value: Double(huge))
    }
    return rect
  }

  /// Parses `NSStringFromCGRect` output, `"{{0, 843}, {820, 337}}"`.
  private static func parseRectString(_ text: String) -> CGRect? {
    var body = Substring(text)
    if let colon = body.firstIndex(of: ":") { body = body[body.index(after: colon)...] }
    let numbers =
      body
      .split(whereSeparator: { "{}, ".contains($0) })
      .map { Double($0) }
    guard numbers.count == 4, case let values = numbers.compactMap({ $0 }), values.count == 4
    else { return nil }
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }
}
