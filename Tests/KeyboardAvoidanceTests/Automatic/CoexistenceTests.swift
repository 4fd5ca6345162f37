import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// Other code that avoids the keyboard on the same screen.
///
/// The inset must be counted once and given back exactly. iPhone 15 Pro-sized window, a 336 pt
/// docked keyboard.
@MainActor
@Suite("Coexistence with UIKit's and SwiftUI's own keyboard handling", .serialized)
struct CoexistenceTests {
  static let share: CGFloat = 336 - 34

  /// UIKit's list controllers, which adjust their own list for the keyboard.
  enum ListController: String, CaseIterable, Sendable {
    case table = "UITableViewController"
    case collection = "UICollectionViewController"
  }

  /// A list controller whose list holds twenty fields where its cells would be.
  static func listScreen(
    _ kind: ListController, in stage: Stage
  ) -> (UIViewController, UIScrollView, [UITextField]) {
    let controller: UIViewController
    let list: UIScrollView
    switch kind {
    case .table:
      let table = UITableViewController(style: .insetGrouped)
      stage.present(table)
      (controller, list) = (table, table.tableView)
    case .collection:
      let collection = UICollectionViewController(
        collectionViewLayout: UICollectionViewFlowLayout())
      stage.present(collection)
      (controller, list) = (collection, collection.collectionView)
    }
    list.contentInset.bottom = 24.5
    var fields: [UITextField] = []
    for row in 0..<20 {
      let field = UITextField(
        frame: CGRect(x: 16, y: 20 + CGFloat(row) * 64, width: 361, height: 44))
      list.addSubview(field)
      fields.append(field)
    }
    list.contentSize = CGSize(width: 393, height: 20 * 64 + 40)
    return (controller, list, fields)
  }

