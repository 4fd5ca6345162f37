import Foundation

/// Holds a decoded scenario to ``ScenarioLimits``, naming the JSON path of the first value out of
/// bounds.
enum ScenarioBounds {
  static func check(_ scenario: Scenario, file: String) throws(ScenarioLoadError) {
    func fail(_ path: String, _ reason: String) -> ScenarioLoadError {
      ScenarioLoadError(file: file, path: path, reason: reason)
    }
    func length(_ value: Double, _ path: String, lowest: Double = 0) throws(ScenarioLoadError) {
      guard value.isFinite, value >= lowest, value <= ScenarioLimits.length else {
        throw fail(path, "must be between \(lowest) and \(ScenarioLimits.length) points")
      }
    }
    func position(_ value: Double, _ path: String) throws(ScenarioLoadError) {
      guard value.isFinite, abs(value) <= ScenarioLimits.length else {
        throw fail(path, "must be between -\(ScenarioLimits.length) and \(ScenarioLimits.length)")
      }
    }

    guard scenario.name.count <= ScenarioLimits.nameLength else {
      throw fail(
        "$.name", "is \(scenario.name.count) characters; at most \(ScenarioLimits.nameLength)")
    }
    guard scenario.margin.isFinite, (0...ScenarioLimits.margin).contains(scenario.margin) else {
      throw fail("$.margin", "must be between 0 and \(ScenarioLimits.margin) points")
    }
    try length(scenario.layout.spacing, "$.layout.spacing")
    for (index, inset) in scenario.layout.contentInset.enumerated() {
      try length(inset, "$.layout.contentInset[\(index)]")
    }
    if let accessory = scenario.layout.accessoryHeight {
      try length(accessory, "$.layout.accessoryHeight")
    }
    if let footer = scenario.layout.footer { try length(footer, "$.layout.footer") }
    for (index, height) in (scenario.layout.cellHeights ?? []).enumerated() {
      try length(height, "$.layout.cellHeights[\(index)]")
    }
    for (index, frame) in (scenario.layout.inputs ?? []).enumerated() {
      try position(frame[0], "$.layout.inputs[\(index)][0]")
      try position(frame[1], "$.layout.inputs[\(index)][1]")
      try length(frame[2], "$.layout.inputs[\(index)][2]")
      try length(frame[3], "$.layout.inputs[\(index)][3]")
    }
    if case .custom(let device) = scenario.device {
      guard device.name.count <= ScenarioLimits.nameLength else {
        throw fail("$.device.name", "is longer than \(ScenarioLimits.nameLength) characters")
      }
      try length(Double(device.portraitSize.width), "$.device.portraitSize.width", lowest: 100)
      try length(Double(device.portraitSize.height), "$.device.portraitSize.height", lowest: 100)
      for (key, insets) in [
        ("portraitSafeArea", device.portraitSafeArea),
        ("landscapeSafeArea", device.landscapeSafeArea),
      ] {
        for (index, inset) in insets.enumerated() {
          try length(inset, "$.device.\(key)[\(index)]")
        }
      }
    }
    if case .frame(let frame) = scenario.window {
      try position(Double(frame.minX), "$.window[0]")
      try position(Double(frame.minY), "$.window[1]")
      try length(Double(frame.width), "$.window[2]")
      try length(Double(frame.height), "$.window[3]")
    }

    guard scenario.steps.count <= ScenarioLimits.steps else {
      throw fail("$.steps", "has \(scenario.steps.count) steps; at most \(ScenarioLimits.steps)")
    }
    var waited = 0.0
    for (index, step) in scenario.steps.enumerated() {
      let path = "$.steps[\(index)]"
      switch step {
      case .wait(let seconds):
        waited += seconds
        guard waited <= ScenarioLimits.totalWait else {
          throw fail(
            "\(path).seconds",
            "brings the waits to \(waited) s; a script waits at most \(ScenarioLimits.totalWait) s")
        }
      case .type(let text):
        guard text.count <= ScenarioLimits.typedText else {
          throw fail("\(path).text", "is longer than \(ScenarioLimits.typedText) characters")
        }
      case .setInset(let bottom), .setIndicatorInset(let bottom):
        try length(bottom, "\(path).bottom")
      case .tapText(let atY, _):
        try position(atY, "\(path).atY")
      case .setTransform(_, let x, let y):
        try position(x, "\(path).x")
        try position(y, "\(path).y")
      case .scroll(let offsetY):
        try position(offsetY, "\(path).offsetY")
      case .setContentHeight(let height), .resizeScreen(let height):
        try length(height, "\(path).height")
      case .growRows(let by):
        try length(by, "\(path).by")
      case .drag(let top), .glitchGuide(let top, _):
        try position(top, "\(path).top")
      case .post(let name, let userInfo, _):
        guard name.count <= ScenarioLimits.nameLength else {
          throw fail("\(path).name", "is longer than \(ScenarioLimits.nameLength) characters")
        }
        var values = 0
        for (key, value) in userInfo {
          try checkUserInfo(
            value, path: "\(path).userInfo.\(key.prefix(40))", depth: 1, values: &values,
            fail: fail)
        }
      case .expect(let spec):
        let overTime = spec.insetAtLeast != nil || spec.animationsAtMost != nil
        if overTime, spec.since == nil {
          throw fail(path, "insetAtLeast and animationsAtMost need since, the step they count from")
        }
        if let since = spec.since, !(0..<index).contains(since) {
          throw fail("\(path).since", "must be an earlier step, 0...\(max(0, index - 1))")
        }
        if let most = spec.animationsAtMost, most < 0 {
          throw fail("\(path).animationsAtMost", "must be >= 0")
        }
        if let least = spec.insetAtLeast { try position(least, "\(path).insetAtLeast") }
        for (key, value) in [
          ("insetBottom", spec.insetBottom), ("offsetY", spec.offsetY), ("gap", spec.gap),
        ] {
          if let value { try position(value, "\(path).\(key)") }
        }
      default:
        break
      }
    }
  }

  /// Bounds a posted userInfo's nesting and size (a deep or huge payload costs time to copy).
  private static func checkUserInfo(
    _ value: JSONValue, path: String, depth: Int, values: inout Int,
    fail: (String, String) -> ScenarioLoadError
  ) throws(ScenarioLoadError) {
    values += 1
    guard values <= ScenarioLimits.userInfoValues else {
      throw fail(path, "the userInfo holds more than \(ScenarioLimits.userInfoValues) values")
    }
    guard depth <= ScenarioLimits.userInfoDepth else {
      throw fail(path, "nests deeper than \(ScenarioLimits.userInfoDepth) levels")
    }
    switch value {
    case .string(let text):
      guard text.count <= ScenarioLimits.typedText else {
        throw fail(path, "is longer than \(ScenarioLimits.typedText) characters")
      }
    case .array(let items):
      for (index, item) in items.enumerated() {
        try checkUserInfo(
          item, path: "\(path)[\(index)]", depth: depth + 1, values: &values, fail: fail)
      }
    case .object(let members):
      for (key, member) in members {
        try checkUserInfo(
          member, path: "\(path).\(key.prefix(40))", depth: depth + 1, values: &values,
          fail: fail)
      }
    case .number, .bool, .null:
      break
    }
  }
}
