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
  /// A sign-up screen whose "Business account" switch reveals a Company field below Email.
  @MainActor
  struct SignUpWithCompany {
    let screen: FramedViewController
    let name = UITextField(frame: CGRect(x: 16, y: 120, width: 361, height: 44))
    let email = UITextField(frame: CGRect(x: 16, y: 180, width: 361, height: 44))
    let company = UITextField(frame: CGRect(x: 16, y: 240, width: 361, height: 44))
    let phone = UITextField(frame: CGRect(x: 16, y: 300, width: 361, height: 44))

    init(on stage: Stage) {
      screen = FramedViewController(frame: stage.window.bounds)
      for field in [name, email, phone] { screen.view.addSubview(field) }
      stage.present(screen)
    }

    /// The switch turned on: the Company field is added to the form.
    func revealCompany() {
      screen.view.addSubview(company)
    }
  }

  @Test(
    "A field revealed while the keyboard is up is a stop for Return and the toolbar",
    arguments: [false, true])
  func revealedFieldIsAStop(revealedBeforeEmail: Bool) throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(
      showsToolbar: true, returnKeyMovesToNextField: true, center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let form = SignUpWithCompany(on: stage)
    form.name.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    if revealedBeforeEmail {
      form.revealCompany()
      form.name._simulateReturnKey()
    } else {
      form.name._simulateReturnKey()
      form.revealCompany()
      // The app says its layout changed, as the documentation asks.
      AutomaticKeyboardAvoidance.replan()
    }
    #expect(form.email.isFirstResponder)
    let toolbar = try #require(
      form.screen.view.layoutGuides.lazy.compactMap { $0 as? LifetimeAttachment }
        .compactMap { $0.owner as? KeyboardToolbar }.first)
    #expect(form.email.inputAccessoryView === toolbar.toolbar)
    #expect(form.company.inputAccessoryView === toolbar.toolbar, "the revealed field has the bar")
    #expect(toolbar.nextItem.isEnabled, "the toolbar's Next on Email is disabled")
    #expect(AutomaticKeyboardAvoidance.canMoveToNextInput)
    form.email._simulateReturnKey()
    #expect(form.company.isFirstResponder, "Return skipped the revealed Company field")
    form.company._simulateReturnKey()
    #expect(form.phone.isFirstResponder)
  }

  @Test("Return re-reads the form: a field revealed with no word from the app is still a stop")
  func revealedWithoutReplan() {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(returnKeyMovesToNextField: true, center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let form = SignUpWithCompany(on: stage)
    form.email.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    form.revealCompany()
    form.email._simulateReturnKey()
    #expect(form.company.isFirstResponder, "Return skipped the revealed Company field")
  }
}