  @Test(
    "The automatic mode leaves a UIKit list controller's list to UIKit: inset counted once",
    arguments: ListController.allCases)
  func listControllerAutomatic(_ kind: ListController) {
    let stage = AutomaticModeTests.makeStage()
    let log = LogRecorder()
    defer { log.stop() }
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let (controller, list, fields) = Self.listScreen(kind, in: stage)
    let uikit = Self.uikitAdjustment(kind, of: list, center: stage.center)
    fields[11].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    Self.expectCountedOnce(kind, list)
    #expect(AvoiderOwnership.owner(of: list) == nil)
    #expect(
      log.lines.contains(
        "automatic: UITextField left alone: \(kind.rawValue) avoids the keyboard itself"))
    stage.hideKeyboard()
    #expect(list.contentInset.bottom == 24.5)
    #expect(abs(list.adjustedContentInset.bottom - (24.5 + 34)) < 0.001)
    _ = (uikit, controller)
  }

  /// UIKit's own adjustment of `list`: the stand-in's table controller makes it itself (into the
  /// adjusted inset, as UIKit does); a collection view controller's is modelled here.
  static func uikitAdjustment(
    _ kind: ListController, of list: UIScrollView, center: NotificationCenter
  ) -> SecondInsetWriter? {
    kind == .collection ? SecondInsetWriter(scrollView: list, center: center) : nil
  }

  /// The keyboard's share counted once, by UIKit alone: in the adjusted inset over the app's 24.5
  /// and the home indicator's 34.
  static func expectCountedOnce(_ kind: ListController, _ list: UIScrollView) {
    let uikitInContent: CGFloat = kind == .collection ? Self.share : 0
    #expect(abs(list.contentInset.bottom - (24.5 + uikitInContent)) < 0.001)
    #expect(abs(list.adjustedContentInset.bottom - (24.5 + 34 + Self.share)) < 0.001)
  }

  @Test(
    "An avoider attached to a UIKit list controller's list stands down, with a warning",
    arguments: ListController.allCases)
  func listControllerExplicit(_ kind: ListController) {
    let stage = AutomaticModeTests.makeStage()
    var warnings: [String] = []
    KeyboardAvoidanceWarnings.handler = { warnings.append($0) }
    defer { KeyboardAvoidanceWarnings.handler = nil }
    let (controller, list, fields) = Self.listScreen(kind, in: stage)
    let uikit = Self.uikitAdjustment(kind, of: list, center: stage.center)
    let avoider = ScrollViewKeyboardAvoider(scrollView: list, center: stage.center)
    for _ in 0..<2 {
      fields[11].becomeFirstResponder()
      stage.showKeyboard(height: 336)
      Self.expectCountedOnce(kind, list)
      stage.hideKeyboard()
      #expect(list.contentInset.bottom == 24.5)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("\(kind.rawValue) already adjusts") == true)
    _ = (uikit, avoider, controller)
  }

  @Test(
    "A hosting controller's SwiftUI content is left to SwiftUI, unless it gave up the keyboard region"
  )
  func hostingController() throws {
    for swiftUIAvoids in [true, false] {
      let stage = AutomaticModeTests.makeStage()
      AutomaticKeyboardAvoidance.start(center: stage.center)
      defer { AutomaticKeyboardAvoidance.stop() }
      let hosting = HostingControllerModel(frame: stage.window.bounds)
      hosting.avoidsKeyboard = swiftUIAvoids
      stage.present(hosting)
      let form = try #require(hosting.form)
      let swiftUI =
        swiftUIAvoids ? SecondInsetWriter(scrollView: form.scrollView, center: stage.center) : nil
      form.fields[11].becomeFirstResponder()
      stage.showKeyboard(height: 336)
      #expect(
        form.scrollView.contentInset.bottom == 24.5 + Self.share,
        "SwiftUI avoids the keyboard: \(swiftUIAvoids)")
      #expect((AvoiderOwnership.owner(of: form.scrollView) == nil) == swiftUIAvoids)
      stage.hideKeyboard()
      #expect(form.scrollView.contentInset.bottom == 24.5)
      _ = swiftUI
    }
  }

  @Test("A SwiftUI section inside a UIKit form: the form is avoided, SwiftUI cannot scroll it")
  func hostedSectionInsideAForm() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let form = Form(in: stage.window, fieldCount: 10)
    // The section is a child below the UIKit fields, low in the form.
    let section = HostedSectionModel(frame: CGRect(x: 0, y: 660, width: 393, height: 84))
    section.view.frame = CGRect(x: 0, y: 660, width: 393, height: 84)
    form.scrollView.addSubview(section.view)
    form.scrollView.contentSize.height = 760
    let field = try #require(section.field)
    stage.watchFocus(among: [field])
    field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(AvoiderOwnership.owner(of: form.scrollView) is ScrollViewKeyboardAvoider)
    // 760 pt of content in an 852 pt form: UIKit adds no safe area to its vertical insets
    // (UIScrollView.h, `.automatic`), so the form takes the whole overlap.
    #expect(form.scrollView.contentInset.bottom == 336)
    #expect((stage.settledMargin ?? -1) >= 15.5, "gap \(stage.settledMargin ?? -1)")
    stage.hideKeyboard()
    #expect(form.scrollView.contentInset.bottom == 0)
  }

  @Test(
    "A hosting controller installed as a child, its list inside it: left to SwiftUI, list untouched"
  )
  func hostedListInAChildController() throws {
    // DuckDuckGo's autofill editor: a plain controller in a navigation controller whose child
    // hosting controller fills its view with a SwiftUI list (a collection view of fields).
    let stage = AutomaticModeTests.makeStage()
    let log = LogRecorder()
    defer { log.stop() }
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let editor = FramedViewController(frame: stage.window.bounds)
    let navigation = UINavigationController(rootViewController: editor)
    stage.present(navigation)
    let hosting = HostedSectionModel(frame: editor.view.bounds)
    editor.addChild(hosting)
    hosting.view.frame = editor.view.bounds
    editor.view.addSubview(hosting.view)
    hosting.didMove(toParent: editor)
    let list = UICollectionView(
      frame: hosting.view.bounds, collectionViewLayout: UICollectionViewLayout())
    hosting.view.addSubview(list)
    let fields = (0..<8).map { row in
      UITextField(frame: CGRect(x: 32, y: 40 + CGFloat(row) * 95, width: 329, height: 22))
    }
    fields.forEach(list.addSubview)
    list.contentSize = CGSize(width: 393, height: 800)
    let inset = list.contentInset
    fields[7].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(list.contentInset == inset)
    #expect(AvoiderOwnership.owner(of: list) == nil)
    #expect(AvoiderOwnership.owner(of: editor.view) == nil)
    #expect(
      log.lines.contains(
        "automatic: UITextField left alone: HostedSectionModel avoids the keyboard itself"),
      "\(log.lines)")
    stage.hideKeyboard()
    #expect(list.contentInset == inset)
  }

  @Test("Starting beside IQKeyboardManager says so in the log and in a debug warning")
  func iqKeyboardManagerPresent() {
    let stage = AutomaticModeTests.makeStage()
    var warnings: [String] = []
    var log: [String] = []
    KeyboardAvoidanceWarnings.handler = { warnings.append($0) }
    KeyboardAvoidanceLog.isEnabled = true
    KeyboardAvoidanceLog.sink = { log.append($0) }
    let names = OtherKeyboardManagers.classNames
    defer {
      KeyboardAvoidanceWarnings.handler = nil
      KeyboardAvoidanceLog.isEnabled = false
      KeyboardAvoidanceLog.sink = nil
      OtherKeyboardManagers.classNames = names
      AutomaticKeyboardAvoidance.stop()
    }
    AutomaticKeyboardAvoidance.start(center: stage.center)
    #expect(warnings.isEmpty)
    // This test bundle's stand-in for the manager class, found by its module-qualified name.
    OtherKeyboardManagers.classNames = [NSStringFromClass(FakeKeyboardManager.self)]
    AutomaticKeyboardAvoidance.stop()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("disabledDistanceHandlingClasses") == true)
    #expect(log.contains { $0.hasPrefix("automatic: ") && $0.contains("FakeKeyboardManager") })
  }
}

