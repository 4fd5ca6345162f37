import Foundation

/// Text helpers shared by the SVG and HTML renderers: escaping and locale-free numbers.
///
/// Reports are compared byte for byte (golden files, "render twice, get the same string"), so
/// nothing here may depend on the locale, the platform's `printf`, or dictionary order.
enum Markup {
  /// Escapes `text` for use in XML or HTML character data and in double- or single-quoted
  /// attribute values.
  ///
  /// Control characters that XML 1.0 forbids (everything below U+0020 except tab, line feed and
  /// carriage return, plus U+FFFE and U+FFFF) become U+FFFD, so a stray byte in a scenario name
  /// cannot make the whole page unparsable.
  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          escaped += "\u{FFFD}"
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return escaped
  }

  /// Formats `value` with at most `decimals` digits after the point, without a locale.
  ///
  /// Rounds half away from zero. With `trimsZeros` (the default, for coordinates) trailing zeros
  /// and a bare point are dropped (`12.50` → `12.5`, `3.0` → `3`); without it the number always
  /// shows `decimals` digits, for table columns. Negative zero prints as `0`, and non-finite
  /// values print as `0` so a NaN in the data cannot produce an invalid attribute. Magnitudes
  /// are clamped to 10⁹, far beyond anything drawn.
  static func number(_ value: Double, decimals: Int = 1, trimsZeros: Bool = true) -> String {
    precondition((0...6).contains(decimals), "decimals must be between 0 and 6")
    var divisor = 1
    for _ in 0..<decimals { divisor *= 10 }
    let clamped = value.isFinite ? min(max(value, -1e9), 1e9) : 0
    let units = Int((abs(clamped) * Double(divisor)).rounded(.toNearestOrAwayFromZero))
    let whole = units / divisor
    var fraction = String(units % divisor)
    fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
    if trimsZeros {
      while fraction.hasSuffix("0") { fraction.removeLast() }
    }
    let sign = clamped < 0 && units > 0 ? "-" : ""
    return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  /// Returns `rect` with non-negative size, or `nil` when any of its values is not finite.
  ///
  /// Drawing code works on the result, so a NaN coming from a broken frame is skipped instead
  /// of being written into the picture.
  static func finite(_ rect: CGRect?) -> CGRect? {
    guard let rect else { return nil }
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    guard values.allSatisfy(\.isFinite), !rect.isNull else { return nil }
    return rect.standardized
  }

  /// The part of `rect` inside `bounds`, or `nil` when they share no area.
  ///
  /// Rectangles that only touch along an edge share no area: CoreGraphics returns a zero-sized
  /// rectangle there rather than `.null`, which would otherwise draw an invisible overlap.
  static func clip(_ rect: CGRect?, to bounds: CGRect) -> CGRect? {
    guard let rect = finite(rect) else { return nil }
    let part = rect.intersection(bounds)
    guard !part.isNull, part.width > 0, part.height > 0 else { return nil }
    return part
  }

  /// One `<path>` tracing each of `rects` (a single `<rect>` when there is one).
  static func path(_ rects: [CGRect], attributes: String) -> String {
    guard rects.count > 1 else {
      return rects.first.map { rect($0, attributes: attributes) } ?? ""
    }
    let data = rects.map { rect in
      "M\(number(rect.minX)) \(number(rect.minY))h\(number(rect.width))"
        + "v\(number(rect.height))h\(number(-rect.width))z"
    }
    return "<path d=\"\(data.joined())\" \(attributes)/>"
  }

  /// An SVG `<rect>` for `rect` (in the picture's own units) with extra attributes appended.
  static func rect(_ rect: CGRect, attributes: String) -> String {
    "<rect x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\""
      + " width=\"\(number(rect.width))\" height=\"\(number(rect.height))\" \(attributes)/>"
  }
}
