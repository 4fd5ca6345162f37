import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// A one-time-code box: a view adopting `UIKeyInput` brings up the keyboard when it becomes first
/// responder, but UIKit posts no editing notification for it (those belong to `UITextField` and
/// `UITextView`).
@MainActor
final class CodeInputView: UIView, UIKeyInput {
  private(set) var code = ""
  var hasText: Bool { !code.isEmpty }
  func insertText(_ text: String) { code += text }
  func deleteBackward() { code = String(code.dropLast()) }
  override var canBecomeFirstResponder: Bool { true }
}

/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34), a 336 pt keyboard.
@MainActor
@Suite("Inputs that are not text fields or text views", .serialized)
struct KeyInputResponderTests {
  @Test("A one-time-code box low on a plain screen is lifted above the keyboard")
  func codeBoxLifted() throws {
    let stage = AutomaticModeTests.makeStage()
    let screen = UIView(frame: stage.window.bounds)
    stage.window.addSubview(screen)
    let code = CodeInputView(frame: CGRect(x: 40, y: 680, width: 313, height: 56))
    screen.addSubview(code)
    let avoider = LiftingKeyboardAvoider(view: screen, center: stage.center)
    stage.watched = { (code, code.bounds) }
    #expect(code.becomeFirstResponder())
    stage.showKeyboard(height: 336)
    #expect(screen.transform.ty < 0, "lifted: \(screen.transform)")
    #expect((stage.settledMargin ?? -1) >= 15.5, "gap \(stage.settledMargin ?? -1)")
    stage.hideKeyboard()
    #expect(screen.transform == .identity)
    _ = avoider
  }

  @Test("A code box in a form's scroll view is scrolled clear, not only inset")
  func codeBoxInAScrollView() throws {
    let stage = AutomaticModeTests.makeStage()
    let form = Form(in: stage.window, fieldCount: 12)
    let code = CodeInputView(frame: CGRect(x: 40, y: 20 + 12 * 64, width: 313, height: 56))
    form.scrollView.addSubview(code)
    form.scrollView.contentSize.height += 80
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    stage.watched = { (code, code.bounds) }
    #expect(code.becomeFirstResponder())
    stage.showKeyboard(height: 336)
    #expect(form.scrollView.contentInset.bottom == 302)
    #expect((stage.settledMargin ?? -1) >= 15.5, "gap \(stage.settledMargin ?? -1)")
    _ = avoider
  }
}

/// The automatic mode with inputs no editing notification names.
@MainActor
@Suite("The automatic mode and UIKeyInput responders", .serialized)
struct AutomaticKeyInputTests {
  enum Placement: String, CaseIterable, CustomTestStringConvertible {
    /// Low on a plain screen: the screen is lifted.
    case plainScreen = "low on a plain screen"
    /// The last row of a form: the form's scroll view is inset and scrolled.
    case form = "at the end of a form"

    var testDescription: String { rawValue }
  }

  /// Runs `body` on a stage under the automatic mode, started before the app's window became
  /// key (as at launch), with the number of first-responder searches the log has counted so far.
  func underAutomaticMode(_ body: (Stage, () -> Int) throws -> Void) rethrows {
    let stage = AutomaticModeTests.makeStage()
    var searches = 0
    KeyboardAvoidanceLog.isEnabled = true
    KeyboardAvoidanceLog.sink = { if $0.contains("looked for a first responder") { searches += 1 } }
    defer {
      KeyboardAvoidanceLog.isEnabled = false
      KeyboardAvoidanceLog.sink = nil
    }
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    UIWindow(frame: stage.window.frame).makeKey()
    stage.window.makeKey()
    try body(stage, { searches })
  }

