import Foundation
import HeadlessUIKit
import Testing

/// `UITableViewController`'s own keyboard adjustment, as the decompiled UIKitCore of iOS 26.1
/// does it (`TableViewControllerKeyboardSupport` names the sources).
@Suite("A table controller adjusts its table for the keyboard", .serialized)
@MainActor
struct TableViewControllerKeyboardTests {
  /// A keyboard notification on the stand-in's center, ending at `end` (screen coordinates).
  func post(_ name: Notification.Name, end: CGRect) {
    HeadlessEnvironment.notificationCenter.post(
      name: name, object: nil,
      userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: end)])
  }

  @Test(
    "Show and frame change add the overlap less the safe area at once; a hide takes it off a turn later, unless a show comes first"
  )
  func adjustsThroughAdjustedInsetOnly() throws {
    HeadlessEnvironment.reset()
    let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let controller = UITableViewController(style: .plain)
    window.rootViewController = controller
    let table = try #require(controller.tableView)
    table.contentSize = CGSize(width: 390, height: 3000)
    table.contentInsetAdjustmentBehavior = .always
    let keyboard = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
    post(UIResponder.keyboardWillShowNotification, end: keyboard)
    // Into the adjusted inset, never the app's own.
    #expect(table.contentInset.bottom == 0)
    #expect(isClose(table.adjustedContentInset.bottom, 336))
    let taller = CGRect(x: 0, y: 844 - 380, width: 390, height: 380)
    post(UIResponder.keyboardDidChangeFrameNotification, end: taller)
    #expect(isClose(table.adjustedContentInset.bottom, 380))
    post(UIResponder.keyboardWillHideNotification, end: taller.offsetBy(dx: 0, dy: 380))
    #expect(isClose(table.adjustedContentInset.bottom, 380), "not before the next turn")
    HeadlessEnvironment.clock.advance(by: 1.0 / 120)
    #expect(isClose(table.adjustedContentInset.bottom, 34))
    // A show in the same turn as the hide cancels the hide's adjustment.
    post(UIResponder.keyboardWillShowNotification, end: keyboard)
    post(UIResponder.keyboardWillHideNotification, end: keyboard.offsetBy(dx: 0, dy: 336))
    post(UIResponder.keyboardWillShowNotification, end: keyboard)
    HeadlessEnvironment.clock.advance(by: 1.0 / 120)
    #expect(isClose(table.adjustedContentInset.bottom, 336))
    // `.never` gets no adjustment.
    table.contentInsetAdjustmentBehavior = .never
    post(UIResponder.keyboardWillShowNotification, end: taller)
    #expect(table.adjustedContentInset.bottom == 0)
  }

  @Test("A table controller whose table left its window is left as it was")
  func offWindowLeftAlone() throws {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let controller = UITableViewController(style: .plain)
    window.rootViewController = controller
    let table = try #require(controller.tableView)
    table.contentSize = CGSize(width: 390, height: 3000)
    post(
      UIResponder.keyboardWillShowNotification,
      end: CGRect(x: 0, y: 508, width: 390, height: 336))
    #expect(isClose(table.adjustedContentInset.bottom, 336))
    table.removeFromSuperview()
    post(
      UIResponder.keyboardDidChangeFrameNotification,
      end: CGRect(x: 0, y: 464, width: 390, height: 380))
    #expect(isClose(table.adjustedContentInset.bottom, 336), "not adjusted off-window")
  }
}
