import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// The app-wide mode: one line at launch, nothing stored per screen.
///
/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34), a 336 pt docked keyboard.
@MainActor
@Suite("Automatic mode: one line for the whole app", .serialized)
struct AutomaticModeTests {
  static let safeArea = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
  /// What a scroll view filling the window gains: the keyboard's overlap less the safe area.
  static let share: CGFloat = 336 - 34

  static func makeStage() -> Stage {
    Stage(screenSize: CGSize(width: 393, height: 852), safeArea: safeArea)
  }

  @Test(
    "Three screens, nothing stored: a form scrolls, a login screen lifts, notes follow the caret")
  func threeScreenApp() throws {
    let stage = Self.makeStage()
    let log = LogRecorder()
    defer { log.stop() }
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    #expect(AutomaticKeyboardAvoidance.isRunning)

    // Settings: a scroll view form.
    let settings = SettingsScreen(frame: stage.window.bounds)
    stage.present(settings)
    let form = try #require(settings.form)
    stage.watchFocus(among: form.fields)
    form.fields[11].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(form.scrollView.contentInset.bottom == 24.5 + Self.share)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    #expect((stage.settledMargin ?? -1) >= 0)
    form.fields[14].becomeFirstResponder()
    stage.run(for: 0.4)
    #expect((stage.settledMargin ?? -1) >= 0)
    stage.hideKeyboard()
    #expect(form.scrollView.contentInset.bottom == 24.5)
    #expect(form.scrollView.verticalScrollIndicatorInsets.bottom == 0)
    form.fields[14].resignFirstResponder()
    settings.view.removeFromSuperview()

    // Login: no scroll view, the screen lifts just enough.
    let login = LoginScreen(frame: stage.window.bounds)
    stage.present(login)
    stage.clearSamples()
    stage.watchFocus(among: login.fields)
    login.fields[1].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(login.view.transform.ty < 0)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    stage.hideKeyboard()
    #expect(login.view.transform == .identity)
    login.fields[1].resignFirstResponder()
    login.view.removeFromSuperview()

    // Notes: a text view with no enclosing scroll view scrolls its own caret; UIKit announces
    // the keyboard before the text view begins editing.
    let notesScreen = NotesScreen(frame: stage.window.bounds)
    stage.present(notesScreen)
    let notes = try #require(notesScreen.notes)
    stage.clearSamples()
    stage.watchFocus(among: [notes])
    let keyboard = stage.docked(height: 336)
    stage.post(.willShow, begin: stage.offscreen(keyboard), end: keyboard)
    stage.post(.willChangeFrame, begin: stage.offscreen(keyboard), end: keyboard)
    notes.becomeFirstResponder()
    stage.run(for: 0.4)
    // Empty, the text view's content is shorter than it: UIKit adds no safe area to its vertical
    // insets, so the library's share is the whole overlap.
    #expect(notes.adjustedContentInset.bottom == 336)
    #expect(notes.contentInset.bottom == 336)
    for line in 0..<60 { notes.insertText("line \(line)\n") }
    stage.run(for: 0.2)
    #expect(notes.contentOffset.y > 0)
    // Taller than it now, it takes the home indicator's strip, and the share shrinks by as much:
    // the room below the caret is the overlap and at most the margin the content's end lacks.
    #expect(notes.adjustedContentInset.bottom - notes.contentInset.bottom == 34)
    #expect(notes.adjustedContentInset.bottom <= 336 + 16)

    // Nothing was stored by the app: each view keeps its own avoider.
    #expect(AvoiderOwnership.owner(of: form.scrollView) is ScrollViewKeyboardAvoider)
    #expect(AvoiderOwnership.owner(of: login.view) is LiftingKeyboardAvoider)
    #expect(AvoiderOwnership.owner(of: notes) is ScrollViewKeyboardAvoider)
    #expect(log.lines.contains("automatic: scroll-view avoidance for UIScrollView"))
    #expect(log.lines.contains("automatic: lift for screen UIView"))
    #expect(log.lines.contains("automatic: scroll-view avoidance for UITextView"))
    print(log.lines.joined(separator: "\n"))
  }

