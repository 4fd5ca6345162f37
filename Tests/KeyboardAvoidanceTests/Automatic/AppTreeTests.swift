import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// One app built the way real apps are, under `AutomaticKeyboardAvoidance.start()` and nothing
/// else of the library but a chat list's own avoider: a tab bar controller whose tabs are a
/// navigation stack (a search bar, a settings form in a table, an alert with a text field), a chat
/// screen whose composer is an input accessory view, an onboarding pager, a one-time-code
/// screen built on `UIKeyInput`, and a chat whose bar is pinned to the safe area's bottom.
///
/// A user goes through every input. Each is shown above the keyboard with the margin, or, where
/// UIKit owns it (the search bar, the alert, the composer in the keyboard's window), is left to
/// UIKit with nothing of the library on it. After each hide every inset, transform and
/// constraint constant in the app is what it was before.
///
/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34), a 336 pt docked keyboard.
@MainActor
@Suite("One real app, every input, the automatic mode", .serialized)
struct AppTreeTests {
  /// Everything the library may write, per view (transforms, insets, the app's constraint
  /// constants), compared for views in both records.
  @MainActor
  struct LayoutRecord {
    var values: [ObjectIdentifier: String] = [:]

    init(windows: [UIWindow]) {
      for window in windows { add(window) }
    }

    private mutating func add(_ view: UIView) {
      var value = "transform \(view.transform)"
      if let scrollView = view as? UIScrollView {
        value += " inset \(scrollView.contentInset)"
        value += " indicators \(scrollView.verticalScrollIndicatorInsets)"
      }
      // The app's constraints; the interactive tracker's own stay while its avoider lives.
      for constraint in view.constraints where !(constraint.firstItem is KeyboardTrackingView) {
        value += " constant \(constraint.constant)"
      }
      values[ObjectIdentifier(view)] = "\(type(of: view)): " + value
      for subview in view.subviews { add(subview) }
    }

    /// What differs between this record and `later`, for views in both.
    func changes(in later: LayoutRecord) -> [String] {
      values.compactMap { key, before in
        guard let after = later.values[key], after != before else { return nil }
        return "\(before) → \(after)"
      }
    }
  }

  /// The app, built and shown.
  @MainActor
  struct App {
    let tabs: UITabBarController
    let settings: FramedViewController
    let search: UISearchTextField
    let table: UITableView
    let rows: [UITextField]
    let chatList: UIScrollView
    let chatListAvoider: ScrollViewKeyboardAvoider
    let pager: UIScrollView
    let signUp: UITextField
    let code: CodeInputView
    let messages: UIScrollView
    let messageBar: UIView
    let messageField: UITextField
  }

  func buildApp(on stage: Stage) -> App {
    let bounds = stage.window.bounds
    // Tab 1: settings, a table of fields under a navigation bar with a search bar.
    let settings = FramedViewController(frame: bounds)
    settings.navigationItem.searchController = UISearchController(searchResultsController: nil)
    let table = UITableView(frame: settings.view.bounds, style: .plain)
    settings.view.addSubview(table)
    var rows: [UITextField] = []
    for row in 0..<18 {
      let cell = UITableViewCell(style: .default, reuseIdentifier: "field")
      cell.frame = CGRect(x: 0, y: 160 + CGFloat(row) * 64, width: 393, height: 64)
      let field = UITextField(frame: CGRect(x: 16, y: 10, width: 361, height: 44))
      cell.contentView.addSubview(field)
      table.addSubview(cell)
      rows.append(field)
    }
    table.contentSize = CGSize(width: 393, height: 160 + 18 * 64)
    let navigation = UINavigationController(rootViewController: settings)
    // Tab 2: chat, a message list whose own avoider makes room for the composer.
    let chat = FramedViewController(frame: bounds)
    let chatList = UIScrollView(frame: chat.view.bounds)
    chatList.contentSize = CGSize(width: 393, height: 3000)
    chat.view.addSubview(chatList)
    var listOptions = KeyboardAvoidanceConfiguration()
    listOptions.revealsFocusedInput = false
    let chatListAvoider = ScrollViewKeyboardAvoider(
      scrollView: chatList, configuration: listOptions, center: stage.center)
    // Tab 3: onboarding, pages side by side, a sign-up field low on the first.
    let onboarding = FramedViewController(frame: bounds)
    let pager = UIScrollView(frame: onboarding.view.bounds)
    pager.contentSize = CGSize(width: 393 * 3, height: 852)
    onboarding.view.addSubview(pager)
    let signUp = UITextField(frame: CGRect(x: 16, y: 700, width: 361, height: 44))
    pager.addSubview(signUp)
    // Tab 4: a one-time code, typed into a box that is not a text field.
    let verify = FramedViewController(frame: bounds)
    let code = CodeInputView(frame: CGRect(x: 40, y: 660, width: 313, height: 56))
    verify.view.addSubview(code)
    let tabs = UITabBarController()
    // Tab 5: messages, a list under a bar pinned to the safe area (above the tab bar): no
    // avoider of the app's.
    let direct = FramedViewController(frame: bounds)
    let messages = UIScrollView(frame: direct.view.bounds)
    messages.contentSize = CGSize(width: 393, height: 2000)
    messages.contentInset.bottom = 56
    direct.view.addSubview(messages)
    let messageBar = UIView(frame: .zero)
    messageBar.translatesAutoresizingMaskIntoConstraints = false
    let messageField = UITextField(frame: CGRect(x: 12, y: 8, width: 369, height: 40))
    messageBar.addSubview(messageField)
    direct.view.addSubview(messageBar)
    NSLayoutConstraint.activate([
      messageBar.leadingAnchor.constraint(equalTo: direct.view.leadingAnchor),
      messageBar.trailingAnchor.constraint(equalTo: direct.view.trailingAnchor),
      messageBar.heightAnchor.constraint(equalToConstant: 56),
      messageBar.bottomAnchor.constraint(equalTo: direct.view.safeAreaLayoutGuide.bottomAnchor),
    ])
    tabs.viewControllers = [navigation, chat, onboarding, verify, direct]
    stage.present(tabs)
    stage.window.layoutIfNeeded()
    let search = settings.navigationItem.searchController?.searchBar.searchTextField
    return App(
      tabs: tabs, settings: settings, search: search ?? UISearchTextField(frame: .zero),
      table: table, rows: rows, chatList: chatList, chatListAvoider: chatListAvoider,
      pager: pager, signUp: signUp, code: code, messages: messages, messageBar: messageBar,
      messageField: messageField)
  }

