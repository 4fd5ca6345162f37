import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// Inputs that UIKit's containers own: a search bar in a navigation bar, a field in a navigation
/// controller's toolbar, an alert's text field.
///
/// The stand-in builds each container's view tree as view-debugger dumps show it (its
/// `UINavigationController` and `UIAlertController` name the sources). iPhone 15 Pro-sized window
/// (393 × 852, safe area 59 / 34), a 336 pt docked keyboard.
@MainActor
@Suite("Inputs in UIKit's containers under the automatic mode", .serialized)
struct ContainerScreenTests {
  /// A navigation stack whose first screen has a search bar, shown full-window.
  func navigationStack(_ stage: Stage) -> (UINavigationController, UISearchTextField) {
    let list = FramedViewController(frame: stage.window.bounds)
    list.navigationItem.searchController = UISearchController(searchResultsController: nil)
    let navigation = UINavigationController(rootViewController: list)
    stage.present(navigation)
    stage.window.layoutIfNeeded()
    let search = try? #require(list.navigationItem.searchController?.searchBar.searchTextField)
    return (navigation, search ?? UISearchTextField(frame: .zero))
  }

  /// The views from `view` up to its window, `view` included.
  func ancestors(of view: UIView) -> [UIView] {
    Array(sequence(first: view, next: \.superview))
  }

  @Test(
    "A search bar in the navigation bar is left to UIKit; a screen pushed later avoids on its own")
  func searchBarThenPushedForm() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let (navigation, search) = navigationStack(stage)
    stage.watched = { (search, search.bounds) }
    search.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(ancestors(of: search).allSatisfy { AvoiderOwnership.owner(of: $0) == nil })
    #expect(navigation.view.transform == .identity)
    #expect((stage.settledMargin ?? -1) > 0, "the search field sits at the top")
    stage.hideKeyboard()
    search.resignFirstResponder()
    // A form screen pushed on the same stack.
    let formScreen = FramedViewController(frame: stage.window.bounds)
    navigation.pushViewController(formScreen, animated: true)
    stage.window.layoutIfNeeded()
    let form = Form(in: formScreen.view, fieldCount: 16)
    stage.watchFocus(among: form.fields)
    // The form is the screen's first scroll view, so in a navigation controller it rests at
    // its adjusted top (−103): field 9 is the low one on screen (699–743), above the keyboard's
    // starting edge.
    form.fields[9].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(AvoiderOwnership.owner(of: form.scrollView) is ScrollViewKeyboardAvoider)
    #expect(AvoiderOwnership.owner(of: navigation.view) == nil, "the stack is not lifted")
    #expect(navigation.view.transform == .identity)
    #expect(navigation.navigationBar.transform == .identity)
    #expect((stage.settledMargin ?? -1) >= 15.5, "gap \(stage.settledMargin ?? -1)")
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    stage.hideKeyboard()
    #expect(form.scrollView.contentInset.bottom == 0)
  }

  @Test("A field in the navigation controller's toolbar lifts the toolbar, not the whole stack")
  func toolbarField() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let (navigation, _) = navigationStack(stage)
    navigation.isToolbarHidden = false
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 36))
    navigation.toolbar.items = [UIBarButtonItem(customView: field)]
    stage.window.layoutIfNeeded()
    stage.watched = { (field, field.bounds) }
    field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(AvoiderOwnership.owner(of: navigation.toolbar) is LiftingKeyboardAvoider)
    #expect(AvoiderOwnership.owner(of: navigation.view) == nil)
    #expect(navigation.view.transform == .identity, "the bar at the top stays")
    #expect((stage.settledMargin ?? -1) >= 15.5, "gap \(stage.settledMargin ?? -1)")
    stage.hideKeyboard()
    #expect(navigation.toolbar.transform == .identity)
  }

  @Test("iOS 26's search bar in the bottom toolbar is left to UIKit, which moves that bar itself")
  func bottomSearchBar() throws {
    let stage = AutomaticModeTests.makeStage()
    let log = LogRecorder()
    defer { log.stop() }
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let (navigation, search) = navigationStack(stage)
    // iOS 26 on iPhone may place the navigation item's search bar among the toolbar's items
    // (UINavigationItem.searchBarPlacementAllowsToolbarIntegration, default true), and UIKit
    // moves that bar above the keyboard itself (IQKeyboardManager 8.0.2 stands down for it).
    // The stand-in's bars do not place it there: the tree is built as iOS 26 shows it.
    let searchBar = try #require(navigation.topViewController?.navigationItem.searchController)
      .searchBar
    navigation.isToolbarHidden = false
    navigation.toolbar.items = [UIBarButtonItem(customView: searchBar)]
    stage.window.layoutIfNeeded()
    search.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(AvoiderOwnership.owner(of: navigation.toolbar) == nil, "the toolbar is UIKit's to move")
    #expect(navigation.toolbar.transform == .identity)
    #expect(
      log.lines.contains {
        $0.hasPrefix("automatic: UISearchTextField left alone: it is the navigation item's search")
      }, "\(log.lines)")
    stage.hideKeyboard()
  }

  @Test("An alert's text field is left to UIKit, which keeps the alert above the keyboard")
  func alertField() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let screen = FramedViewController(frame: stage.window.bounds)
    stage.present(screen)
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.text = "Draft" }
    screen.present(alert, animated: true)
    let field = try #require(alert.textFields?.first)
    stage.watched = { (field, field.bounds) }
    field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let owners = ancestors(of: field).compactMap { AvoiderOwnership.owner(of: $0) }
    #expect(owners.isEmpty, "attached: \(owners.map { "\(type(of: $0))" })")
    let insets = ancestors(of: field).compactMap { ($0 as? UIScrollView)?.contentInset.bottom }
    #expect(insets.allSatisfy { $0 == 0 }, "insets \(insets)")
    #expect((stage.settledMargin ?? -1) > 0, "UIKit's alert sits above the keyboard")
    stage.hideKeyboard()
    #expect(ancestors(of: field).allSatisfy { $0.transform == .identity })
  }
}