  @Test("An input, a container or a screen that opted out is left alone")
  func optOut() throws {
    for level in ["input", "container", "screen"] {
      let stage = Self.makeStage()
      AutomaticKeyboardAvoidance.start(center: stage.center)
      defer { AutomaticKeyboardAvoidance.stop() }
      let settings = SettingsScreen(frame: stage.window.bounds)
      stage.present(settings)
      let form = try #require(settings.form)
      switch level {
      case "input": form.fields[11].allowsAutomaticKeyboardAvoidance = false
      case "container": form.scrollView.allowsAutomaticKeyboardAvoidance = false
      default: settings.view.allowsAutomaticKeyboardAvoidance = false
      }
      form.fields[11].becomeFirstResponder()
      stage.showKeyboard(height: 336)
      #expect(form.scrollView.contentInset.bottom == 24.5, "opted out at the \(level)")
      #expect(AvoiderOwnership.owner(of: form.scrollView) == nil, "opted out at the \(level)")
      // Opting back in takes effect at the next input that begins editing.
      form.fields[11].allowsAutomaticKeyboardAvoidance = true
      form.scrollView.allowsAutomaticKeyboardAvoidance = true
      settings.view.allowsAutomaticKeyboardAvoidance = true
      form.fields[12].becomeFirstResponder()
      stage.run(for: 0.4)
      #expect(form.scrollView.contentInset.bottom == 24.5 + Self.share, "back in at the \(level)")
    }
  }

  @Test("An avoider the app attached wins; attached later, it replaces the automatic one quietly")
  func explicitAvoiderWins() throws {
    let stage = Self.makeStage()
    var warnings: [String] = []
    KeyboardAvoidanceWarnings.handler = { warnings.append($0) }
    defer { KeyboardAvoidanceWarnings.handler = nil }
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }

    // Attached before: the automatic mode adds nothing of its own.
    let settings = SettingsScreen(frame: stage.window.bounds)
    stage.present(settings)
    let form = try #require(settings.form)
    let explicit = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[11].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(form.scrollView.contentInset.bottom == 24.5 + Self.share)
    #expect(AvoiderOwnership.owner(of: form.scrollView) === explicit)
    stage.hideKeyboard()
    #expect(form.scrollView.contentInset.bottom == 24.5)

    // A plain-view avoider on a card inside the screen covers the inputs inside it: the screen
    // itself is not lifted as well.
    let login = LoginScreen(frame: stage.window.bounds)
    stage.present(login)
    let card = UIView(frame: login.view.bounds)
    login.view.addSubview(card)
    for field in login.fields { card.addSubview(field) }
    let lifter = LiftingKeyboardAvoider(view: card, center: stage.center)
    login.fields[1].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(AvoiderOwnership.owner(of: card) === lifter)
    #expect(AvoiderOwnership.owner(of: login.view) == nil)
    #expect(login.view.transform == .identity)
    let fieldBottom = login.fields[1].convert(login.fields[1].bounds, to: nil).maxY
    #expect(fieldBottom <= stage.docked(height: 336).minY)
    #expect(fieldBottom > stage.docked(height: 336).minY - 40)
    stage.hideKeyboard()
    #expect(card.transform == .identity)
    login.view.removeFromSuperview()