  /// The library's avoiders on `view` and its ancestors.
  func owners(above view: UIView) -> [String] {
    sequence(first: view, next: \.superview).compactMap { AvoiderOwnership.owner(of: $0) }
      .map { "\(type(of: $0))" }
  }

  @Test("Every input of the app is visible above the keyboard, and the app is back after each hide")
  func everyInput() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    // As at launch: the mode starts, then the scene's window becomes key.
    UIWindow(frame: stage.window.frame).makeKey()
    stage.window.makeKey()
    let app = buildApp(on: stage)
    let composerHost = KeyboardWindowTests().keyboardHost(
      stage, level: UITextEffectsWindow.keyboardUpLevel)
    let windows = [stage.window, composerHost.window]
    let before = LayoutRecord(windows: windows)
    var visited: [String] = []

    /// Shows the keyboard for `input`, checks it, hides the keyboard, checks the app is back.
    func visit(
      _ name: String, _ input: UIView, ownedByUIKit: Bool = false, minimumGap: CGFloat = 15.5,
      focus: () -> Void, show: (() -> Void)? = nil
    ) {
      visited.append(name)
      stage.watched = { (input, input.bounds) }
      focus()
      if let show { show() } else { stage.showKeyboard(height: 336) }
      let gap = stage.settledMargin ?? -1
      if ownedByUIKit {
        #expect(owners(above: input).isEmpty, "\(name): \(owners(above: input))")
        #expect(gap > 0, "\(name): gap \(gap)")
      } else {
        #expect(gap >= minimumGap, "\(name): gap \(gap)")
      }
      stage.hideKeyboard()
      _ = input.resignFirstResponder()
      stage.run(for: 0.1)
      let changes = before.changes(in: LayoutRecord(windows: windows))
      #expect(changes.isEmpty, "\(name): not restored: \(changes)")
    }

    app.tabs.selectedIndex = 0
    stage.window.layoutIfNeeded()
    visit("search bar", app.search, ownedByUIKit: true) { app.search.becomeFirstResponder() }
    visit("settings row 15", app.rows[14]) { app.rows[14].becomeFirstResponder() }
    let alert = UIAlertController(title: "New folder", message: nil, preferredStyle: .alert)
    alert.addTextField()
    app.settings.present(alert, animated: true)
    let alertField = try #require(alert.textFields?.first)
    visit("alert field", alertField, ownedByUIKit: true) { alertField.becomeFirstResponder() }
    alert.dismiss(animated: true)

    app.tabs.selectedIndex = 1
    stage.window.layoutIfNeeded()
    // The chat screen is first responder: UIKit shows the composer alone, above the home
    // indicator, announced as a keyboard frame; then the user taps the composer.
    let resting = CGRect(x: 0, y: 852 - 34 - 56, width: 393, height: 56 + 34)
    composerHost.place(atTopOf: resting)
    stage.moveKeyboard(to: resting)
    let composer = composerHost.composer
    visit("composer", composer, ownedByUIKit: true) {
    } show: {
      let keyboard = stage.docked(height: 336 + 56)
      stage.moveKeyboard(to: keyboard) {
        composerHost.place(atTopOf: keyboard)
        composer._simulateTap(at: CGPoint(x: 20, y: 20))
      }
      // The tab bar and the home indicator (49 + 34 pt) are already in the list's safe area.
      #expect(abs(app.chatList.contentInset.bottom - (336 + 56 - 83)) < 0.001)
    }

    app.tabs.selectedIndex = 2
    stage.window.layoutIfNeeded()
    visit("pager sign-up", app.signUp) { app.signUp.becomeFirstResponder() }
    #expect(AvoiderOwnership.owner(of: app.pager) == nil, "the pager itself is not inset")

    app.tabs.selectedIndex = 3
    stage.window.layoutIfNeeded()
    visit("one-time code", app.code) { _ = app.code.becomeFirstResponder() }

    app.tabs.selectedIndex = 4
    stage.window.layoutIfNeeded()
    let screenTop = app.messages.superview?.convert(app.messages.frame, to: nil).minY
    // The bar rides on the keyboard: the field keeps the bar's own 8 pt below it.
    visit("pinned message bar", app.messageField, minimumGap: 7.5) {
      app.messageField.becomeFirstResponder()
    } show: {
      stage.showKeyboard(height: 336)
      let bar = app.messageBar.convert(app.messageBar.bounds, to: nil)
      #expect(abs(bar.maxY - stage.docked(height: 336).minY) < 0.5, "bar \(bar)")
      #expect(app.messages.superview?.convert(app.messages.frame, to: nil).minY == screenTop)
      // The tab bar and the home indicator (49 + 34 pt) stay in the list's safe area; the bar
      // rose by the rest of the keyboard.
      #expect(abs(app.messages.contentInset.bottom - (56 + 336 - 83)) < 0.001)
    }

    #expect(visited.count == 7)
    _ = app.chatListAvoider
  }
}
