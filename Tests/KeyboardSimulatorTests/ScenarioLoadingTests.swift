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
}
