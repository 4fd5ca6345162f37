import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// The automatic mode and the toolbar on screens built as real apps build them: a form inside a
/// pager, an app indicator inset above a tab bar, a section hidden by a segmented control.
///
/// Each test catches a fault the rest of the suite let through when injected on its own: the
/// outermost of two nested scroll views chosen, the indicator inset restored to 0, hidden inputs
/// kept in the focus order.
///
/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34), a 336 pt docked keyboard.
@MainActor
@Suite("Realistic app values under the automatic mode", .serialized)
struct RealisticAppTests {
  static let share = AutomaticModeTests.share

  enum Outer: String, CaseIterable, CustomTestStringConvertible {
    /// A horizontal pager whose first page is the form (an onboarding flow, tabbed settings).
    case pager = "a horizontal pager"
    /// A page that scrolls vertically as a whole, the form one of its parts.
    case scrollingPage = "a vertically scrolling page"

    var testDescription: String { rawValue }
  }

  /// An outer scroll view filling the window whose first page is a form.
  func pager(_ stage: Stage, _ outer: Outer = .pager) -> (pager: UIScrollView, form: Form) {
    let pager = UIScrollView(frame: stage.window.bounds)
    pager.contentSize =
      outer == .pager
      ? CGSize(width: stage.window.bounds.width * 3, height: 852)
      : CGSize(width: stage.window.bounds.width, height: 852 * 2)
    stage.window.addSubview(pager)
    let page = UIView(frame: stage.window.bounds)
    pager.addSubview(page)
    let form = Form(in: page, contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 24.5, right: 0))
    return (pager, form)
  }

  @Test(
    "A form inside another scroll view: the form scrolls the field clear; a sideways pager is left alone, a vertical page makes room too",
    arguments: Outer.allCases)
  func formInsidePager(_ outer: Outer) throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let (pager, form) = pager(stage, outer)
    let pageOffset = pager.contentOffset
    stage.watchFocus(among: form.fields)
    form.fields[11].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(form.scrollView.contentInset.bottom == 24.5 + Self.share)
    #expect(AvoiderOwnership.owner(of: form.scrollView) is ScrollViewKeyboardAvoider)
    switch outer {
    case .pager:
      #expect(pager.contentInset.bottom == 0, "the pager is left alone")
      #expect(AvoiderOwnership.owner(of: pager) == nil)
    case .scrollingPage:
      // Room to scroll the page when the form shows too little above the keyboard (a short
      // landscape screen); here the form has room, so it alone scrolls.
      #expect(AvoiderOwnership.owner(of: pager) is ScrollViewKeyboardAvoider)
      #expect(pager.contentInset.bottom == Self.share)
      #expect(pager.contentOffset == pageOffset, "exactly one scroll view scrolls")
    }
    #expect((stage.settledMargin ?? -1) >= 15.5)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    stage.hideKeyboard()
    #expect(form.scrollView.contentInset.bottom == 24.5)
    #expect(pager.contentInset.bottom == 0)
  }

  @Test("The app's indicator inset above a tab bar comes back exactly, with the keyboard's on top")
  func appIndicatorInset() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let settings = SettingsScreen(frame: stage.window.bounds)
    stage.present(settings)
    let form = try #require(settings.form)
    // The app keeps its scroll indicator clear of a 49 pt tab bar.
    form.scrollView.verticalScrollIndicatorInsets.bottom = 49
    form.fields[14].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(form.scrollView.verticalScrollIndicatorInsets.bottom == 49 + Self.share)
    form.fields[15].becomeFirstResponder()
    stage.run(for: 0.2)
    stage.hideKeyboard()
    #expect(form.scrollView.verticalScrollIndicatorInsets.bottom == 49)
    #expect(form.scrollView.contentInset.bottom == 24.5)
    // Again, with a plain avoider the app attached.
    AutomaticKeyboardAvoidance.stop()
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[16].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    stage.hideKeyboard()
    #expect(form.scrollView.verticalScrollIndicatorInsets.bottom == 49)
    _ = avoider
  }

  @Test("Previous / Next skip a section a segmented control hid, in the automatic mode's bar")
  @available(iOS 14, *)
  func hiddenSectionSkipped() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(showsToolbar: true, center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    // A checkout form: name, then a shipping section the app hides ("same as billing"), then
    // the card's two fields side by side.
    let root = UIView(frame: stage.window.bounds)
    stage.window.addSubview(root)
    let name = UITextField(frame: CGRect(x: 16, y: 120, width: 361, height: 44))
    let shipping = UIView(frame: CGRect(x: 0, y: 180, width: 393, height: 120))
    let street = UITextField(frame: CGRect(x: 16, y: 0, width: 361, height: 44))
    let city = UITextField(frame: CGRect(x: 16, y: 60, width: 361, height: 44))
    shipping.addSubview(street)
    shipping.addSubview(city)
    shipping.isHidden = true
    let card = UITextField(frame: CGRect(x: 16, y: 320, width: 220, height: 44))
    let expiry = UITextField(frame: CGRect(x: 252, y: 320, width: 125, height: 44))
    for view in [name, shipping, card, expiry] as [UIView] { root.addSubview(view) }
    name.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let toolbars = root.layoutGuides.compactMap {
      ($0 as? LifetimeAttachment)?.owner as? KeyboardToolbar
    }
    let toolbar = try #require(toolbars.first)
    #expect(name.inputAccessoryView === toolbar.toolbar)
    #expect(toolbar.nextItem._simulateTap())
    #expect(card.isFirstResponder, "the hidden street and city are skipped")
    #expect(toolbar.nextItem._simulateTap())
    #expect(expiry.isFirstResponder)
    #expect(toolbar.nextItem.isEnabled == false, "the last visible field has no next")
    #expect(toolbar.previousItem._simulateTap())
    #expect(toolbar.previousItem._simulateTap())
    #expect(name.isFirstResponder, "back over the hidden section")
    #expect(toolbar.previousItem.isEnabled == false)
  }

  @Test("A field right on a page of a horizontal pager lifts the screen, not the pager's inset")
  func fieldOnAPagerPage() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    // An onboarding flow: pages side by side, a sign-up field low on the second page's view.
    let screen = FramedViewController(frame: stage.window.bounds)
    stage.present(screen)
    let pager = UIScrollView(frame: screen.view.bounds)
    pager.contentSize = CGSize(width: 393 * 3, height: 852)
    screen.view.addSubview(pager)
    let field = UITextField(frame: CGRect(x: 16, y: 700, width: 361, height: 44))
    pager.addSubview(field)
    stage.watchFocus(among: [field])
    field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(AvoiderOwnership.owner(of: pager) == nil, "a horizontal-only pager is not the target")
    #expect(pager.contentInset.bottom == 0)
    #expect(AvoiderOwnership.owner(of: screen.view) is LiftingKeyboardAvoider)
    #expect((stage.settledMargin ?? -1) >= 15.5, "gap \(stage.settledMargin ?? -1)")
    stage.hideKeyboard()
    #expect(screen.view.transform == .identity)
  }

  @Test("A scroll view of UIKit's own (a class name starting with _) is passed over for the form")
  func privateScrollViewPassedOver() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let form = Form(in: stage.window, fieldCount: 12)
    // An orthogonal section's internal scroller holds the last field.
    let scroller = _InternalScroller(frame: CGRect(x: 0, y: 20 + 12 * 64, width: 393, height: 60))
    scroller.contentSize = CGSize(width: 393, height: 60)
    form.scrollView.addSubview(scroller)
    form.scrollView.contentSize.height += 80
    let field = UITextField(frame: CGRect(x: 16, y: 8, width: 361, height: 44))
    scroller.addSubview(field)
    field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(AvoiderOwnership.owner(of: scroller) == nil)
    #expect(AvoiderOwnership.owner(of: form.scrollView) is ScrollViewKeyboardAvoider)
    #expect(form.scrollView.contentInset.bottom == Self.share)
  }
}

/// Stands for one of UIKit's private scroll views, whose class names start with an underscore.
@MainActor
final class _InternalScroller: UIScrollView {}
