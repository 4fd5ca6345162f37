import Foundation

/// Any JSON value, kept as written so a recorded notification's userInfo replays unchanged.
package enum JSONValue: Sendable, Codable, Equatable {
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// `true` or `false`.
  case bool(Bool)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object([String: JSONValue])
  /// `null`.
  case null

  /// Decodes any JSON value.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // A scenario's own structure is 4 levels deep; anything much deeper only costs time.
    guard decoder.codingPath.count <= 4 + ScenarioLimits.userInfoDepth else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "nests deeper than \(ScenarioLimits.userInfoDepth) levels")
    }
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if var items = try? decoder.unkeyedContainer() {
      // Elements decode with `try`, not `try?`: an error deep inside keeps its path.
      var array: [JSONValue] = []
      while !items.isAtEnd { array.append(try items.decode(JSONValue.self)) }
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Encodes the value as it was.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let number): try container.encode(number)
    case .string(let text): try container.encode(text)
    case .bool(let flag): try container.encode(flag)
    case .array(let array): try container.encode(array)
    case .object(let object): try container.encode(object)
    case .null: try container.encodeNil()
    }
  }

  /// The value as Foundation property-list-like objects, as a userInfo dictionary holds them:
  /// numbers as `Double`, flags as `Bool`, arrays and objects recursively, `null` as `NSNull`.
  ///
  /// JSON has no NaN or infinity, which real payloads can carry; the object
  /// `{"$double": "nan"}` (or `"inf"`, `"-inf"`) stands for such a `Double`.
  package var foundationValue: Any {
    switch self {
    case .number(let number): number
    case .string(let text): text
    case .bool(let flag): flag
    case .array(let array): array.map(\.foundationValue)
    case .object(let object):
      if object.count == 1, case .string(let special)? = object[Self.specialDoubleKey],
        let value = Self.specialDoubles[special]
      {
        value
      } else {
        object.mapValues(\.foundationValue)
      }
    case .null: NSNull()
    }
  }

  /// The key of a non-finite number written as an object.
  package static let specialDoubleKey = "$double"
  private static let specialDoubles: [String: Double] = [
    "nan": .nan, "inf": .infinity, "-inf": -.infinity,
  ]

  /// A number as JSON can carry it: finite numbers as numbers, others as `{"$double": …}`.
  package static func double(_ value: Double) -> JSONValue {
    if value.isNaN { return .object([specialDoubleKey: .string("nan")]) }
    if value.isInfinite {
      return .object([specialDoubleKey: .string(value > 0 ? "inf" : "-inf")])
    }
    return .number(value)
  }
}