/// What UIKit's `UICollectionViewController` and SwiftUI's keyboard safe area do to a scroll
/// view, modelled as documented (the stand-in's `UITableViewController` makes its own, into the
/// adjusted inset): a second writer that adds the keyboard's overlap to the bottom inset
/// while the keyboard is up and takes it off on hide.
///
/// Sources: Apple's Text Programming Guide for iOS, "Managing the Keyboard" (a
/// `UITableViewController` resizes and repositions its table view when text fields in it are
/// edited); `SafeAreaRegions.keyboard` (developer.apple.com/documentation/swiftui/safearearegions/keyboard:
/// hosted SwiftUI content stays out of the keyboard's extent unless it ignores that region).
@MainActor
final class SecondInsetWriter {
  private let observer: KeyboardObserver
  private var added: CGFloat = 0

  init(scrollView: UIScrollView, center: NotificationCenter) {
    observer = KeyboardObserver(center: center)
    observer.addHandler { [weak self, weak scrollView] update in
      guard let self, let scrollView,
        update.event.kind == .willShow || update.event.kind == .willHide
      else { return }
      let overlap =
        update.event.kind == .willShow
        ? max(0, update.overlap(with: scrollView) - scrollView.safeAreaInsets.bottom) : 0
      scrollView.contentInset.bottom += overlap - self.added
      self.added = overlap
    }
  }
}

/// A `UIHostingController` as the glue sees it: a view controller that avoids the keyboard
/// itself while its `safeAreaRegions` include `.keyboard` (the library's extension on the real
/// `UIHostingController` answers the same way).
@MainActor
final class HostingControllerModel: FramedViewController, HandlesKeyboardAvoidance {
  var avoidsKeyboard = true
  private(set) var form: Form?

  var handlesKeyboardAvoidance: Bool { avoidsKeyboard }

  override func viewDidLoad() {
    super.viewDidLoad()
    form = Form(in: view, contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 24.5, right: 0))
  }
}

/// A SwiftUI section as the glue sees it when it is hosted inside a UIKit form: a controller
/// that avoids the keyboard for its own (non-scrolling) view, with a field of its own.
@MainActor
///
/// It relies on the protocol's default: a conformance alone says it avoids the keyboard.
final class HostedSectionModel: FramedViewController, HandlesKeyboardAvoidance {
  private(set) var field: UITextField?

  override func viewDidLoad() {
    super.viewDidLoad()
    let field = UITextField(frame: CGRect(x: 16, y: 20, width: view.bounds.width - 32, height: 44))
    view.addSubview(field)
    self.field = field
  }
}

/// Stands in for IQKeyboardManager's manager class in the presence check.
final class FakeKeyboardManager: NSObject {}
