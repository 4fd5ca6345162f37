import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// A screen lifted by a `LiftingKeyboardAvoider` that holds a scroll view with a
/// `ScrollViewKeyboardAvoider` of its own: both move for the same keyboard, and the field must
/// still end above the keyboard and below the window's safe-area top, whichever was attached
/// first.
///
/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34) with a 336 pt keyboard.
@MainActor
@Suite("Nested avoiders: the keyboard counted once", .serialized)
struct NestedLiftTests {
  enum Order: String, CaseIterable, CustomTestStringConvertible {
    case screenFirst = "the screen's avoider attached first"
    case scrollViewFirst = "the scroll view's avoider attached first"

    var testDescription: String { rawValue }
  }

  /// Both avoiders, attached in `order`; kept alive by the caller.
  static func attach(_ order: Order, screen: UIView, form: Form, stage: Stage) -> [AnyObject] {
    // Made in the order given: each starts observing when it is made.
    let lift = { LiftingKeyboardAvoider(view: screen, center: stage.center) }
    let scroll = { ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center) }
    if order == .screenFirst {
      let first = lift()
      return [first, scroll()]
    }
    let first = scroll()
    return [first, lift()]
  }

  @Test(
    "A lifted screen holding an avoided form: the field ends between the safe area and the keyboard",
    arguments: Order.allCases)
  func liftedScreenHoldingAvoidedForm(_ order: Order) throws {
    let stage = OrdinaryMisuseTests.makeStage()
    let screen = SettingsScreen(frame: stage.window.bounds)
    stage.present(screen)
    let form = try #require(screen.form)
    let avoiders = Self.attach(order, screen: screen.view, form: form, stage: stage)
    stage.watchFocus(among: form.fields)
    form.fields[16].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    stage.run(for: 0.1)
    let field = form.fields[16]._presentationRect(inScreen: form.fields[16].bounds)
    let description = OrdinaryMisuseTests.describe(form.fields[16], stage)
    #expect(field.minY >= 59, "\(description)")
    let margin = try #require(stage.settledMargin)
    // The form shows room for the field above the keyboard: it scrolls, the screen stays. The
    // margin is the configured 16 plus the form's own 24.5 pt bottom inset, which the reveal keeps.
    #expect(screen.view.transform == .identity, "\(description)")
    #expect(margin >= 15.5 && margin <= 24.5 + 16.5, "\(description)")
    stage.hideKeyboard()
    #expect(screen.view.transform == .identity)
    #expect(form.scrollView.contentInset.bottom == 24.5)
    _ = avoiders
  }

  @Test(
    "A short form low on a lifted screen: the screen lifts just enough for the form to reveal",
    arguments: Order.allCases)
  func shortFormLowOnLiftedScreen(_ order: Order) throws {
    let stage = OrdinaryMisuseTests.makeStage()
    let screen = FramedViewController(frame: stage.window.bounds)
    stage.present(screen)
    // 220 pt of form at the screen's bottom: 56 pt of it would show above a 336 pt keyboard,
    // less than a field and its margins.
    let form = Form(
      in: screen.view, frame: CGRect(x: 0, y: 852 - 34 - 220, width: 393, height: 220),
      fieldCount: 6)
    let avoiders = Self.attach(order, screen: screen.view, form: form, stage: stage)
    stage.watchFocus(among: form.fields)
    form.fields[4].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    stage.run(for: 0.1)
    let field = form.fields[4]._presentationRect(inScreen: form.fields[4].bounds)
    let description = OrdinaryMisuseTests.describe(form.fields[4], stage)
    #expect(screen.view.transform.ty < 0, "\(description)")
    #expect(field.minY >= 59, "\(description)")
    let margin = try #require(stage.settledMargin)
    #expect(margin >= 15.5 && margin <= 16.5, "\(description)")
    stage.hideKeyboard()
    #expect(screen.view.transform == .identity)
    _ = avoiders
  }
}
