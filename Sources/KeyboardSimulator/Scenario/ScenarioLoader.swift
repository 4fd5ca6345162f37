import Foundation

/// Reads scenario files and reports problems by file and JSON path, never by crashing.
package enum ScenarioLoader {
  /// Reads and checks the scenario at `url`; errors name it as `label` (default: its path).
  package static func load(
    contentsOf url: URL, label: String? = nil
  ) throws(ScenarioLoadError) -> Scenario {
    let name = label ?? url.path
    let data: Data
    do {
      let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
      guard size <= ScenarioLimits.fileSize else {
        throw ScenarioLoadError(
          file: name, path: "$",
          reason: "is \(size) bytes; scenario files are at most \(ScenarioLimits.fileSize)")
      }
      data = try Data(contentsOf: url)
    } catch let error as ScenarioLoadError {
      throw error
    } catch {
      throw ScenarioLoadError(file: name, path: "$", reason: "cannot be read")
    }
    return try decode(data, file: name)
  }

  /// Decodes and checks a scenario from JSON `data`; `file` names it in errors.
  package static func decode(_ data: Data, file: String) throws(ScenarioLoadError) -> Scenario {
    guard data.count <= ScenarioLimits.fileSize else {
      throw ScenarioLoadError(
        file: file, path: "$",
        reason: "is \(data.count) bytes; scenario files are at most \(ScenarioLimits.fileSize)")
    }
    let scenario: Scenario
    do {
      scenario = try JSONDecoder().decode(Scenario.self, from: data)
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
        let overflow = JSONNumberScan.firstUnrepresentableNumber(in: data)
      {
        throw ScenarioLoadError(
          file: file, path: overflow.path,
          reason: "\(overflow.literal.prefix(40)) is too large for a number")
      }
      throw describe(error, file: file)
    } catch {
      throw ScenarioLoadError(file: file, path: "$", reason: "is not a scenario")
    }
    try validate(scenario, file: file)
    return scenario
  }

  /// Checks what the types cannot: inputs that exist in the layout, and the limits.
  static func validate(_ scenario: Scenario, file: String) throws(ScenarioLoadError) {
    try ScenarioBounds.check(scenario, file: file)
    let inputCount: Int
    switch scenario.layout.kind {
    case .form, .nested, .plain: inputCount = scenario.layout.fields
    case .chat, .textView, .notes: inputCount = 1
    }
    for (index, step) in scenario.steps.enumerated() {
      let focused: Int? =
        switch step {
        case .focus(let input), .begin(let input): input
        default: nil
        }
      if let input = focused, input >= inputCount {
        throw ScenarioLoadError(
          file: file, path: "$.steps[\(index)].input",
          reason:
            "input \(input) does not exist; the \(scenario.layout.kind.rawValue) layout has "
            + "\(inputCount) input\(inputCount == 1 ? "" : "s") (0-based)")
      }
    }
  }

  static func describe(_ error: DecodingError, file: String) -> ScenarioLoadError {
    switch error {
    case .typeMismatch(let type, let context):
      return ScenarioLoadError(
        file: file, path: path(context.codingPath),
        reason: "expected \(typeName(type))")
    case .valueNotFound(let type, let context):
      return ScenarioLoadError(
        file: file, path: path(context.codingPath), reason: "expected \(typeName(type)), found null"
      )
    case .keyNotFound(let key, let context):
      return ScenarioLoadError(
        file: file, path: path(context.codingPath + [key]), reason: "is required but missing")
    case .dataCorrupted(let context):
      let reason =
        context.codingPath.isEmpty
        ? "is not valid JSON (\(context.underlyingError.map { "\($0)" } ?? context.debugDescription))"
        : context.debugDescription
      return ScenarioLoadError(file: file, path: path(context.codingPath), reason: reason)
    @unknown default:
      return ScenarioLoadError(file: file, path: "$", reason: "is not a scenario")
    }
  }

  /// `$.steps[3].action` from a coding path.
  static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.reduce("$") { partial, key in
      if let index = key.intValue { return "\(partial)[\(index)]" }
      return "\(partial).\(key.stringValue)"
    }
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Double.Type, is Int.Type: "a number"
    case is Bool.Type: "true or false"
    case is [Any].Type: "an array"
    default: "a value of type \(type)"
    }
  }
}
