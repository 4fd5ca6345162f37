import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// Screens built from child controllers, as apps embed them.
///
/// A vendor's address lookup inside the app's checkout (`addChild`, its view added,
/// `didMove(toParent:)`), a panel at the bottom of a screen. The automatic mode's options for a screen hold for it when it is a child, and the
/// screen that lifts is the one the user sees, not the child's panel.
///
/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34), a 336 pt docked keyboard (its top
/// at 516).
@MainActor
@Suite("Child controllers under the automatic mode", .serialized)
struct ChildScreenTests {
  /// The vendor's panel, a child of the checkout screen.
  final class VendorPanel: FramedViewController {}

  /// The app's checkout screen: two fields at the top, and the vendor's 160 pt panel at the
  /// bottom holding its lookup field.
  @MainActor
  struct Checkout {
    let screen: FramedViewController
    let name = UITextField(frame: CGRect(x: 16, y: 120, width: 361, height: 44))
    let email = UITextField(frame: CGRect(x: 16, y: 180, width: 361, height: 44))
    let panel = VendorPanel(frame: CGRect(x: 0, y: 852 - 160, width: 393, height: 160))
    let lookup = UITextField(frame: CGRect(x: 16, y: 16, width: 361, height: 44))

    init(on stage: Stage) {
      screen = FramedViewController(frame: stage.window.bounds)
      screen.view.addSubview(name)
      screen.view.addSubview(email)
      screen.addChild(panel)
      screen.view.addSubview(panel.view)
      panel.didMove(toParent: screen)
      panel.view.addSubview(lookup)
      stage.present(screen)
    }
  }

  func start(_ stage: Stage) {
    AutomaticKeyboardAvoidance.start(
      showsToolbar: true, returnKeyMovesToNextField: true, center: stage.center)
  }

  func reset() {
    AutomaticKeyboardAvoidance.stop()
    AutomaticKeyboardAvoidance.ignoredScreens = []
    AutomaticKeyboardAvoidance.screensWithoutToolbar = []
  }

  @Test("A field in a child's panel at the bottom of the screen is lifted clear: the screen lifts")
  func childPanelFieldLifted() {
    let stage = AutomaticModeTests.makeStage()
    start(stage)
    defer { reset() }
    let checkout = Checkout(on: stage)
    stage.watched = { (checkout.lookup, checkout.lookup.bounds) }
    checkout.lookup.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let shown = checkout.lookup._presentationRect(inScreen: checkout.lookup.bounds)
    #expect(shown.maxY <= 516 - 15.5, "the lookup's bottom at \(shown.maxY), the keyboard at 516")
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    #expect(checkout.panel.view.transform == .identity, "the panel moves with its screen")
    stage.hideKeyboard()
    #expect(checkout.screen.view.transform == .identity)
  }

  @Test("An ignored child's field, edited after the screen's own: no toolbar, no Return, no lift")
  func ignoredChildAfterParent() {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.ignoredScreens = [VendorPanel.self]
    start(stage)
    defer { reset() }
    let checkout = Checkout(on: stage)
    checkout.name.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(checkout.name.inputAccessoryView is UIToolbar, "the screen's own field has the bar")
    checkout.lookup.becomeFirstResponder()
    stage.run(for: 0.5)
    #expect(checkout.lookup.inputAccessoryView == nil, "the screen's toolbar on the ignored field")
    #expect(checkout.lookup.returnKeyType == .default, "its Return key retitled")
    checkout.lookup._simulateReturnKey()
    #expect(checkout.lookup.isFirstResponder, "its Return moved on or ended editing")
    #expect(
      checkout.screen.view.transform == .identity,
      "the screen lifted \(-checkout.screen.view.transform.ty) pt for the ignored field")
    // Back to the screen's own field: it still moves on to the next of its own.
    checkout.name.becomeFirstResponder()
    checkout.name._simulateReturnKey()
    #expect(checkout.email.isFirstResponder)
    #expect(checkout.email.returnKeyType == .done, "the ignored field is not after it")
  }

  @Test(
    "A child screen without the toolbar: its field has none, still lifted and still moved on to")
  func childWithoutToolbar() {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.screensWithoutToolbar = [VendorPanel.self]
    start(stage)
    defer { reset() }
    let checkout = Checkout(on: stage)
    checkout.email.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    checkout.email._simulateReturnKey()
    #expect(checkout.lookup.isFirstResponder, "Return moves on to the child's field")
    stage.run(for: 0.5)
    #expect(checkout.lookup.inputAccessoryView == nil, "the screen's toolbar on the child's field")
    let shown = checkout.lookup._presentationRect(inScreen: checkout.lookup.bounds)
    #expect(shown.maxY <= 516 - 15.5, "the lookup's bottom at \(shown.maxY), the keyboard at 516")
  }
}
