import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// `AutomaticKeyboardAvoidance.start(dismissesOnTapOutside: true)`: a tap outside any input
/// ends editing on every screen, with nothing per screen, and leaves every tap meant for
/// something to it.
///
/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34), a 336 pt docked keyboard.
@MainActor
@Suite("Automatic mode: tap outside to dismiss, app-wide", .serialized)
struct TapOutsideTests {
  /// What a tap lands on, and what it must do.
  enum Target: String, CaseIterable, CustomTestStringConvertible {
    case button, toggle = "switch", segments = "segmented control", tableCell = "table cell"
    case collectionCell = "collection view cell", otherField = "another text field"
    case textView = "text view", navigationBar = "navigation bar"
    var testDescription: String { rawValue }
  }

  /// A screen with one of each, built in code; the field being edited at the top.
  @MainActor
  struct Screen {
    let controller: FramedViewController
    let field = UITextField(frame: CGRect(x: 16, y: 120, width: 361, height: 44))
    let targets: [Target: UIView]

    init(on stage: Stage) {
      controller = FramedViewController(frame: stage.window.bounds)
      let root = controller.view ?? UIView()
      root.addSubview(field)
      let table = UITableView(frame: CGRect(x: 0, y: 300, width: 393, height: 120), style: .plain)
      let row = UITableViewCell(style: .default, reuseIdentifier: "row")
      row.frame = CGRect(x: 0, y: 0, width: 393, height: 60)
      table.addSubview(row)
      table.contentSize = CGSize(width: 393, height: 60)
      let grid = UICollectionView(
        frame: CGRect(x: 0, y: 430, width: 393, height: 60),
        collectionViewLayout: UICollectionViewFlowLayout())
      let item = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
      grid.addSubview(item)
      let bar = UINavigationBar(frame: CGRect(x: 0, y: 59, width: 393, height: 44))
      let views: [Target: UIView] = [
        .button: UIButton(frame: CGRect(x: 16, y: 180, width: 100, height: 44)),
        .toggle: UISwitch(frame: CGRect(x: 140, y: 180, width: 60, height: 44)),
        .segments: UISegmentedControl(frame: CGRect(x: 220, y: 180, width: 150, height: 44)),
        .otherField: UITextField(frame: CGRect(x: 16, y: 240, width: 361, height: 44)),
        .textView: UITextView(frame: CGRect(x: 16, y: 200, width: 361, height: 0)),
      ]
      for view in views.values { root.addSubview(view) }
      root.addSubview(table)
      root.addSubview(grid)
      root.addSubview(bar)
      // The text view sits below the rest, clear of the keyboard's top at 516.
      views[.textView]?.frame = CGRect(x: 16, y: 496, width: 361, height: 16)
      targets = views.merging(
        [.tableCell: row, .collectionCell: item, .navigationBar: bar],
        uniquingKeysWith: { a, _ in a })
      stage.present(controller)
    }

    /// The centre of `view`, in the window.
    func centre(of view: UIView) -> CGPoint {
      let frame = view.convert(view.bounds, to: nil)
      return CGPoint(x: frame.midX, y: frame.midY)
    }
  }

