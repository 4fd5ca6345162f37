import Foundation
import Testing

@testable import KeyboardSimulator

@Suite("Scenario files: clear errors by file and JSON path")
struct ScenarioLoadingTests {
  struct BadFile: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let json: String
    let expected: String
  }

  static let minimal = #""device": "iPhone 15 Pro", "layout": {"kind": "form"}"#

  static let badFiles: [BadFile] = [
    BadFile(
      testDescription: "a margin of 1e308",
      json: "{\"name\": \"x\", \(minimal), \"margin\": 1e308, \"steps\": []}",
      expected: "bad.json: $.margin: must be between 0 and 500.0 points"),
    BadFile(
      testDescription: "a number no double can hold keeps its path",
      json: "{\"name\": \"x\", \(minimal), \"margin\": 1e400, \"steps\": []}",
      expected: "bad.json: $.margin: 1e400 is too large for a number"),
    BadFile(
      testDescription: "waits adding up past the limit",
      json:
        "{\"name\": \"x\", \(minimal), \"steps\": ["
        + Array(repeating: "{\"action\": \"wait\", \"seconds\": 60}", count: 6).joined(
          separator: ", ")
        + "]}",
      expected: "bad.json: $.steps[5].seconds: brings the waits to 360.0 s"),
    BadFile(
      testDescription: "a name longer than 200 characters",
      json: "{\"name\": \"\(String(repeating: "n", count: 201))\", \(minimal), \"steps\": []}",
      expected: "bad.json: $.name: is 201 characters; at most 200"),
    BadFile(
      testDescription: "a userInfo nested too deep",
      json:
        "{\"name\": \"x\", \(minimal), \"steps\": [{\"action\": \"post\", \"name\": \"n\", "
        + "\"userInfo\": {\"deep\": \(String(repeating: "[", count: 20))1\(String(repeating: "]", count: 20))}}]}",
      expected: "bad.json: $.steps[0].userInfo.deep[0][0][0][0][0][0][0][0][0]: nests deeper"),
    BadFile(
      testDescription: "an inset beyond any screen",
      json:
        "{\"name\": \"x\", \(minimal), \"steps\": [{\"action\": \"setInset\", \"bottom\": 1e9}]}",
      expected: "bad.json: $.steps[0].bottom: must be between 0.0 and 10000.0 points"),
    BadFile(
      testDescription: "a misspelt expectation",
      json:
        "{\"name\": \"x\", \(minimal), \"steps\": [{\"action\": \"expect\", \"insetbottom\": 378}]}",
      expected: "bad.json: $.steps[0].insetbottom: unknown key 'insetbottom'"),
    BadFile(
      testDescription: "an unknown real-app screen",
      json:
        "{\"name\": \"x\", \"device\": \"iPhone 15 Pro\", "
        + "\"layout\": {\"kind\": \"form\", \"realApp\": \"kickstarter\"}, \"steps\": []}",
      expected:
        "bad.json: $.layout.realApp: unknown real-app screen 'kickstarter'; expected one of "
        + "kickstarter-pledge"),
    BadFile(
      testDescription: "a real-app screen under another kind",
      json:
        "{\"name\": \"x\", \"device\": \"iPhone 15 Pro\", "
        + "\"layout\": {\"kind\": \"chat\", \"realApp\": \"kickstarter-pledge\"}, \"steps\": []}",
      expected: "bad.json: $.layout.realApp: 'kickstarter-pledge' is a form screen, not a chat"),
    BadFile(
      testDescription: "a real-app screen with fields of its own",
      json:
        "{\"name\": \"x\", \"device\": \"iPhone 15 Pro\", \"layout\": "
        + "{\"kind\": \"form\", \"realApp\": \"kickstarter-pledge\", \"fields\": 3}, "
        + "\"steps\": []}",
      expected:
        "bad.json: $.layout.fields: a real-app screen brings its own views; fields does not apply"),
    BadFile(
      testDescription: "an unknown chat list policy",
      json:
        "{\"name\": \"x\", \"device\": \"iPhone 15 Pro\", "
        + "\"layout\": {\"kind\": \"chat\", \"chatListLift\": \"telegram\"}, \"steps\": []}",
      expected:
        "bad.json: $.layout.chatListLift: unknown chatListLift 'telegram'; expected one of none, "
        + "always, atEnd, keptAfterHide"),
    BadFile(
      testDescription: "a chat list policy on a form",
      json:
        "{\"name\": \"x\", \"device\": \"iPhone 15 Pro\", "
        + "\"layout\": {\"kind\": \"form\", \"chatListLift\": \"atEnd\"}, \"steps\": []}",
      expected: "bad.json: $.layout.chatListLift: only a chat layout takes chatListLift"),
    BadFile(
      testDescription: "a display at a rate the model does not cover",
      json: "{\"name\": \"x\", \(minimal), \"display\": {\"refreshRate\": 90}, \"steps\": []}",
      expected: "bad.json: $.display.refreshRate: must be 60 or 120"),
    BadFile(
      testDescription: "a keyboard two frames ahead",
      json: "{\"name\": \"x\", \(minimal), \"display\": {\"keyboardLead\": 2}, \"steps\": []}",
      expected: "bad.json: $.display.keyboardLead: must be between -1 and 1 frames"),
    BadFile(
      testDescription: "a release motion the model does not name",
      json:
        "{\"name\": \"x\", \(minimal), \"readings\": {\"releaseMotion\": \"fast\"}, \"steps\": []}",
      expected:
        "bad.json: $.readings.releaseMotion: Cannot initialize ReleaseMotion from invalid String value fast"
    ),
    BadFile(
      testDescription: "a third-party keyboard drawn further above than the model covers",
      json:
        "{\"name\": \"x\", \(minimal), \"readings\": {\"thirdPartyDrawnAbove\": 30}, \"steps\": []}",
      expected: "bad.json: $.readings.thirdPartyDrawnAbove: must be between 0 and 24 points"),
    BadFile(
      testDescription: "detents on a full-screen presentation",
      json:
        "{\"name\": \"x\", \(minimal), \"detents\": {\"heights\": [\"medium\", \"large\"]}, \"steps\": []}",
      expected:
        "bad.json: $.detents: detents are modelled for a phone's sheet only: a pageSheet or"
        + " formSheet presentation on a phone"),
    BadFile(
      testDescription: "detents on an iPad's sheet",
      json:
        #"{"name": "x", "device": "iPad (10th generation)", "layout": {"kind": "form"}, "presentation": "formSheet", "detents": {"heights": ["large"]}, "steps": []}"#,
      expected:
        "bad.json: $.detents: detents are modelled for a phone's sheet only: a pageSheet or"
        + " formSheet presentation on a phone"),
    BadFile(
      testDescription: "Stripe's payment sheet shown full screen",
      json:
        #"{"name": "x", "device": "iPhone 15 Pro", "layout": {"kind": "form", "realApp": "stripe-payment-sheet"}, "steps": []}"#,
      expected:
        "bad.json: $.presentation: 'stripe-payment-sheet' is presented as a page sheet on a phone,"
        + " with its own detents: set presentation to pageSheet on a phone, and give no detents"),
    BadFile(
      testDescription: "a selected detent outside the list",
      json:
        #"{"name": "x", "device": "iPhone 15 Pro", "layout": {"kind": "form"}, "presentation": "pageSheet", "detents": {"heights": ["medium", "large"], "selected": 2}, "steps": []}"#,
      expected: "bad.json: $.detents.selected: must be the index of one of the 2 detents"),
    BadFile(
      testDescription: "an unknown detent",
      json:
        #"{"name": "x", "device": "iPhone 15 Pro", "layout": {"kind": "form"}, "presentation": "pageSheet", "detents": {"heights": ["half"]}, "steps": []}"#,
      expected:
        "bad.json: $.detents.heights[0]: unknown detent 'half'; expected medium, large or a height"),
    BadFile(
      testDescription: "a custom detent of no height",
      json:
        #"{"name": "x", "device": "iPhone 15 Pro", "layout": {"kind": "form"}, "presentation": "pageSheet", "detents": {"heights": [0]}, "steps": []}"#,
      expected:
        "bad.json: $.detents.heights[0]: a custom detent's height must be in (0, 2000] points"),
    BadFile(
      testDescription: "detents not smallest first",
      json:
        #"{"name": "x", "device": "iPhone 15 Pro", "layout": {"kind": "form"}, "presentation": "pageSheet", "detents": {"heights": ["large", "medium"]}, "steps": []}"#,
      expected:
        "bad.json: $.detents.heights: detents must be given smallest first, as UIKit takes them"
    ),
    BadFile(
      testDescription: "the medium detent twice",
      json:
        #"{"name": "x", "device": "iPhone 15 Pro", "layout": {"kind": "form"}, "presentation": "pageSheet", "detents": {"heights": ["medium", "medium"]}, "steps": []}"#,
      expected: "bad.json: $.detents.heights: medium and large at most once each"),
    BadFile(
      testDescription: "a misspelt reading",
      json:
        "{\"name\": \"x\", \(minimal), \"readings\": {\"clampEndScroll\": false}, \"steps\": []}",
      expected: "bad.json: $.readings.clampEndScroll: unknown key 'clampEndScroll'"),
    BadFile(
      testDescription: "a misspelt top-level key",
      json: "{\"name\": \"x\", \(minimal), \"stratgy\": \"seed000\", \"steps\": []}",
      expected: "bad.json: $.stratgy: unknown key 'stratgy'"),
    BadFile(
      testDescription: "a key another action takes",
      json:
        "{\"name\": \"x\", \(minimal), \"steps\": [{\"action\": \"hide\", \"seconds\": 1}]}",
      expected: "bad.json: $.steps[0].seconds: unknown key 'seconds'"),
    BadFile(
      testDescription: "a misspelt layout key",
      json:
        "{\"name\": \"x\", \"device\": \"iPhone 15 Pro\", \"layout\": {\"kind\": \"form\", \"field\": 3}, \"steps\": []}",
      expected: "bad.json: $.layout.field: unknown key 'field'"),
    BadFile(
      testDescription: "not JSON", json: "{ name: ",
      expected: "bad.json: $: is not valid JSON"),
    BadFile(
      testDescription: "a missing name", json: "{\(minimal), \"steps\": []}",
      expected: "bad.json: $.name: is required but missing"),
    BadFile(
      testDescription: "an unknown action",
      json:
        "{\"name\": \"x\", \(minimal), \"steps\": [{\"action\": \"focus\", \"input\": 1}, {\"action\": \"jump\"}]}",
      expected: "bad.json: $.steps[1].action: unknown action 'jump'"),
    BadFile(
      testDescription: "a string where a number belongs",
      json:
        "{\"name\": \"x\", \(minimal), \"steps\": [{\"action\": \"wait\", \"seconds\": \"soon\"}]}",
      expected: "bad.json: $.steps[0].seconds: expected a number"),
    BadFile(
      testDescription: "an unknown device",
      json:
        "{\"name\": \"x\", \"device\": \"iPhone 99\", \"layout\": {\"kind\": \"form\"}, \"steps\": []}",
      expected: "bad.json: $.device: unknown device 'iPhone 99'"),
    BadFile(
      testDescription: "an input the layout does not have",
      json: "{\"name\": \"x\", \(minimal), \"steps\": [{\"action\": \"focus\", \"input\": 20}]}",
      expected: "bad.json: $.steps[0].input: input 20 does not exist; the form layout has 20 inputs"
    ),
    BadFile(
      testDescription: "an unknown keyboard profile",
      json:
        "{\"name\": \"x\", \(minimal), \"steps\": [{\"action\": \"keyboard\", \"profile\": \"huge\"}]}",
      expected: "bad.json: $.steps[0].profile:"),
    BadFile(
      testDescription: "a negative wait",
      json: "{\"name\": \"x\", \(minimal), \"steps\": [{\"action\": \"wait\", \"seconds\": -1}]}",
      expected: "bad.json: $.steps[0].seconds: seconds must be between 0 and 60"),
    BadFile(
      testDescription: "an unknown strategy",
      json: "{\"name\": \"x\", \(minimal), \"strategy\": \"magic\", \"steps\": []}",
      expected: "bad.json: $.strategy: unknown strategy 'magic'"),
    BadFile(
      testDescription: "a window frame of three numbers",
      json: "{\"name\": \"x\", \(minimal), \"window\": [0, 0, 10], \"steps\": []}",
      expected: "bad.json: $.window: a window frame is [x, y, width, height]"),
    BadFile(
      testDescription: "a tab bar and a footer",
      json:
        "{\"name\": \"x\", \"device\": \"iPhone 15 Pro\", \"layout\": {\"kind\": \"form\", \"tabBar\": true, \"footer\": 49}, \"steps\": []}",
      expected:
        "bad.json: $.layout.tabBar: a screen in a tab bar controller has the tab bar as its footer already"
    ),
    BadFile(
      testDescription: "a bar pin on a form",
      json:
        "{\"name\": \"x\", \"device\": \"iPhone 15 Pro\", \"layout\": {\"kind\": \"form\", \"barPin\": \"viewBottom\"}, \"steps\": []}",
      expected: "bad.json: $.layout.barPin: only a chat layout takes barPin"),
    BadFile(
      testDescription: "an unknown bar pin",
      json:
        "{\"name\": \"x\", \"device\": \"iPhone 15 Pro\", \"layout\": {\"kind\": \"chat\", \"barPin\": \"ceiling\"}, \"steps\": []}",
      expected:
        "bad.json: $.layout.barPin: unknown bar pin 'ceiling'; expected one of safeArea, viewBottom, keyboardGuide"
    ),
    BadFile(
      testDescription: "a tab bar inside a sheet",
      json:
        "{\"name\": \"x\", \"device\": \"iPhone 15 Pro\", \"layout\": {\"kind\": \"chat\", \"tabBar\": true}, \"presentation\": \"pageSheet\", \"steps\": []}",
      expected:
        "bad.json: $.presentation: tabBar builds a full-screen app, not a sheet"
    ),
  ]

  @Test("A bad scenario file names the file, the JSON path and the problem", arguments: badFiles)
  func badFile(_ file: BadFile) {
    do {
      _ = try ScenarioLoader.decode(Data(file.json.utf8), file: "bad.json")
      Issue.record("decoded a bad file")
    } catch {
      #expect(error.description.hasPrefix(file.expected), "got: \(error.description)")
    }
  }

  @Test("Defaults: portrait, full screen, library, 16 pt margin")
  func defaults() throws {
    let json = "{\"name\": \"x\", \(Self.minimal), \"steps\": []}"
    let scenario = try ScenarioLoader.decode(Data(json.utf8), file: "ok.json")
    #expect(scenario.orientation == .portrait)
    #expect(scenario.window == .fullScreen)
    #expect(scenario.strategy == "library")
    #expect(scenario.margin == 16)
    #expect(scenario.layout.fields == 20)
  }

  @Test("A scenario survives an encode-decode round trip")
  func roundTrip() throws {
    let scenario = try #require(BuiltInMatrix.scenarios.last)
    let data = try JSONEncoder().encode(scenario)
    let decoded = try ScenarioLoader.decode(data, file: "round.json")
    #expect(decoded == scenario)
  }

  @Test("A custom device is the object the docs describe")
  func customDevice() throws {
    let json = """
      {"name": "x", "device": {"name": "Phone", "portraitSize": {"width": 414, "height": 736},
        "portraitSafeArea": [20, 0, 0, 0], "landscapeSafeArea": [0, 0, 0, 0], "isPad": false},
       "layout": {"kind": "form"}, "steps": []}
      """
    let scenario = try ScenarioLoader.decode(Data(json.utf8), file: "device.json")
    #expect(scenario.device.profile.portraitSize == CGSize(width: 414, height: 736))
    let again = try ScenarioLoader.decode(JSONEncoder().encode(scenario), file: "again.json")
    #expect(again == scenario)
    #expect(throws: ScenarioLoadError.self) {
      try ScenarioLoader.decode(
        Data(json.replacingOccurrences(of: "\"height\"", with: "\"heigth\"").utf8),
        file: "typo.json")
    }
  }

  @Test("Docs/Scenarios.md documents every key the loader accepts, and no other top-level key")
  func docsMatchLoader() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let docs = try String(
      contentsOf: root.appendingPathComponent("Docs/Scenarios.md"), encoding: .utf8)
    let undocumented = ScenarioKeys.all.filter {
      !docs.contains("`\($0)`") && !docs.contains("\"\($0)\"")
    }
    #expect(undocumented.isEmpty, "keys the loader accepts but the docs do not name")
    // The top-level table: "| `key` | yes/no | …".
    let documented = docs.split(separator: "\n").compactMap { line -> String? in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 3, cells[1] == "yes" || cells[1] == "no",
        cells[0].hasPrefix("`"), cells[0].hasSuffix("`")
      else { return nil }
      return String(cells[0].dropFirst().dropLast())
    }
    #expect(Set(documented) == ScenarioKeys.scenario)
  }
}
