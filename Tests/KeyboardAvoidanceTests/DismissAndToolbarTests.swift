import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

@MainActor
@Suite("Tap to dismiss and the previous/next toolbar", .serialized)
struct DismissAndToolbarTests {
  @Test("A tap outside dismisses only while the keyboard is up, and buttons still get taps")
  func tapToDismiss() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let root = UIView(frame: stage.window.bounds)
    stage.window.addSubview(root)
    let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 44))
    let button = UIControl(frame: CGRect(x: 16, y: 200, width: 120, height: 44))
    root.addSubview(field)
    root.addSubview(button)
    let dismiss = KeyboardDismissTap(view: root, center: stage.center)
    #expect(dismiss.recognizer.isEnabled == false, "inactive while no keyboard")

    field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(dismiss.recognizer.isEnabled)
    _ = stage.window._simulateTap(at: CGPoint(x: 60, y: 220))
    #expect(button._receivedTapCount == 1, "the control still got its tap")
    #expect(field.isFirstResponder, "a tap on a control does not dismiss")
    _ = stage.window._simulateTap(at: CGPoint(x: 300, y: 400))
    #expect(!field.isFirstResponder)
    stage.hideKeyboard()
    #expect(dismiss.recognizer.isEnabled == false)
  }

  @Test("Previous / Next follow reading order and skip hidden inputs; Done ends editing")
  @available(iOS 14, *)
  func toolbar() throws {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let first = UITextField(frame: CGRect(x: 16, y: 100, width: 170, height: 44))
    let last = UITextField(frame: CGRect(x: 200, y: 100, width: 170, height: 44))
    let hidden = UITextField(frame: CGRect(x: 16, y: 160, width: 300, height: 44))
    hidden.isHidden = true
    let notes = UITextView(frame: CGRect(x: 16, y: 220, width: 360, height: 120))
    for input in [notes, hidden, last, first] as [UIView] { stage.window.addSubview(input) }
    let toolbar = KeyboardToolbar(inputs: [notes, hidden, last, first], center: stage.center)
    #expect(first.inputAccessoryView === toolbar.toolbar)
    first.becomeFirstResponder()
    #expect(toolbar.previousItem.isEnabled == false)
    #expect(toolbar.nextItem._simulateTap())
    #expect(last.isFirstResponder)
    #expect(toolbar.nextItem._simulateTap())
    #expect(notes.isFirstResponder, "the hidden field is skipped")
    #expect(toolbar.nextItem.isEnabled == false)
    #expect(toolbar.previousItem._simulateTap())
    #expect(last.isFirstResponder)
    #expect(toolbar.doneItem._simulateTap())
    #expect(!last.isFirstResponder)
  }

  @Test("The toolbar shows chevrons, not words, and names every item for VoiceOver")
  @available(iOS 14, *)
  func toolbarAppearance() throws {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 44))
    stage.window.addSubview(field)
    let toolbar = KeyboardToolbar(inputs: [field], center: stage.center)
    // UIKit shows a primary action's title and image on the item it is set on: the action must
    // carry the chevron and no words.
    #expect(toolbar.previousItem.image?._systemName == "chevron.up")
    #expect(toolbar.nextItem.image?._systemName == "chevron.down")
    #expect((toolbar.previousItem.title ?? "").isEmpty)
    #expect((toolbar.nextItem.title ?? "").isEmpty)
    #expect(toolbar.previousItem.accessibilityLabel == "Previous")
    #expect(toolbar.nextItem.accessibilityLabel == "Next")
    #expect(toolbar.doneItem._systemItem == .done)
  }

  @Test("The toolbar's items are standard bar items, none a view of the package's")
  @available(iOS 14, *)
  func toolbarItemsAreStandard() throws {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 44))
    stage.window.addSubview(field)
    let toolbar = KeyboardToolbar(inputs: [field], center: stage.center)
    // UIKit shows standard bar items in the large content viewer at the largest text sizes
    // (WWDC19 session 261), a custom view only if it takes part itself.
    var titled = KeyboardToolbarConfiguration()
    titled.showsPlaceholder = true
    let other = UITextField(frame: CGRect(x: 16, y: 160, width: 300, height: 44))
    stage.window.addSubview(other)
    let withTitle = KeyboardToolbar(inputs: [other], configuration: titled, center: stage.center)
    for bar in [toolbar, withTitle] {
      #expect(bar.toolbar.items?.isEmpty == false)
      #expect(bar.toolbar.items?.allSatisfy { $0.customView == nil } == true)
    }
  }

  @Test("The toolbar's VoiceOver words come from the package's strings, in six languages")
  @available(iOS 14, *)
  func toolbarLocalization() throws {
    // Every key in every language the package ships, found in its bundle, and a word of each.
    let keys = [
      "toolbar.previous", "toolbar.next", "toolbar.done", "toolbar.previous.hint",
      "toolbar.next.hint", "toolbar.done.hint",
    ]
    let shipped = ToolbarStrings.shippedLocalizations
    #expect(Set(shipped).isSuperset(of: ["en", "de", "fr", "es", "pt", "ja"]), "\(shipped)")
    for localization in shipped {
      for key in keys {
        let text = ToolbarStrings.text(key, localization: localization)
        #expect(text?.isEmpty == false, "\(key) in \(localization)")
      }
    }
    #expect(ToolbarStrings.text("toolbar.next", localization: "fr") == "Suivant")
    #expect(ToolbarStrings.text("toolbar.previous", localization: "es") == "Anterior")
    #expect(ToolbarStrings.text("toolbar.next", localization: "pt") == "Próximo")
    #expect(ToolbarStrings.text("toolbar.done", localization: "ja") == "完了")
    #expect(ToolbarStrings.text("toolbar.previous", localization: "en") == "Previous")
    #expect(ToolbarStrings.text("toolbar.next", localization: "en") == "Next")
    #expect(ToolbarStrings.text("toolbar.previous", localization: "de") == "Zurück")
    #expect(ToolbarStrings.text("toolbar.next", localization: "de") == "Weiter")
    // SwiftUI's bar has no system Done item to localize it, so it takes the package's title.
    #expect(ToolbarStrings.text("toolbar.done", localization: "en") == "Done")
    #expect(ToolbarStrings.text("toolbar.done", localization: "de") == "Fertig")
    #expect(ToolbarStrings.text("toolbar.previous", localization: "ko") == nil)
    // The items carry the string for the running language, looked up in the package's bundle
    // (English here); the English words are not also written into the code's fallbacks' place.
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 44))
    stage.window.addSubview(field)
    let toolbar = KeyboardToolbar(inputs: [field], center: stage.center)
    #expect(toolbar.previousItem.accessibilityLabel == ToolbarStrings.previous)
    #expect(toolbar.nextItem.accessibilityLabel == ToolbarStrings.next)
    #expect(ToolbarStrings.previous == "Previous")
  }

  /// A phone's window with one text field, placeholder "Email".
  private static func emailField() -> (Stage, UITextField) {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 44))
    field.placeholder = "Email"
    stage.window.addSubview(field)
    return (stage, field)
  }

  /// A bar that shows the focused field's placeholder as its title.
  private static var placeholderTitle: KeyboardToolbarConfiguration {
    var configuration = KeyboardToolbarConfiguration()
    configuration.showsPlaceholder = true
    return configuration
  }

  @Test(
    "VoiceOver: a label, a hint and the kind UIKit gives; the placeholder title is text, not a dimmed button"
  )
  @available(iOS 14, *)
  func toolbarVoiceOver() throws {
    let (stage, field) = Self.emailField()
    let toolbar = KeyboardToolbar(
      inputs: [field], configuration: Self.placeholderTitle, center: stage.center)
    #expect(toolbar.previousItem.accessibilityHint == "Moves to the previous field.")
    #expect(toolbar.nextItem.accessibilityHint == "Moves to the next field.")
    #expect(toolbar.doneItem.accessibilityHint == "Hides the keyboard.")
    // The kind is VoiceOver's to add, never spelt into the label (IQKeyboardManager issue 1512).
    for item in [toolbar.previousItem, toolbar.nextItem, toolbar.doneItem] {
      let words = [item.accessibilityLabel, item.accessibilityHint].compactMap { $0 }
      #expect(!words.contains { $0.localizedCaseInsensitiveContains("button") }, "\(words)")
    }
    #expect(toolbar.titleItem.accessibilityTraits.contains(.staticText))
    #expect(
      ToolbarStrings.text("toolbar.done.hint", localization: "de") == "Blendet die Tastatur aus.")
  }

  @Test("iOS 26's look: Done prominent and alone, the chevrons one group, the title on no glass")
  @available(iOS 14, *)
  func toolbarLooksAsIOS26Draws() throws {
    let (stage, field) = Self.emailField()
    var configuration = Self.placeholderTitle
    for doneTitle in [nil, "Concluído"] {
      configuration.doneTitle = doneTitle
      let toolbar = KeyboardToolbar(
        inputs: [field], configuration: configuration, center: stage.center)
      // Done finishes the task: `prominent` on iOS 26 (never grouped with other items,
      // UIBarButtonItem.h), the same value as the bold `done` style before it.
      #expect(toolbar.doneItem.style == .prominent, "\(String(describing: doneTitle))")
      #expect(UIBarButtonItem.Style.done == .prominent)
      // The chevrons side by side with nothing between them share one background.
      let items = try #require(toolbar.toolbar.items)
      let previous = try #require(items.firstIndex { $0 === toolbar.previousItem })
      #expect(items[previous + 1] === toolbar.nextItem)
      #expect(toolbar.previousItem.sharesBackground && toolbar.nextItem.sharesBackground)
      #expect(toolbar.previousItem.style == .plain && toolbar.nextItem.style == .plain)
      // The placeholder is text, not a control: no glass capsule behind it.
      #expect(toolbar.titleItem.hidesSharedBackground)
      toolbar.uninstall()
    }
  }

  @Test("The app's own items: after the chevrons, apart from them; before Done; fresh for each bar")
  @available(iOS 14, *)
  func toolbarAppItems() throws {
    let (stage, field) = Self.emailField()
    var configuration = Self.placeholderTitle
    var made = 0
    configuration.makeLeadingItems = {
      made += 1
      return [UIBarButtonItem(title: "Template")]
    }
    configuration.makeTrailingItems = { [UIBarButtonItem(title: "Paste")] }
    let first = KeyboardToolbar(
      inputs: [field], configuration: configuration, center: stage.center)
    // The title is in the bar while a field with a placeholder is being edited.
    field.becomeFirstResponder()
    let items = try #require(first.toolbar.items)
    let leading = try #require(first.leadingItems.first)
    let trailing = try #require(first.trailingItems.first)
    let order = [
      first.previousItem, first.nextItem, nil, leading, nil, first.titleItem, nil, trailing,
      first.doneItem,
    ]
    #expect(items.count == order.count)
    for (item, expected) in zip(items, order) {
      if let expected {
        #expect(item === expected, "\(item.title ?? "?") where \(expected.title ?? "?") goes")
      }
    }
    // A zero-width fixed space between the chevrons and the app's items: on iOS 26 the two
    // groups do not share one background; flexible spaces around the title.
    #expect(items[2]._systemItem == .fixedSpace && items[2].width == 0)
    #expect(items[4]._systemItem == .flexibleSpace && items[6]._systemItem == .flexibleSpace)
    // Another bar from the same configuration gets items of its own.
    first.uninstall()
    let second = KeyboardToolbar(
      inputs: [field], configuration: configuration, center: stage.center)
    #expect(made == 2)
    #expect(second.leadingItems.first !== leading)
    // None asked for: the bar as before.
    second.uninstall()
    let plain = KeyboardToolbar(inputs: [field], center: stage.center)
    #expect(plain.toolbar.items?.count == 4)
  }

  @Test("Nothing to store: the inputs keep the toolbar, which goes with the last of them")
  @available(iOS 14, *)
  func toolbarLifetime() throws {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    weak var released: KeyboardToolbar?
    var fields: [UITextField] = (0..<2).map { index in
      UITextField(frame: CGRect(x: 16, y: 100 + CGFloat(index) * 60, width: 300, height: 44))
    }
    for field in fields { stage.window.addSubview(field) }
    func install() -> KeyboardToolbar { KeyboardToolbar(inputs: fields, center: stage.center) }
    released = install()
    #expect(released != nil)
    fields[0].becomeFirstResponder()
    let bar = try #require(fields[0].inputAccessoryView as? UIToolbar)
    #expect(bar.items?[1]._simulateTap() == true)
    #expect(fields[1].isFirstResponder)
    fields[1].resignFirstResponder()
    for field in fields { field.removeFromSuperview() }
    fields.removeAll()
    #expect(released == nil)
  }

  @Test("An input's own accessory view is kept, not replaced by the toolbar")
  @available(iOS 14, *)
  func toolbarKeepsAppAccessory() throws {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 44))
    let other = UITextField(frame: CGRect(x: 16, y: 200, width: 300, height: 44))
    let appAccessory = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 40))
    field.inputAccessoryView = appAccessory
    for input in [field, other] { stage.window.addSubview(input) }
    var warnings: [String] = []
    KeyboardAvoidanceWarnings.handler = { warnings.append($0) }
    defer { KeyboardAvoidanceWarnings.handler = nil }
    let toolbar = KeyboardToolbar(inputs: [field, other], center: stage.center)
    #expect(field.inputAccessoryView === appAccessory)
    #expect(other.inputAccessoryView === toolbar.toolbar)
    #expect(warnings.count == 1)
  }
}