  @Test("A tap meant for something keeps the keyboard and reaches it", arguments: Target.allCases)
  func tapKept(on target: Target) throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(dismissesOnTapOutside: true, center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let screen = Screen(on: stage)
    screen.field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let view = try #require(screen.targets[target])
    let hit = stage.window._simulateTap(at: screen.centre(of: view))
    #expect(
      hit.map { $0.isInside(view) } == true,
      "the tap landed on \(hit.map { "\(type(of: $0))" } ?? "nothing")")
    switch target {
    case .otherField, .textView:
      #expect(view.isFirstResponder, "the tapped input took the focus")
    default:
      #expect(screen.field.isFirstResponder, "a tap on a \(target.rawValue) dismissed the keyboard")
    }
    if let control = view as? UIControl, !(control is UITextField) {
      #expect(control._receivedTapCount == 1, "the \(target.rawValue) got its tap")
    }
  }

  @Test("A tap on nothing ends editing, on any screen, and never cancels a touch")
  func tapOnNothing() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(dismissesOnTapOutside: true, center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let screen = Screen(on: stage)
    screen.field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let taps = (stage.window.gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }
    let tap = try #require(taps.first)
    #expect(taps.count == 1)
    #expect(tap.cancelsTouchesInView == false)
    _ = stage.window._simulateTap(at: CGPoint(x: 300, y: 270 + 20))
    #expect(!screen.field.isFirstResponder, "a tap on empty space ends editing")
    // It declined to begin: it never holds up another recognizer (a scroll view's pan).
    #expect(tap.state == .failed)
    stage.hideKeyboard()
    #expect(tap.isEnabled == false, "inactive while no keyboard")

    // A second screen: the same window's tap, nothing added.
    screen.controller.view.removeFromSuperview()
    let second = Screen(on: stage)
    second.field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect((stage.window.gestureRecognizers ?? []).count == 1)
    _ = stage.window._simulateTap(at: CGPoint(x: 300, y: 290))
    #expect(!second.field.isFirstResponder)
    stage.hideKeyboard()
  }

  @Test("Off by default, and stopping the mode removes the window's tap")
  func offByDefaultAndRemoved() {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    let screen = Screen(on: stage)
    screen.field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect((stage.window.gestureRecognizers ?? []).isEmpty)
    _ = stage.window._simulateTap(at: CGPoint(x: 300, y: 290))
    #expect(screen.field.isFirstResponder)
    AutomaticKeyboardAvoidance.start(dismissesOnTapOutside: true, center: stage.center)
    // Restarted with the option, the input being edited gets the tap at once, working with the
    // keyboard already up.
    #expect((stage.window.gestureRecognizers ?? []).count == 1)
    _ = stage.window._simulateTap(at: CGPoint(x: 300, y: 290))
    #expect(!screen.field.isFirstResponder, "the new tap ends editing with the keyboard up")
    AutomaticKeyboardAvoidance.stop()
    #expect((stage.window.gestureRecognizers ?? []).isEmpty)
  }

  @Test("A tap on the one-time-code box being typed into keeps editing")
  func tapOnCodeBox() {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(dismissesOnTapOutside: true, center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    // A sign-in screen: the phone number, then the code sent to it in a UIKeyInput box.
    let screen = FramedViewController(frame: stage.window.bounds)
    let phone = UITextField(frame: CGRect(x: 16, y: 120, width: 361, height: 44))
    let code = CodeInputView(frame: CGRect(x: 40, y: 200, width: 313, height: 56))
    screen.view.addSubview(phone)
    screen.view.addSubview(code)
    stage.present(screen)
    phone.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(code.becomeFirstResponder())
    stage.run(for: 0.1)
    let hit = stage.window._simulateTap(at: CGPoint(x: 100, y: 228))
    #expect(hit === code)
    #expect(code.isFirstResponder, "a tap on the code box ended its editing")
    _ = stage.window._simulateTap(at: CGPoint(x: 300, y: 400))
    #expect(!code.isFirstResponder, "a tap on nothing still ends it")
  }

  /// How a screen embedded in the app's is kept out of the app-wide tap.
  enum OptOut: String, CaseIterable, CustomTestStringConvertible {
    case screenWithoutTap = "in screensWithoutTapToDismiss"
    case ignoredScreen = "in ignoredScreens"
    case optedOutView = "its view opted out of automatic avoidance"
    var testDescription: String { rawValue }
  }

  /// A vendor's panel (a signature pad, an address lookup) embedded as a child controller.
  final class VendorPanel: FramedViewController {}

  @Test(
    "A child screen kept out of the tap keeps editing when tapped, and its own input too",
    arguments: OptOut.allCases)
  func childScreenOptedOut(_ optOut: OptOut) {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(dismissesOnTapOutside: true, center: stage.center)
    defer {
      AutomaticKeyboardAvoidance.stop()
      AutomaticKeyboardAvoidance.ignoredScreens = []
      AutomaticKeyboardAvoidance.screensWithoutTapToDismiss = []
    }
    // The app's checkout screen, its field at the top; the vendor's panel below it, a child.
    let checkout = FramedViewController(frame: stage.window.bounds)
    let name = UITextField(frame: CGRect(x: 16, y: 120, width: 361, height: 44))
    checkout.view.addSubview(name)
    let panel = VendorPanel(frame: CGRect(x: 0, y: 200, width: 393, height: 200))
    checkout.addChild(panel)
    checkout.view.addSubview(panel.view)
    panel.didMove(toParent: checkout)
    let lookup = UITextField(frame: CGRect(x: 16, y: 20, width: 361, height: 44))
    panel.view.addSubview(lookup)
    switch optOut {
    case .screenWithoutTap:
      AutomaticKeyboardAvoidance.screensWithoutTapToDismiss = [VendorPanel.self]
    case .ignoredScreen: AutomaticKeyboardAvoidance.ignoredScreens = [VendorPanel.self]
    case .optedOutView: panel.view.allowsAutomaticKeyboardAvoidance = false
    }
    stage.present(checkout)
    let inPanel = CGPoint(x: 200, y: 200 + 150)
    let inCheckout = CGPoint(x: 200, y: 450)
    // The app's own field: a tap on the panel keeps it, a tap on the checkout ends it.
    name.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    _ = stage.window._simulateTap(at: inPanel)
    #expect(name.isFirstResponder, "a tap on the panel ended the app's editing")
    _ = stage.window._simulateTap(at: inCheckout)
    #expect(!name.isFirstResponder, "a tap on the app's own screen still ends it")
    // The panel's own field: taps anywhere leave it to the panel.
    lookup.becomeFirstResponder()
    stage.run(for: 0.1)
    _ = stage.window._simulateTap(at: inPanel)
    #expect(lookup.isFirstResponder, "a tap on the panel ended the panel's editing")
    _ = stage.window._simulateTap(at: inCheckout)
    #expect(lookup.isFirstResponder, "a tap elsewhere ended the panel's editing")
  }
}