    // Attached after, while the keyboard is up: it takes over, the inset is counted once.
    let other = SettingsScreen(frame: stage.window.bounds)
    stage.present(other)
    let otherForm = try #require(other.form)
    otherForm.fields[11].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let automatic = try #require(AvoiderOwnership.owner(of: otherForm.scrollView))
    #expect(automatic.session.isAutomatic)
    let late = ScrollViewKeyboardAvoider(scrollView: otherForm.scrollView, center: stage.center)
    stage.run(for: 0.4)
    #expect(otherForm.scrollView.contentInset.bottom == 24.5 + Self.share)
    #expect(AvoiderOwnership.owner(of: otherForm.scrollView) === late)
    stage.hideKeyboard()
    #expect(otherForm.scrollView.contentInset.bottom == 24.5)
    #expect(warnings.isEmpty, "\(warnings)")
  }

  @Test("Stopping the automatic mode with the keyboard up gives everything back at once")
  func stopWhileShown() throws {
    let stage = Self.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    let settings = SettingsScreen(frame: stage.window.bounds)
    stage.present(settings)
    let form = try #require(settings.form)
    form.fields[11].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(form.scrollView.contentInset.bottom == 24.5 + Self.share)
    AutomaticKeyboardAvoidance.stop()
    #expect(!AutomaticKeyboardAvoidance.isRunning)
    #expect(form.scrollView.contentInset.bottom == 24.5)
    #expect(AvoiderOwnership.owner(of: form.scrollView) == nil)
    form.fields[12].becomeFirstResponder()
    stage.run(for: 0.4)
    #expect(form.scrollView.contentInset.bottom == 24.5)
  }

  @Test(
    "With the toolbar on, inputs get Previous / Next / Done through their screen; an app's accessory stays"
  )
  func automaticToolbar() throws {
    let stage = Self.makeStage()
    AutomaticKeyboardAvoidance.start(showsToolbar: true, center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let settings = SettingsScreen(frame: stage.window.bounds)
    stage.present(settings)
    let form = try #require(settings.form)
    let appAccessory = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 40))
    form.fields[5].inputAccessoryView = appAccessory
    form.fields[3].becomeFirstResponder()
    let bar = try #require(form.fields[3].inputAccessoryView as? UIToolbar)
    #expect(form.fields[4].inputAccessoryView === bar)
    #expect(form.fields[5].inputAccessoryView === appAccessory)
    #expect(bar.items?.count == 4)
    #expect(bar.items?.first?.accessibilityLabel == "Previous")
    // Next goes to the following field, and that one shows the same bar.
    let next = try #require(bar.items?[1])
    #expect(next._simulateTap())
    #expect(form.fields[4].isFirstResponder)
    // An input added later gets a bar that knows it.
    let late = UITextField(frame: CGRect(x: 16, y: 1400, width: 361, height: 44))
    form.scrollView.addSubview(late)
    late.becomeFirstResponder()
    let newBar = try #require(late.inputAccessoryView as? UIToolbar)
    #expect(form.fields[4].inputAccessoryView === newBar)
  }

  @Test(
    "A short text view is shown whole, lifted with its screen or scrolled in a form; a tall one by its caret"
  )
  func shortTextViewShownWhole() throws {
    let stage = Self.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    // A feedback screen: a 100 pt box near the bottom, as apps lay out a comment field.
    let screen = FramedViewController(frame: stage.window.bounds)
    stage.present(screen)
    let box = UITextView(frame: CGRect(x: 16, y: 680, width: 361, height: 100))
    screen.view.addSubview(box)
    stage.watched = { (box, box.bounds) }
    let keyboard = stage.docked(height: 336)
    // UIKit announces the keyboard before the text view begins editing (tapped).
    stage.moveKeyboard(to: keyboard, afterWill: { box.becomeFirstResponder() })
    let shown = box.convert(box.bounds, to: stage.window)
    #expect(
      shown.maxY <= keyboard.minY - 8,
      "the box's bottom \(shown.maxY), keyboard at \(keyboard.minY)")
    #expect(shown.minY >= Self.safeArea.top)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    stage.hideKeyboard()
    #expect(screen.view.transform == .identity)
    box.resignFirstResponder()

    // Taller than the room above the keyboard (457 pt less the margin): the caret rules.
    box.frame = CGRect(x: 16, y: 200, width: 361, height: 600)
    stage.watched = nil
    stage.moveKeyboard(to: keyboard, afterWill: { box.becomeFirstResponder() })
    let caret = box.convert(box.keyboardRevealRect, to: stage.window)
    #expect(caret.maxY <= keyboard.minY)
    #expect(box.convert(box.bounds, to: stage.window).minY >= Self.safeArea.top - 0.5)
    stage.hideKeyboard()
    box.resignFirstResponder()
    screen.view.removeFromSuperview()

    // The same box in a scrolling form: the form scrolls it whole into view.
    let settings = SettingsScreen(frame: stage.window.bounds)
    stage.present(settings)
    let form = try #require(settings.form)
    let inForm = UITextView(frame: CGRect(x: 16, y: 700, width: 361, height: 100))
    form.scrollView.addSubview(inForm)
    stage.moveKeyboard(to: keyboard, afterWill: { inForm.becomeFirstResponder() })
    let scrolled = inForm.convert(inForm.bounds, to: stage.window)
    #expect(scrolled.maxY <= keyboard.minY - 8, "the box's bottom \(scrolled.maxY) in the form")
  }

  @Test("The walk goes up from the input only: siblings' subtrees are never visited")
  func walkIsUpward() throws {
    let stage = Self.makeStage()
    let settings = SettingsScreen(frame: stage.window.bounds)
    stage.present(settings)
    let form = try #require(settings.form)
    // A sibling subtree that traps any downward visit: its views fail when asked for `next`.
    let trap = TrapView(frame: .zero)
    settings.view.addSubview(trap)
    for _ in 0..<3 { trap.addSubview(TrapView(frame: .zero)) }
    guard case .scrollView(let found, let enclosing) = AvoidanceTarget.find(for: form.fields[3])
    else {
      Issue.record("expected the form's scroll view")
      return
    }
    #expect(found === form.scrollView)
    #expect(enclosing.isEmpty)
    #expect(TrapView.visits == 0)
  }
}

/// Counts every time the walk asks one of these views anything it reads on the way up.
@MainActor
final class TrapView: UIView {
  static var visits = 0

  override var next: UIResponder? {
    Self.visits += 1
    return super.next
  }
}