  @Test(
    "A one-time-code box the app never announces is found at the keyboard and avoided",
    arguments: Placement.allCases)
  func codeBoxFound(_ placement: Placement) {
    underAutomaticMode { stage, searches in
      let screen = FramedViewController(frame: stage.window.bounds)
      stage.present(screen)
      let code: CodeInputView
      let container: UIView
      switch placement {
      case .plainScreen:
        code = CodeInputView(frame: CGRect(x: 40, y: 680, width: 313, height: 56))
        screen.view.addSubview(code)
        container = screen.view
      case .form:
        let form = Form(in: screen.view, fieldCount: 12)
        code = CodeInputView(frame: CGRect(x: 40, y: 20 + 12 * 64, width: 313, height: 56))
        form.scrollView.addSubview(code)
        form.scrollView.contentSize.height += 80
        container = form.scrollView
      }
      stage.watched = { (code, code.bounds) }
      #expect(code.becomeFirstResponder())
      stage.showKeyboard(height: 336)
      let owner = AvoiderOwnership.owner(of: container)
      #expect(
        placement == .form
          ? owner is ScrollViewKeyboardAvoider : owner is LiftingKeyboardAvoider,
        "attached to \(type(of: container)): \(owner.map { "\(type(of: $0))" } ?? "nothing")")
      #expect((stage.settledMargin ?? -1) >= 15.5, "gap \(stage.settledMargin ?? -1)")
      // The predictive bar turned on: the keyboard grows, and the box is not searched for again.
      stage.moveKeyboard(to: stage.docked(height: 380))
      #expect((stage.settledMargin ?? -1) >= 15.5, "gap \(stage.settledMargin ?? -1)")
      #expect(searches() == 1, "the first responder is looked for once per input")
      stage.hideKeyboard()
      #expect(screen.view.transform == .identity)
      if let scrollView = container as? UIScrollView {
        #expect(scrollView.contentInset.bottom == 0)
      }
    }
  }

  @Test(
    "A window made key before start() (at launch) is found from the app's scenes once it is active")
  func keyWindowBeforeStart() {
    let stage = AutomaticModeTests.makeStage()
    // The stage's window is already key, as an app's made in didFinishLaunching is.
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let application = UIApplication(_scenes: [UIWindowScene(_windows: [stage.window])])
    stage.center.post(name: UIApplication.didBecomeActiveNotification, object: application)
    expectCodeBoxLifted(on: stage)
  }

  @Test(
    "A mode started after the window became key finds a code box at once, from the running app")
  func codeBoxWhenStartedAfterKey() {
    // As a scene delegate does: the window is made key and visible, then the mode starts.
    let stage = AutomaticModeTests.makeStage()
    let application = UIApplication(_scenes: [UIWindowScene(_windows: [stage.window])])
    HeadlessEnvironment.application = application
    defer { HeadlessEnvironment.application = nil }
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    expectCodeBoxLifted(on: stage)
  }

  @Test("In an app extension, with no application to read, a code box is found from activation")
  func codeBoxInAppExtension() {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let screen = FramedViewController(frame: stage.window.bounds)
    stage.present(screen)
    let code = CodeInputView(frame: CGRect(x: 40, y: 680, width: 313, height: 56))
    screen.view.addSubview(code)
    #expect(code.becomeFirstResponder())
    stage.showKeyboard(height: 336)
    #expect(AvoiderOwnership.owner(of: screen.view) == nil, "no window known, none searched")
    stage.hideKeyboard()
    _ = code.resignFirstResponder()
    let host = UIApplication(_scenes: [UIWindowScene(_windows: [stage.window])])
    stage.center.post(name: UIApplication.didBecomeActiveNotification, object: host)
    screen.view.removeFromSuperview()
    expectCodeBoxLifted(on: stage)
  }

  /// Presents a screen whose one input is a code box low down, focuses it and shows the keyboard:
  /// the mode must find the box and lift the screen, and give it back on hide.
  private func expectCodeBoxLifted(on stage: Stage) {
    let screen = FramedViewController(frame: stage.window.bounds)
    stage.present(screen)
    let code = CodeInputView(frame: CGRect(x: 40, y: 680, width: 313, height: 56))
    screen.view.addSubview(code)
    stage.watched = { (code, code.bounds) }
    #expect(code.becomeFirstResponder())
    stage.showKeyboard(height: 336)
    #expect(AvoiderOwnership.owner(of: screen.view) is LiftingKeyboardAvoider)
    #expect((stage.settledMargin ?? -1) >= 15.5, "gap \(stage.settledMargin ?? -1)")
    stage.hideKeyboard()
    #expect(screen.view.transform == .identity)
  }

  /// How the mode is started again after launch.
  enum Restart: String, CaseIterable, CustomTestStringConvertible {
    /// Stopped, then started again (a settings switch, the device lab's strategy picker).
    case stopThenStart = "stopped and started again"
    /// Started again with other options while running.
    case otherOptions = "started again with other options"

    var testDescription: String { rawValue }
  }

  /// How the first run learnt the app's window.
  enum Learnt: String, CaseIterable, CustomTestStringConvertible {
    /// From the app's activation (its window was key before `start()`).
    case activation = "from the app's activation"
    /// From the window becoming key after `start()`.
    case becameKey = "from the window becoming key"

    var testDescription: String { rawValue }
  }

  @Test(
    "A mode started again after launch still finds a code box, with no activation in between",
    arguments: Restart.allCases, Learnt.allCases)
  func codeBoxAfterRestart(_ restart: Restart, _ learnt: Learnt) {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    // The app lives as long as the process; the mode holds it weakly.
    let application = UIApplication(_scenes: [UIWindowScene(_windows: [stage.window])])
    switch learnt {
    case .activation:
      stage.center.post(name: UIApplication.didBecomeActiveNotification, object: application)
    case .becameKey:
      UIWindow(frame: stage.window.frame).makeKey()
      stage.window.makeKey()
    }
    restartAutomaticMode(restart, center: stage.center)
    expectCodeBoxLifted(on: stage)
    _ = application
  }

  /// Counts the automatic mode's searches for an unannounced first responder while `body` runs.
  private func countingSearches(_ body: () -> Void) -> Int {
    var searches = 0
    KeyboardAvoidanceLog.isEnabled = true
    KeyboardAvoidanceLog.sink = { if $0.contains("looked for a first responder") { searches += 1 } }
    defer {
      KeyboardAvoidanceLog.isEnabled = false
      KeyboardAvoidanceLog.sink = nil
    }
    body()
    return searches
  }

  @Test(
    "What a run knew of one center's windows is not taken by a run on another",
    arguments: Restart.allCases)
  func restartOnAnotherCenter(_ restart: Restart) {
    let first = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: first.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    UIWindow(frame: first.window.frame).makeKey()
    first.window.makeKey()
    // The next run is on another center, whose app's window became key before it started:
    // nothing is known there, so nothing is searched (the first center's window least of all).
    let second = AutomaticModeTests.makeStage()
    restartAutomaticMode(restart, center: second.center)
    first.window.makeKey()
    let code = CodeInputView(frame: CGRect(x: 40, y: 680, width: 313, height: 56))
    second.window.addSubview(code)
    #expect(code.becomeFirstResponder())
    let searches = countingSearches { second.showKeyboard(height: 336) }
    #expect(searches == 0, "searched \(searches) times")
  }

  @Test("A window known to an earlier run that is no longer key is not searched")
  func restartLeavesWindowNoLongerKey() {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    UIWindow(frame: stage.window.frame).makeKey()
    stage.window.makeKey()
    AutomaticKeyboardAvoidance.stop()
    // Another window became key while the mode was off: it heard nothing of it.
    let other = UIWindow(frame: stage.window.frame)
    other.makeKey()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    let code = CodeInputView(frame: CGRect(x: 40, y: 680, width: 313, height: 56))
    stage.window.addSubview(code)
    #expect(code.becomeFirstResponder())
    let searches = countingSearches { stage.showKeyboard(height: 336) }
    #expect(searches == 0, "searched \(searches) times")
    #expect(AvoiderOwnership.owner(of: stage.window) == nil)
    _ = other
  }

  private func restartAutomaticMode(_ restart: Restart, center: NotificationCenter) {
    switch restart {
    case .stopThenStart:
      AutomaticKeyboardAvoidance.stop()
      AutomaticKeyboardAvoidance.start(center: center)
    case .otherOptions:
      AutomaticKeyboardAvoidance.start(
        showsToolbar: !(AutomaticKeyboardAvoidance.running?.showsToolbar ?? false), center: center)
    }
  }

  @Test("A tapped text view, whose keyboard comes first, is looked for once, not per notification")
  func textViewSearchedOnce() {
    underAutomaticMode { stage, searches in
      let notes = UITextView(frame: CGRect(x: 16, y: 120, width: 361, height: 600))
      stage.window.addSubview(notes)
      // UIKit posts will-change-frame and will-show before the text view begins editing.
      stage.moveKeyboard(to: stage.docked(height: 336)) {
        notes._simulateTap(at: CGPoint(x: 20, y: 20))
      }
      #expect(notes.isFirstResponder)
      #expect(searches() == 1, "searched \(searches()) times")
      stage.hideKeyboard()
    }
  }
}
