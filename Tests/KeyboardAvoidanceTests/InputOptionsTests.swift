import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// An input's own margin, and a view revealed with it (the Sign in button under a password).
///
/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34), a 336 pt docked keyboard (its top
/// at 516).
@MainActor
@Suite("Per-input margin, and a view revealed with the input", .serialized)
struct InputOptionsTests {
  @Test("A field's own margin wins over the avoider's; the others keep the avoider's")
  func marginPerInput() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let screen = SettingsScreen(frame: stage.window.bounds)
    stage.present(screen)
    let form = try #require(screen.form)
    form.fields[14].keyboardMargin = 40
    stage.watchFocus(among: form.fields)
    form.fields[14].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    // The form's own 24.5 pt bottom inset (the app's) stays between the field and the keyboard,
    // beyond the margin.
    let appInset: CGFloat = 24.5
    #expect(
      abs((stage.settledMargin ?? 0) - (40 + appInset)) < 0.5, "gap \(stage.settledMargin ?? .nan)")
    form.fields[17].becomeFirstResponder()
    stage.run(for: 0.6)
    #expect(
      abs((stage.settledMargin ?? 0) - (16 + appInset)) < 0.5, "gap \(stage.settledMargin ?? .nan)")
    stage.hideKeyboard()
    #expect(form.scrollView.contentInset.bottom == appInset)
  }

  /// A login screen with no scroll view: email, password, and a Sign in button below them.
  @MainActor
  struct Login {
    let screen: FramedViewController
    let email = UITextField(frame: CGRect(x: 24, y: 560, width: 345, height: 44))
    let password = UITextField(frame: CGRect(x: 24, y: 620, width: 345, height: 44))
    let signIn = UIButton(frame: CGRect(x: 24, y: 690, width: 345, height: 50))

    init(on stage: Stage) {
      screen = FramedViewController(frame: stage.window.bounds)
      for view in [email, password, signIn] as [UIView] { screen.view.addSubview(view) }
      stage.present(screen)
    }
  }

  @Test("The Sign in button comes above the keyboard with the password, lifting the screen")
  func buttonRevealedWithPassword() {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let login = Login(on: stage)
    login.password.keyboardRevealsAlso = login.signIn
    stage.watched = { (login.signIn, login.signIn.bounds) }
    login.password.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(abs((stage.settledMargin ?? 0) - 16) < 0.5, "button gap \(stage.settledMargin ?? .nan)")
    stage.hideKeyboard()
    #expect(login.screen.view.transform == .identity)

    // A title 500 pt above the password: both cannot fit above the keyboard, so the field does.
    let title = UIButton(frame: CGRect(x: 24, y: 120, width: 345, height: 44))
    login.screen.view.addSubview(title)
    login.password.keyboardRevealsAlso = title
    stage.clearSamples()
    stage.watched = { (login.password, login.password.bounds) }
    stage.showKeyboard(height: 336)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    #expect((stage.settledMargin ?? -1) >= 15.5)
    stage.hideKeyboard()
  }

  @Test("In a scroll view too; and when both do not fit, the input comes first")
  func buttonRevealedInScrollView() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let screen = SettingsScreen(frame: stage.window.bounds)
    stage.present(screen)
    let form = try #require(screen.form)
    let save = UIButton(
      frame: CGRect(x: 16, y: form.fields[16].frame.maxY + 24, width: 361, height: 50))
    form.scrollView.addSubview(save)
    form.fields[16].keyboardRevealsAlso = save
    stage.watched = { (save, save.bounds) }
    form.fields[16].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    // Beyond the margin, the form's own 24.5 pt bottom inset.
    #expect(
      abs((stage.settledMargin ?? 0) - (16 + 24.5)) < 0.5,
      "button gap \(stage.settledMargin ?? .nan)")
    stage.hideKeyboard()
    _ = form.fields[16].resignFirstResponder()

    // A heading 600 pt above the field: both cannot be above the keyboard, so the field is.
    let far = UIButton(
      frame: CGRect(x: 16, y: form.fields[16].frame.minY - 600, width: 361, height: 44))
    form.scrollView.addSubview(far)
    form.fields[16].keyboardRevealsAlso = far
    stage.clearSamples()
    stage.watchFocus(among: [form.fields[16]])
    form.fields[16].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    #expect((stage.settledMargin ?? -1) >= 15.5)
    stage.hideKeyboard()
  }

  @Test("Bad margins: not finite is ignored, negative is 0; nil gives the avoider's back")
  func badMargins() {
    let field = UITextField(frame: .zero)
    field.keyboardMargin = .nan
    #expect(field.keyboardMargin == nil)
    field.keyboardMargin = -.infinity
    #expect(field.keyboardMargin == nil)
    field.keyboardMargin = -5
    #expect(field.keyboardMargin == 0)
    field.keyboardMargin = 24
    #expect(field.keyboardMargin == 24)
    field.keyboardMargin = nil
    #expect(field.keyboardMargin == nil)
    #expect(field.keyboardMargin(or: 16) == 16)
    let button = UIButton(frame: .zero)
    field.keyboardRevealsAlso = button
    #expect(field.keyboardRevealsAlso === button)
    #expect(field.alsoRevealedRect(button) == nil, "not in a window")
  }

  @Test("The configuration in one line equals the one built a property at a time")
  func configurationInOneLine() {
    var built = KeyboardAvoidanceConfiguration()
    built.margin = 24
    built.revealsFocusedInput = false
    #expect(KeyboardAvoidanceConfiguration(margin: 24, revealsFocusedInput: false) == built)
    #expect(KeyboardAvoidanceConfiguration(margin: 24) != built)
    #expect(KeyboardAvoidanceConfiguration().margin == 16)
  }
}
