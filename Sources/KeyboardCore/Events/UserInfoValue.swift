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

  /// The Objective-C type encoding of a 64-bit `CGRect` inside an `NSValue`.
  private static let rectEncoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"

  /// A rectangle from an `NSValue` of `CGRect`, a `CGRect`, a `[x, y, w, h]` array of numbers,
  /// or a `"{{x, y}, {w, h}}"` string (optionally prefixed by `"NSRect: "`, as dumps print).
  static func rect(
    in userInfo: [AnyHashable: Any], key: String
  ) throws(KeyboardEventDecodingError) -> CGRect {
    guard let value = userInfo[key] else { throw .missingValue(key: key) }
    let rect: CGRect
    if let direct = value as? CGRect {
      rect = direct
    } else if let boxed = value as? NSValue, !(value is NSNumber) {
      // Apple platforms bridge UIKit's NSValue straight to CGRect above. Elsewhere the encoding
      // decides; swift-corelibs-foundation allocates the string objCType returns on each call
      // (a few bytes a notification, on Linux only).
      guard String(cString: boxed.objCType) == rectEncoding else {
        throw .wrongType(key: key, found: "NSValue of \(String(cString: boxed.objCType))")
      }
      var unboxed = CGRect.zero
      withUnsafeMutableBytes(of: &unboxed) { buffer in
        if let base = buffer.baseAddress { boxed.getValue(base) }
      }
      rect = unboxed
    } else if let array = value as? [Any] {
      let numbers = array.compactMap(number(from:))
      guard array.count == 4, numbers.count == 4 else {
        throw .wrongType(key: key, found: "array of \(array.count) elements")
      }
      rect = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    } else if let text = value as? String {
      guard let parsed = parseRectString(text) else {
        throw .wrongType(key: key, found: "string '\(text.prefix(40))'")
      }
      rect = parsed
    } else {
      throw .wrongType(key: key, found: String(describing: type(of: value)))
    }
    return try validated(rect, key: key)
  }

  /// A finite number from an `NSNumber`, `Double`, `Float`, `CGFloat` or any integer.
  static func number(
    in userInfo: [AnyHashable: Any], key: String
  ) throws(KeyboardEventDecodingError) -> Double {
    guard let value = userInfo[key] else { throw .missingValue(key: key) }
    guard let number = number(from: value) else {
      throw .wrongType(key: key, found: String(describing: type(of: value)))
    }
    guard number.isFinite else { throw .nonFinite(key: key) }
    return number
  }

  /// A flag from a `Bool`, or an `NSNumber`/integer that is 0 or 1.
  static func flag(
    in userInfo: [AnyHashable: Any], key: String
  ) throws(KeyboardEventDecodingError) -> Bool {
    guard let value = userInfo[key] else { throw .missingValue(key: key) }
    if let flag = value as? Bool { return flag }
    switch number(from: value) {
    case 0: return false
    case 1: return true
    default: throw .wrongType(key: key, found: String(describing: type(of: value)))
    }
  }

  private static func number(from value: Any) -> Double? {
    switch value {
    case let number as Double: number
    case let number as CGFloat: Double(number)
    case let number as Float: Double(number)
    case let number as Int: Double(number)
    case let number as UInt: Double(number)
    case let number as NSNumber: number.doubleValue
    default: nil
    }
  }

  private static func validated(
    _ rect: CGRect, key: String
  ) throws(KeyboardEventDecodingError) -> CGRect {
    let components = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    guard components.allSatisfy(\.isFinite) else { throw .nonFinite(key: key) }
    guard rect.size.width >= 0, rect.size.height >= 0 else { throw .negativeSize(key: key) }
    if let huge = components.first(where: { abs($0) > maximumCoordinate }) {
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
