import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// Screens the app does not own, left alone by type; the toolbar off for a screen type; planning
/// again when the app moved a field without telling anyone; and the keyboard read at once.
///
/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34), a 336 pt docked keyboard.
@MainActor
@Suite("Automatic mode: screens by type, re-planning now, the keyboard now", .serialized)
struct ScreensAndReplanTests {
  /// A third-party SDK's screen: a field low on it, no way to adopt a protocol.
  class VendorCheckoutViewController: FramedViewController {
    let cardField = UITextField(frame: CGRect(x: 16, y: 700, width: 361, height: 44))

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(cardField)
    }
  }

  /// A subclass the app cannot see either (a vendor's variant).
  final class VendorExpressCheckoutViewController: VendorCheckoutViewController {}

  @Test("A screen class in ignoredScreens, or a subclass, is left alone; others are not")
  func ignoredScreens() {
    let stage = AutomaticModeTests.makeStage()
    let log = LogRecorder()
    defer { log.stop() }
    AutomaticKeyboardAvoidance.ignoredScreens = [VendorCheckoutViewController.self]
    defer { AutomaticKeyboardAvoidance.ignoredScreens = [] }
    AutomaticKeyboardAvoidance.start(showsToolbar: true, center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    for screen in [
      VendorCheckoutViewController(frame: stage.window.bounds),
      VendorExpressCheckoutViewController(frame: stage.window.bounds),
    ] {
      stage.present(screen)
      screen.cardField.becomeFirstResponder()
      stage.showKeyboard(height: 336)
      #expect(screen.view.transform == .identity, "\(type(of: screen)) was lifted")
      #expect(AvoiderOwnership.owner(of: screen.view) == nil)
      #expect(screen.cardField.inputAccessoryView == nil, "no toolbar either")
      stage.hideKeyboard()
      _ = screen.cardField.resignFirstResponder()
      screen.view.removeFromSuperview()
    }
    #expect(log.lines.contains { $0.contains("is in AutomaticKeyboardAvoidance.ignoredScreens") })

    // The app's own screen of the same shape is avoided.
    let own = LoginScreen(frame: stage.window.bounds)
    stage.present(own)
    own.fields[1].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(own.view.transform.ty < 0)
    stage.hideKeyboard()
  }

  @Test("A screen class in screensWithoutToolbar gets no toolbar, and is still avoided")
  func screensWithoutToolbar() {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.screensWithoutToolbar = [VendorCheckoutViewController.self]
    defer { AutomaticKeyboardAvoidance.screensWithoutToolbar = [] }
    AutomaticKeyboardAvoidance.start(showsToolbar: true, center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let screen = VendorExpressCheckoutViewController(frame: stage.window.bounds)
    stage.present(screen)
    stage.watchFocus(among: [screen.cardField])
    screen.cardField.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(screen.cardField.inputAccessoryView == nil)
    #expect(screen.view.transform.ty < 0)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    stage.hideKeyboard()
  }

  @Test("replan(): a field the app moved under the keyboard is shown again at once")
  func replanAfterTheAppMovedAField() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let screen = SettingsScreen(frame: stage.window.bounds)
    stage.present(screen)
    let form = try #require(screen.form)
    let field = form.fields[4]
    stage.watchFocus(among: [field])
    field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect((stage.settledMargin ?? -1) >= 0)
    // The app moves the field down its form (a section opened above it), with no event.
    field.frame.origin.y += 520
    stage.run(for: 0.6)
    #expect((stage.settledMargin ?? 0) < 0, "under the keyboard until the app asks")
    AutomaticKeyboardAvoidance.replan()
    stage.run(for: 0.6)
    #expect((stage.settledMargin ?? -1) >= 15.5)
    stage.hideKeyboard()
    #expect(form.scrollView.contentInset.bottom == 24.5, "the app's own inset, back")
  }

  @Test("An avoider's replan() does the same for the app's own avoider")
  func avoiderReplan() {
    let stage = AutomaticModeTests.makeStage()
    let root = UIView(frame: stage.window.bounds)
    stage.window.addSubview(root)
    let field = UITextField(frame: CGRect(x: 16, y: 300, width: 361, height: 44))
    root.addSubview(field)
    let avoider = LiftingKeyboardAvoider(view: root, center: stage.center)
    stage.watchFocus(among: [field])
    field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(root.transform == .identity, "clear of the keyboard: nothing to lift")
    field.frame.origin.y = 700
    avoider.replan()
    stage.run(for: 0.6)
    #expect((stage.settledMargin ?? -1) >= 15.5)
    stage.hideKeyboard()
    #expect(root.transform == .identity)
  }

  @Test("lastAnnounced: the keyboard read at once, its frame and what it covers of a view")
  func keyboardNow() throws {
    let stage = AutomaticModeTests.makeStage()
    #expect(KeyboardObserver.lastAnnounced(on: stage.center) == nil)
    stage.showKeyboard(height: 336)
    let shown = try #require(KeyboardObserver.lastAnnounced(on: stage.center))
    #expect(shown.event.endFrameInScreen == stage.docked(height: 336))
    #expect(shown.overlap(with: stage.window) == 336)
    stage.hideKeyboard()
    let hidden = try #require(KeyboardObserver.lastAnnounced(on: stage.center))
    #expect(hidden.overlap(with: stage.window) == 0)
  }
}
