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

  /// The Objective-C type encoding of a 64-bit `CGRect` inside an `NSValue`, as a C string so
  /// that checking it builds nothing.
  private static let rectEncoding: [CChar] = Array("{CGRect={CGPoint=dd}{CGSize=dd}}".utf8CString)

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
  static func rect(
    _ value: Any?, key name: String
  ) throws(KeyboardEventDecodingError) -> CGRect {
    guard let value else { throw .missingValue(key: name) }
    let rect: CGRect
    // A number is not a rectangle: Swift numbers would otherwise bridge to NSValue here.
    if !(value is NSNumber), let boxed = value as? NSValue {
      let isRect = rectEncoding.withUnsafeBufferPointer { expected in
        expected.baseAddress.map { strcmp(boxed.objCType, $0) == 0 } ?? false
      }
      guard isRect else {
        throw .wrongType(key: name, found: "NSValue of \(String(cString: boxed.objCType))")
      }
      var unboxed = CGRect.zero
      withUnsafeMutableBytes(of: &unboxed) { buffer in
        if let base = buffer.baseAddress { boxed.getValue(base) }
      }
      rect = unboxed
    } else if let direct = value as? CGRect {
      rect = direct
    } else if let array = value as? [Any] {
      guard array.count == 4 else {
        throw .wrongType(key: name, found: "array of \(array.count) elements")
      }
      guard let x = number(from: array[0]), let y = number(from: array[1]),
        let width = number(from: array[2]), let height = number(from: array[3])
      else { throw .wrongType(key: name, found: "array with a non-number element") }
      rect = CGRect(x: x, y: y, width: width, height: height)
    } else if let text = value as? String {
      guard text.utf8.count <= maximumRectStringLength else {
        throw .wrongType(key: name, found: "string of \(text.utf8.count) bytes")
      }
      guard let parsed = parseRectString(text) else {
        throw .wrongType(key: name, found: "string '\(text.prefix(40))'")
      }
      rect = parsed
    } else {
      throw .wrongType(key: name, found: String(describing: type(of: value)))
    }
    return try validated(rect, key: name)
  }

  /// A finite number from an `NSNumber`, `Double`, `Float`, `CGFloat` or any integer.
  static func number(
    _ value: Any?, key name: String
  ) throws(KeyboardEventDecodingError) -> Double {
    guard let value else { throw .missingValue(key: name) }
    guard let number = number(from: value) else {
      throw .wrongType(key: name, found: String(describing: type(of: value)))
    }
    guard number.isFinite else { throw .nonFinite(key: name) }
    return number
  }

  /// A flag from a `Bool`, or an `NSNumber`/integer that is 0 or 1.
  static func flag(
    _ value: Any?, key name: String
  ) throws(KeyboardEventDecodingError) -> Bool {
    guard let value else { throw .missingValue(key: name) }
    // UIKit's NSNumber first: casting it to Bool would go through bridging.
    if !(value is NSNumber), let flag = value as? Bool { return flag }
    switch number(from: value) {
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
