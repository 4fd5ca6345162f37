import Foundation

/// One step of a recording, in `kbsim`'s scenario vocabulary (`Docs/Scenarios.md`).
///
/// A recording uses only steps that post nothing in `kbsim` (a `rotate` in a recording turns the
/// screen alone): what the device posted is replayed verbatim as `post` steps, so an action that
/// posts by itself (a `keyboard`, a `hide`) would post twice.
public enum LabStep: Sendable, Equatable {
  /// Time passes.
  case wait(seconds: Double)
  /// Input `index` (in the screen's order) began editing, with no time passing.
  case begin(input: Int)
  /// The focused input ended editing, with nothing posted.
  case resign
  /// Text was typed into the focused input.
  case type(text: String)
  /// The device turned to `portrait` or `landscape` (its screen and safe area change; whatever
  /// the keyboard did meanwhile is in the posts around it).
  case rotate(orientation: String)
  /// One keyboard notification as the device posted it: its name, its `userInfo` (rectangles as
  /// `[x, y, width, height]`), and whether its object was the app's screen.
  case post(name: String, userInfo: [String: LabValue], objectIsScreen: Bool)
}

/// A `userInfo` value as a recording writes it.
public enum LabValue: Sendable, Equatable, Codable {
  /// A number (durations, curves).
  case number(Double)
  /// A flag (`UIKeyboardIsLocalUserInfoKey`).
  case bool(Bool)
  /// A rectangle, `[x, y, width, height]`.
  case rect([Double])
  /// Anything else the system put there, as text.
  case text(String)

  /// Decodes a value: a flag, a number, four numbers or a string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let rect = try? container.decode([Double].self), rect.count == 4 {
      self = .rect(rect)
    } else {
      self = .text(try container.decode(String.self))
    }
  }

  /// Encodes the value as JSON's flag, number, array or string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .rect(let value): try container.encode(value)
    case .text(let value): try container.encode(value)
    }
  }
}

extension LabStep: Codable {
  private enum CodingKeys: String, CodingKey {
    case action, seconds, input, text, name, userInfo, object, orientation
  }

  /// Decodes a step written by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let action = try container.decode(String.self, forKey: .action)
    switch action {
    case "wait": self = .wait(seconds: try container.decode(Double.self, forKey: .seconds))
    case "begin": self = .begin(input: try container.decode(Int.self, forKey: .input))
    case "resign": self = .resign
    case "type": self = .type(text: try container.decode(String.self, forKey: .text))
    case "rotate":
      self = .rotate(orientation: try container.decode(String.self, forKey: .orientation))
    case "post":
      self = .post(
        name: try container.decode(String.self, forKey: .name),
        userInfo: try container.decode([String: LabValue].self, forKey: .userInfo),
        objectIsScreen: try container.decodeIfPresent(String.self, forKey: .object) != "none")
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .action, in: container,
        debugDescription: "a recording has no '\(action)' step")
    }
  }

  /// Encodes the step as `kbsim` reads it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .wait(let seconds):
      try container.encode("wait", forKey: .action)
      try container.encode(seconds, forKey: .seconds)
    case .begin(let input):
      try container.encode("begin", forKey: .action)
      try container.encode(input, forKey: .input)
    case .resign:
      try container.encode("resign", forKey: .action)
    case .type(let text):
      try container.encode("type", forKey: .action)
      try container.encode(text, forKey: .text)
    case .rotate(let orientation):
      try container.encode("rotate", forKey: .action)
      try container.encode(orientation, forKey: .orientation)
    case .post(let name, let userInfo, let objectIsScreen):
      try container.encode("post", forKey: .action)
      try container.encode(name, forKey: .name)
      try container.encode(userInfo, forKey: .userInfo)
      try container.encode(objectIsScreen ? "screen" : "none", forKey: .object)
    }
  }
}
