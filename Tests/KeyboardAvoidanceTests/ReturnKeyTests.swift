import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// Return moves to the next field and Done ends editing on the last, in the toolbar's order;
/// code moves the focus the same way and can ask whether it can.
@MainActor
@Suite("Return to the next field, and next / previous from code", .serialized)
struct ReturnKeyTests {
  /// A delegate that keeps the Return key for the app.
  final class SendsOnReturn: NSObject, UITextFieldDelegate {
    var sent = 0
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      sent += 1
      return false
    }
  }

  /// Name and email side by side, a hidden field, a password, a chat-style field whose Return
  /// key the app set to Send, and notes: in the window, in that reading order.
  @MainActor
  struct SignUp {
    let name = UITextField(frame: CGRect(x: 16, y: 100, width: 170, height: 44))
    let email = UITextField(frame: CGRect(x: 200, y: 100, width: 170, height: 44))
    let hidden = UITextField(frame: CGRect(x: 16, y: 160, width: 350, height: 44))
    let password = UITextField(frame: CGRect(x: 16, y: 220, width: 350, height: 44))
    let message = UITextField(frame: CGRect(x: 16, y: 280, width: 350, height: 44))
    let notes = UITextView(frame: CGRect(x: 16, y: 340, width: 350, height: 120))

    var all: [UIView] { [notes, message, password, hidden, email, name] }

    init(in view: UIView) {
      hidden.isHidden = true
      message.returnKeyType = .send
      for input in all { view.addSubview(input) }
    }
  }

  @Test("Return walks the form in reading order; Done on the last field ends editing")
  @available(iOS 14, *)
  func returnWalksTheForm() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let form = SignUp(in: stage.window)
    let navigation = ReturnKeyNavigation(inputs: form.all)
    #expect(form.name.returnKeyType == .next)
    #expect(form.password.returnKeyType == .next)
    #expect(form.message.returnKeyType == .send, "the app's own return key is kept")
    form.name.becomeFirstResponder()
    form.name._simulateReturnKey()
    #expect(form.email.isFirstResponder)
    form.email._simulateReturnKey()
    #expect(form.password.isFirstResponder, "the hidden field is skipped")
    form.password._simulateReturnKey()
    #expect(form.message.isFirstResponder, "a field with the app's own key is a stop")
    form.message._simulateReturnKey()
    #expect(form.message.isFirstResponder, "Send keeps its meaning: the focus stays")
    #expect(navigation.moveToNext())
    #expect(form.notes.isFirstResponder, "a text view is a stop in the order")

    // The last text field reads Done and ends editing.
    let last = UITextField(frame: CGRect(x: 16, y: 500, width: 350, height: 44))
    stage.window.addSubview(last)
    let second = ReturnKeyNavigation(inputs: [form.name, last])
    #expect(last.returnKeyType == .done)
    last.becomeFirstResponder()
    last._simulateReturnKey()
    #expect(!last.isFirstResponder)
    _ = (navigation, second)
  }

  /// A search field's delegate, as apps write it: runs the search and lets Return through.
  final class SearchesOnReturn: NSObject, UITextFieldDelegate {
    var searches = 0
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      searches += 1
      return true
    }
  }

  @Test(
    "A Return key the app chose (Search, Send, Go) runs the app's action and keeps the focus",
    arguments: [UIReturnKeyType.search, .send, .go, .join, .continue])
  @available(iOS 14, *)
  func appReturnKeyKept(_ key: UIReturnKeyType) {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    // A filter screen: a search field above the fields it filters.
    let search = UITextField(frame: CGRect(x: 16, y: 100, width: 361, height: 44))
    search.returnKeyType = key
    let delegate = SearchesOnReturn()
    search.delegate = delegate
    let below = UITextField(frame: CGRect(x: 16, y: 160, width: 361, height: 44))
    stage.window.addSubview(search)
    stage.window.addSubview(below)
    let navigation = ReturnKeyNavigation(inputs: [search, below])
    #expect(search.returnKeyType == key, "the app's key is kept")
    search.becomeFirstResponder()
    search._simulateReturnKey()
    #expect(delegate.searches == 1, "the app's action ran")
    #expect(search.isFirstResponder, "the focus stayed on the field")
    #expect(navigation.canMoveToNext, "the toolbar and code still move on from it")
    _ = navigation
  }

  @Test("A delegate that declines Return keeps the key for the app")
  @available(iOS 14, *)
  func delegateKeepsReturn() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let form = SignUp(in: stage.window)
    let delegate = SendsOnReturn()
    form.name.delegate = delegate
    let navigation = ReturnKeyNavigation(inputs: form.all)
    form.name.becomeFirstResponder()
    form.name._simulateReturnKey()
    #expect(delegate.sent == 1)
    #expect(form.name.isFirstResponder)
    _ = navigation
  }

  @Test("Next and previous from code, with whether each is possible; stop gives the keys back")
  @available(iOS 14, *)
  func movesFromCode() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let form = SignUp(in: stage.window)
    let navigation = ReturnKeyNavigation(inputs: form.all)
    #expect(!navigation.canMoveToNext, "nothing is being edited")
    #expect(!navigation.moveToNext())
    form.name.becomeFirstResponder()
    #expect(navigation.canMoveToNext)
    #expect(!navigation.canMoveToPrevious)
    #expect(navigation.moveToNext())
    #expect(form.email.isFirstResponder)
    #expect(navigation.moveToPrevious())
    #expect(form.name.isFirstResponder)
    form.notes.becomeFirstResponder()
    #expect(!navigation.canMoveToNext)
    navigation.stop()
    #expect(form.name.returnKeyType == .default)
    #expect(form.message.returnKeyType == .send)
    form.name.becomeFirstResponder()
    form.name._simulateReturnKey()
    #expect(form.name.isFirstResponder, "Return does nothing once stopped")
  }

  @Test("The toolbar's moves from code follow its chevrons")
  @available(iOS 14, *)
  func toolbarMovesFromCode() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let form = SignUp(in: stage.window)
    let toolbar = KeyboardToolbar(inputs: form.all, center: stage.center)
    form.email.becomeFirstResponder()
    #expect(toolbar.canMoveToPrevious && toolbar.canMoveToNext)
    #expect(toolbar.moveToNext())
    #expect(form.password.isFirstResponder)
    #expect(toolbar.moveToPrevious())
    #expect(form.email.isFirstResponder)
    form.notes.becomeFirstResponder()
    #expect(!toolbar.canMoveToNext)
    #expect(!toolbar.moveToNext())
    #expect(toolbar.nextItem.isEnabled == false)
  }

  @Test("The automatic mode: Return moves on through a scroll view's fields, each shown")
  func automaticMode() {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(returnKeyMovesToNextField: true, center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let screen = SettingsScreen(frame: stage.window.bounds)
    stage.present(screen)
    guard let form = screen.form else { return }
    stage.watchFocus(among: form.fields)
    form.fields[10].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(form.fields[10].returnKeyType == .next)
    #expect(form.fields[19].returnKeyType == .done)
    form.fields[10]._simulateReturnKey()
    stage.run(for: 0.6)
    #expect(form.fields[11].isFirstResponder)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    #expect((stage.settledMargin ?? -1) >= 15.5)
    #expect(AutomaticKeyboardAvoidance.canMoveToNextInput)
    #expect(AutomaticKeyboardAvoidance.canMoveToPreviousInput)
    #expect(AutomaticKeyboardAvoidance.moveToPreviousInput())
    #expect(form.fields[10].isFirstResponder)
    form.fields[19].becomeFirstResponder()
    stage.run(for: 0.6)
    #expect(!AutomaticKeyboardAvoidance.canMoveToNextInput)
    #expect(!AutomaticKeyboardAvoidance.moveToNextInput())
    form.fields[19]._simulateReturnKey()
    #expect(!form.fields[19].isFirstResponder, "Done ends editing")
    stage.hideKeyboard()
    AutomaticKeyboardAvoidance.stop()
    #expect(form.fields[10].returnKeyType == .default, "stopping gives the return keys back")
  }

  @Test("Off by default: the return keys stay, and Return moves nothing")
  func offByDefault() {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let screen = SettingsScreen(frame: stage.window.bounds)
    stage.present(screen)
    guard let form = screen.form else { return }
    form.fields[3].becomeFirstResponder()
    #expect(form.fields[3].returnKeyType == .default)
    form.fields[3]._simulateReturnKey()
    #expect(form.fields[3].isFirstResponder)
    #expect(AutomaticKeyboardAvoidance.moveToNextInput(), "code can still move on")
    #expect(form.fields[4].isFirstResponder)
  }
}
