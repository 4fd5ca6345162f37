import Foundation
import HeadlessUIKit
import Testing

@testable import KeyboardAvoidance

@MainActor
@Suite("Navigation groups: Previous, Next and Return stay among a group's inputs")
struct KeyboardNavigationGroupTests {
  /// A page, top to bottom: a name field, a shipping section of two fields, a notes field, a
  /// billing section of two fields.
  @MainActor
  struct Page {
    let name = UITextField(frame: CGRect(x: 16, y: 60, width: 350, height: 44))
    let shipping = UIView(frame: CGRect(x: 0, y: 120, width: 393, height: 120))
    let street = UITextField(frame: CGRect(x: 16, y: 10, width: 350, height: 44))
    let city = UITextField(frame: CGRect(x: 16, y: 64, width: 350, height: 44))
    let notes = UITextField(frame: CGRect(x: 16, y: 260, width: 350, height: 44))
    let billing = UIView(frame: CGRect(x: 0, y: 320, width: 393, height: 120))
    let card = UITextField(frame: CGRect(x: 16, y: 10, width: 350, height: 44))
    let expiry = UITextField(frame: CGRect(x: 16, y: 64, width: 350, height: 44))

    init(in window: UIWindow) {
      shipping.addSubview(street)
      shipping.addSubview(city)
      billing.addSubview(card)
      billing.addSubview(expiry)
      for view in [name, shipping, notes, billing] as [UIView] { window.addSubview(view) }
      shipping.groupsKeyboardNavigation = true
      billing.groupsKeyboardNavigation = true
    }

    var inputs: [UIView] { [name, street, city, notes, card, expiry] }
  }

  @Test("a group's inputs move among themselves, and the inputs outside skip the groups")
  @available(iOS 14, *)
  func toolbarStaysInGroups() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let page = Page(in: stage.window)
    let toolbar = KeyboardToolbar(inputs: page.inputs, center: stage.center)
    page.street.becomeFirstResponder()
    #expect(toolbar.canMoveToPrevious == false, "the name field is outside the group")
    #expect(toolbar.moveToNext())
    #expect(page.city.isFirstResponder)
    #expect(toolbar.canMoveToNext == false, "the section's last field")
    #expect(toolbar.moveToNext() == false)
    page.name.becomeFirstResponder()
    #expect(toolbar.moveToNext())
    #expect(page.notes.isFirstResponder, "the shipping section is skipped")
    #expect(toolbar.canMoveToNext == false, "the billing section too")
    page.expiry.becomeFirstResponder()
    #expect(toolbar.moveToPrevious())
    #expect(page.card.isFirstResponder)
    #expect(toolbar.canMoveToPrevious == false)
  }

  @Test("the grouping is read again with the order, and ungrouped the page is one order")
  @available(iOS 14, *)
  func groupingReadWithTheOrder() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let page = Page(in: stage.window)
    #expect(page.shipping.groupsKeyboardNavigation)
    #expect(page.name.groupsKeyboardNavigation == false)
    let toolbar = KeyboardToolbar(inputs: page.inputs, center: stage.center)
    page.shipping.groupsKeyboardNavigation = false
    page.billing.groupsKeyboardNavigation = false
    page.city.becomeFirstResponder()
    #expect(toolbar.canMoveToNext == false, "still grouped until the order is read again")
    toolbar.refreshOrder()
    #expect(toolbar.moveToNext())
    #expect(page.notes.isFirstResponder)
    #expect(toolbar.moveToNext())
    #expect(page.card.isFirstResponder)
  }

  @Test("moving the focus from code stays in the group as well")
  func codeStaysInGroups() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let page = Page(in: stage.window)
    page.card.becomeFirstResponder()
    #expect(KeyboardFocus.canMoveToPrevious(in: stage.window) == false)
    #expect(KeyboardFocus.moveToNext(in: stage.window))
    #expect(page.expiry.isFirstResponder)
    #expect(KeyboardFocus.moveToNext(in: stage.window) == false)
  }

  @Test("Return moves within the group and ends editing on its last field")
  @available(iOS 14, *)
  func returnStaysInGroups() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let page = Page(in: stage.window)
    let navigation = ReturnKeyNavigation(inputs: page.inputs)
    #expect(page.street.returnKeyType == .next)
    page.street.becomeFirstResponder()
    page.street._simulateReturnKey()
    #expect(page.city.isFirstResponder)
    page.city._simulateReturnKey()
    #expect(!page.city.isFirstResponder, "the section's last field ends editing")
    #expect(!page.notes.isFirstResponder)
    _ = navigation
  }
}
