import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// A toolbar apps dress: their own words first (in any language they ship), a tint, the field's
/// placeholder as a title, their own action on Done; the automatic mode's bar too.
@MainActor
@Suite("The toolbar, dressed by the app", .serialized)
struct ToolbarConfigurationTests {
  /// A bundle in a temporary folder with an app's `Localizable.strings` in `language`.
  static func appBundle(language: String, strings: [String: String]) throws -> Bundle {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("toolbar-strings-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("\(language).lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let lines = strings.map { "\"\($0.key)\" = \"\($0.value)\";" }.joined(separator: "\n")
    try Data(lines.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
    return try #require(Bundle(path: root.path))
  }

  @Test("The app's strings come first; the package's where the app gives none")
  func appStringsFirst() throws {
    let bundle = try Self.appBundle(
      language: "en", strings: ["KeyboardAvoidance.toolbar.next": "Onward"])
    #expect(
      ToolbarStrings.localized("toolbar.next", english: "Next", appBundle: bundle) == "Onward")
    #expect(
      ToolbarStrings.localized("toolbar.previous", english: "Previous", appBundle: bundle)
        == "Previous")
    #expect(ToolbarStrings.appText("toolbar.done", in: bundle) == nil)
    // The test runner's own bundle gives no words: the package's stay.
    #expect(ToolbarStrings.appDone == nil)
  }

  @Test("Done's title, a tint, the placeholder as title, and Done's own action")
  @available(iOS 14, *)
  func dressedToolbar() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let name = UITextField(frame: CGRect(x: 16, y: 100, width: 361, height: 44))
    name.placeholder = "Full name"
    let email = UITextField(frame: CGRect(x: 16, y: 160, width: 361, height: 44))
    email.placeholder = "Email"
    for field in [name, email] { stage.window.addSubview(field) }
    /// What the app's Done action saw (by identity: holding the input would make a cycle
    /// through the toolbar the input keeps), and whether it accepts.
    final class Validation {
      var seen: [ObjectIdentifier] = []
      var accepts = false
    }
    let validation = Validation()
    let pink = UIColor(red: 0.9, green: 0.2, blue: 0.4, alpha: 1)
    let bar = KeyboardToolbar(
      inputs: [name, email],
      configuration: KeyboardToolbarConfiguration(
        doneTitle: "Save", showsPlaceholder: true, tintColor: pink,
        doneAction: { input in
          validation.seen.append(ObjectIdentifier(input))
          return validation.accepts
        }), center: stage.center)
    #expect(bar.doneItem.title == "Save")
    #expect(bar.toolbar.tintColor == pink)
    name.becomeFirstResponder()
    #expect(bar.toolbar.items?.contains { $0 === bar.titleItem } == true)
    #expect(bar.titleItem.title == "Full name")
    #expect(bar.titleItem.isEnabled == false, "a title, not a button")
    email.becomeFirstResponder()
    #expect(bar.titleItem.title == "Email")
    #expect(bar.doneItem._simulateTap())
    #expect(validation.seen == [ObjectIdentifier(email)])
    #expect(email.isFirstResponder, "the app's action kept editing")
    validation.accepts = true
    #expect(bar.doneItem._simulateTap())
    #expect(!email.isFirstResponder)
  }

  @Test("A field without a placeholder gets a bar without the title, which VoiceOver would stop on")
  @available(iOS 14, *)
  func noTitleWithoutPlaceholder() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let name = UITextField(frame: CGRect(x: 16, y: 100, width: 361, height: 44))
    name.placeholder = "Full name"
    let note = UITextField(frame: CGRect(x: 16, y: 160, width: 361, height: 44))
    let code = UITextField(frame: CGRect(x: 16, y: 220, width: 361, height: 44))
    code.placeholder = ""
    for field in [name, note, code] { stage.window.addSubview(field) }
    let bar = KeyboardToolbar(
      inputs: [name, note, code],
      configuration: KeyboardToolbarConfiguration(showsPlaceholder: true), center: stage.center)
    let showsTitle = { bar.toolbar.items?.contains { $0 === bar.titleItem } == true }
    note.becomeFirstResponder()
    #expect(!showsTitle())
    name.becomeFirstResponder()
    #expect(showsTitle())
    #expect(bar.titleItem.title == "Full name")
    // The title and the flexible space after it go together; Done stays last.
    code.becomeFirstResponder()
    #expect(!showsTitle())
    #expect(bar.toolbar.items?.last === bar.doneItem)
    let spaces = bar.toolbar.items?.filter { $0._systemItem == .flexibleSpace }.count
    #expect(spaces == 1)
    name.becomeFirstResponder()
    #expect(bar.toolbar.items?.filter { $0._systemItem == .flexibleSpace }.count == 2)
  }

  @Test("By default: UIKit's Done, no title, the inherited tint")
  @available(iOS 14, *)
  func plainToolbar() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let field = UITextField(frame: CGRect(x: 16, y: 100, width: 361, height: 44))
    field.placeholder = "Name"
    stage.window.addSubview(field)
    let bar = KeyboardToolbar(inputs: [field], center: stage.center)
    #expect(bar.doneItem.title == nil, "UIKit's system item, localized by UIKit")
    #expect(bar.toolbar.items?.contains { $0 === bar.titleItem } == false)
    #expect(bar.toolbar.tintColor == stage.window.tintColor)
  }

  @Test("The automatic mode's bar takes toolbarConfiguration")
  func automaticModeToolbar() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.toolbarConfiguration = KeyboardToolbarConfiguration(
      doneTitle: "OK", showsPlaceholder: true)
    defer { AutomaticKeyboardAvoidance.toolbarConfiguration = KeyboardToolbarConfiguration() }
    AutomaticKeyboardAvoidance.start(showsToolbar: true, center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let screen = SettingsScreen(frame: stage.window.bounds)
    stage.present(screen)
    let form = try #require(screen.form)
    form.fields[2].placeholder = "City"
    form.fields[2].becomeFirstResponder()
    let toolbar = try #require(form.fields[2].inputAccessoryView as? UIToolbar)
    let items = toolbar.items ?? []
    #expect(items.last?.title == "OK")
    #expect(items.contains { $0.title == "City" })
  }
}
