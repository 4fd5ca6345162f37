import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// Another app's keyboard over this app's window under `AutomaticKeyboardAvoidance.start()` alone.
///
/// iPad Split View or Slide Over, where the other app's docked keyboard spans the screen's
/// bottom and UIKit posts this app its notifications with `UIKeyboardIsLocalUserInfoKey` false.
/// Nothing of this app is edited, so no input begins editing; the visible screen's main list
/// must still make room, as the per-screen scroll avoider does, so its last rows can be scrolled
/// above that keyboard.
///
/// An iPad Air-sized screen (820 × 1180, safe area 24 / 20), this app's window on its left
/// (500 wide, Split View), the other app's 337 pt keyboard across the bottom.
@MainActor
@Suite("Automatic mode: another app's keyboard over the window", .serialized)
struct OtherAppKeyboardTests {
  /// A notes app as apps build it: a navigation controller whose top screen holds a list
  /// filling its view (a plain controller with a table, not a `UITableViewController`).
  @MainActor
  struct NotesApp {
    let navigation: UINavigationController
    let screen: FramedViewController
    let list: UITableView

    init(in window: UIWindow) {
      screen = FramedViewController(frame: window.bounds)
      list = UITableView(frame: window.bounds, style: .plain)
      list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      list.contentSize = CGSize(width: 500, height: 4000)
      screen.view.addSubview(list)
      navigation = UINavigationController(rootViewController: screen)
      window.rootViewController = navigation
      window.layoutIfNeeded()
    }
  }

  func splitView() -> Stage {
    Stage(
      screenSize: CGSize(width: 820, height: 1180),
      windowFrame: CGRect(x: 0, y: 0, width: 500, height: 1180),
      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  @Test("The visible screen's list makes room under another app's keyboard, and gives it back")
  func listMakesRoom() {
    let stage = splitView()
    let app = NotesApp(in: stage.window)
    HeadlessEnvironment.application = UIApplication(
      _scenes: [UIWindowScene(_windows: [stage.window])])
    defer { HeadlessEnvironment.application = nil }
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let resting = app.list.contentInset
    let offset = app.list.contentOffset
    let keyboard = CGRect(x: 0, y: 843, width: 820, height: 337)
    stage.post(.willShow, end: keyboard, isLocal: false)
    stage.run(for: 0.4)
    // The covered part less the safe area the system already adds to the list.
    #expect(
      app.list.contentInset.bottom == resting.bottom + 337 - 20,
      "inset \(app.list.contentInset.bottom)")
    #expect(app.list.contentOffset == offset, "nothing of this app is revealed")
    stage.post(.willHide, end: keyboard.offsetBy(dx: 0, dy: 337), isLocal: false)
    stage.run(for: 0.4)
    #expect(app.list.contentInset == resting)
  }

  @Test("A screen opted out, or a UITableViewController's list, is left alone")
  func leftAlone() {
    let stage = splitView()
    let app = NotesApp(in: stage.window)
    app.screen.view.allowsAutomaticKeyboardAvoidance = false
    HeadlessEnvironment.application = UIApplication(
      _scenes: [UIWindowScene(_windows: [stage.window])])
    defer { HeadlessEnvironment.application = nil }
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    stage.post(.willShow, end: CGRect(x: 0, y: 843, width: 820, height: 337), isLocal: false)
    stage.run(for: 0.4)
    #expect(app.list.contentInset == .zero)
    // A table view controller's list: UIKit's to avoid.
    let table = UITableViewController(style: .plain)
    app.navigation.pushViewController(table, animated: false)
    stage.window.layoutIfNeeded()
    stage.post(
      .willChangeFrame, end: CGRect(x: 0, y: 800, width: 820, height: 380), isLocal: false)
    stage.run(for: 0.4)
    #expect(AvoiderOwnership.owner(of: table.tableView) == nil)
  }
}
