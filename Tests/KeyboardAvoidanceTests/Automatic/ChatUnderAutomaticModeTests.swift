import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// The commonest chat screen under `AutomaticKeyboardAvoidance.start()` alone: a message list
/// filling the screen and, over its bottom, a bar holding the field, pinned by a constraint.
///
/// The bar must ride on the keyboard, the list's top stay put and its last message scroll above
/// the bar; on hide the bar, the list's insets and the constraint come back exactly. A bar pinned
/// to `keyboardLayoutGuide` is UIKit's to move: nothing of the library touches it.
///
/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34), a 336 pt docked keyboard.
@MainActor
@Suite("Automatic mode: a chat screen's bar rides on the keyboard", .serialized)
struct ChatUnderAutomaticModeTests {
  /// Where the bar's bottom is pinned.
  enum Pin: String, CaseIterable, CustomTestStringConvertible {
    case safeArea = "the safe area's bottom"
    case viewBottom = "the view's bottom"
    case keyboardGuide = "the keyboard layout guide"
    var testDescription: String { rawValue }
  }

  /// Which view holds the list, the bar and the bar's bottom constraint.
  enum Holder: String, CaseIterable, CustomTestStringConvertible {
    case rootView = "the screen's root view"
    /// A full-screen content view under the root view (screens built from a container view, a
    /// background view or a XIB's top-level content view), which holds the constraint.
    case contentView = "a content view filling the screen"
    var testDescription: String { rawValue }
  }

  /// How the bar's bottom is held.
  enum Hold: String, CaseIterable, CustomTestStringConvertible {
    case required = "a required equality"
    /// Common with a growing composer, so that its height can win.
    case belowRequired = "an equality at priority 999"
    /// Never below the safe area (a required `<=`), kept there by a low-priority equality.
    case atMost = "at most the bottom, held there at low priority"
    var testDescription: String { rawValue }
  }

  /// A chat screen built in code, as apps build it: no avoider of its own.
  @MainActor
  struct Chat {
    let screen: FramedViewController
    let list: UIScrollView
    let bar: UIView
    let field: UITextField
    let barBottom: NSLayoutConstraint

    /// The bar is 56 pt tall above the home indicator (90 pt reaching the screen's bottom when
    /// pinned to the view's bottom); the list reserves it as its own bottom inset.
    init(pin: Pin, on stage: Stage, holder: Holder = .rootView, hold: Hold = .required) {
      screen = FramedViewController(frame: stage.window.bounds)
      var root = screen.view ?? UIView()
      if holder == .contentView {
        let content = UIView(frame: root.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(content)
        root = content
      }
      list = UIScrollView(frame: root.bounds)
      list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      list.contentSize = CGSize(width: 393, height: 3000)
      list.contentInset.bottom = 56
      root.addSubview(list)
      bar = UIView(frame: .zero)
      bar.translatesAutoresizingMaskIntoConstraints = false
      field = UITextField(frame: CGRect(x: 12, y: 8, width: 369, height: 40))
      bar.addSubview(field)
      root.addSubview(bar)
      switch pin {
      case .safeArea:
        barBottom = bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
      case .viewBottom:
        barBottom = bar.bottomAnchor.constraint(equalTo: root.bottomAnchor)
      case .keyboardGuide:
        barBottom = bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor)
      }
      var holds = [barBottom]
      switch hold {
      case .required: break
      case .belowRequired: barBottom.priority = UILayoutPriority(999)
      case .atMost:
        barBottom.priority = .defaultLow
        let anchor =
          barBottom.secondItem === root ? root.bottomAnchor : root.safeAreaLayoutGuide.bottomAnchor
        holds.append(bar.bottomAnchor.constraint(lessThanOrEqualTo: anchor))
      }
      NSLayoutConstraint.activate(
        [
          bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
          bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
          bar.heightAnchor.constraint(equalToConstant: pin == .viewBottom ? 90 : 56),
        ] + holds)
      stage.present(screen)
      root.layoutIfNeeded()
      // A chat rests on its last message.
      list.contentOffset.y =
        list.contentSize.height + list.adjustedContentInset.bottom
        - list.bounds.height
    }

    /// The bar's frame in the window.
    var barFrame: CGRect { bar.convert(bar.bounds, to: nil) }
    /// The list's top in the window.
    var listTop: CGFloat { list.superview?.convert(list.frame, to: nil).minY ?? .nan }
    /// Where the last message's bottom is (window y) with the list scrolled to its end.
    var lastMessageBottomAtEnd: CGFloat {
      let visibleHeight = list.bounds.height - list.adjustedContentInset.bottom
      return listTop + visibleHeight
    }
  }

  @Test(
    "The bar meets the keyboard, the list stays and makes room, all comes back",
    arguments: [
      Pin.safeArea, Pin.viewBottom,
    ])
  func barRides(pin: Pin) throws {
    try barRides(pin: pin, holder: .rootView, hold: .required)
  }

  @Test(
    "A bar held inside a content view, or below required priority, rides the keyboard too",
    arguments: [Holder.rootView, .contentView], Hold.allCases)
  func barHeldElsewhere(holder: Holder, hold: Hold) throws {
    guard holder != .rootView || hold != .required else { return }
    try barRides(pin: .safeArea, holder: holder, hold: hold)
  }

  func barRides(pin: Pin, holder: Holder, hold: Hold) throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let chat = Chat(pin: pin, on: stage, holder: holder, hold: hold)
    let restingBar = chat.barFrame
    let restingInsets = (chat.list.contentInset, chat.list.verticalScrollIndicatorInsets)
    let restingConstant = chat.barBottom.constant
    stage.watched = { (chat.field, chat.field.bounds) }
    chat.field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let keyboardTop = stage.docked(height: 336).minY
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    #expect(chat.screen.view.transform == .identity, "the screen was lifted")
    #expect(chat.listTop == 0, "the list's top moved to \(chat.listTop)")
    #expect(abs(chat.barFrame.maxY - keyboardTop) < 0.5, "bar \(chat.barFrame)")
    #expect(
      chat.lastMessageBottomAtEnd <= chat.barFrame.minY + 0.5,
      "the last message ends at \(chat.lastMessageBottomAtEnd), the bar starts at \(chat.barFrame.minY)"
    )
    stage.hideKeyboard()
    _ = chat.field.resignFirstResponder()
    stage.run(for: 0.1)
    #expect(chat.barFrame == restingBar)
    #expect(chat.barBottom.constant == restingConstant)
    #expect(chat.list.contentInset == restingInsets.0)
    #expect(chat.list.verticalScrollIndicatorInsets == restingInsets.1)
    #expect(chat.screen.view.transform == .identity)
  }

  /// MessageKit's composer: InputBarAccessoryView in MessageKit's input container view.
  ///
  /// Docs/RealAppScreens.md: the container is pinned to the view's bottom and is only as tall as
  /// the bar it wraps; the bar is pinned to the container's edges, and the bar's content is held
  /// `<=` above the bar's safe area. Auto Layout sizes the container and the bar to the content,
  /// so moving a pin inside them grows them instead of lifting the composer: the constraint to
  /// move is the container's, to the screen.
  @Test("A composer wrapped in containers as tall as itself is lifted by the outer pin")
  func composerInWrappingContainers() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let screen = FramedViewController(frame: stage.window.bounds)
    let root: UIView = screen.view
    let container = UIView(frame: CGRect(x: 0, y: 852 - 82, width: 393, height: 82))
    let bar = UIView(frame: .zero)
    let content = UIView(frame: CGRect(x: 12, y: 6, width: 369, height: 36))
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 309, height: 36))
    for view in [container, bar, content] { view.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(container)
    container.addSubview(bar)
    bar.addSubview(content)
    content.addSubview(field)
    let containerBottom = container.bottomAnchor.constraint(equalTo: root.bottomAnchor)
    let barBottom = bar.bottomAnchor.constraint(equalTo: container.bottomAnchor)
    let contentBottom = content.bottomAnchor.constraint(
      lessThanOrEqualTo: bar.safeAreaLayoutGuide.bottomAnchor, constant: -6)
    NSLayoutConstraint.activate(
      [
        containerBottom, barBottom, contentBottom,
        bar.topAnchor.constraint(equalTo: container.topAnchor),
        content.topAnchor.constraint(equalTo: bar.topAnchor, constant: 6),
        container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        bar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      ])
    stage.present(screen)
    root.layoutIfNeeded()
    field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(barBottom.constant == 0, "the bar's pin inside its container was moved")
    #expect(contentBottom.constant == -6, "the content's pin inside the bar was moved")
    #expect(containerBottom.constant < 0, "the container's pin to the screen was not moved")
    stage.hideKeyboard()
    stage.run(for: 0.1)
    #expect(containerBottom.constant == 0)
  }

  /// A pin written holder first (`view.bottomAnchor == bar.bottomAnchor`, as storyboards and some
  /// code write it): the bar is its second item, and it is the bar the list follows as it grows.
  @Test("The list behind a bar pinned holder-first follows the bar, not the screen")
  func holderFirstPinFollowsTheBar() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let screen = FramedViewController(frame: stage.window.bounds)
    let root: UIView = screen.view
    let list = UIScrollView(frame: root.bounds)
    list.contentSize = CGSize(width: 393, height: 3000)
    root.addSubview(list)
    let bar = UIView(frame: CGRect(x: 0, y: 852 - 34 - 56, width: 393, height: 56))
    bar.translatesAutoresizingMaskIntoConstraints = false
    let field = UITextField(frame: CGRect(x: 12, y: 8, width: 369, height: 40))
    bar.addSubview(field)
    root.addSubview(bar)
    NSLayoutConstraint.activate([
      root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    stage.present(screen)
    root.layoutIfNeeded()
    field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let avoider = try #require(AvoiderOwnership.owner(of: list) as? ScrollViewKeyboardAvoider)
    #expect(avoider.composer === bar)
  }

  @Test("A bar pinned to the keyboard layout guide is UIKit's: the library leaves it alone")
  func barOnTheKeyboardGuide() throws {
    let stage = AutomaticModeTests.makeStage()
    let log = LogRecorder()
    defer { log.stop() }
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let chat = Chat(pin: .keyboardGuide, on: stage)
    stage.watched = { (chat.field, chat.field.bounds) }
    chat.field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    #expect(chat.screen.view.transform == .identity)
    #expect(chat.barBottom.constant == 0)
    #expect(abs(chat.barFrame.maxY - stage.docked(height: 336).minY) < 0.5)
    let owners = [chat.screen.view, chat.bar, chat.list].compactMap { view in
      view.flatMap { AvoiderOwnership.owner(of: $0) }
    }
    #expect(owners.isEmpty, "\(owners)")
    #expect(log.lines.contains { $0.contains("keyboard layout guide") }, "\(log.lines)")
    stage.hideKeyboard()
    #expect(chat.screen.view.transform == .identity)
    #expect(abs(chat.barFrame.maxY - (852 - 34)) < 0.5)
  }

  /// Signal's conversation (`Docs/RealAppScreens.md`).
  ///
  /// The bar container is pinned to the view's bottom, and inside it the composer's own layout
  /// guide is pinned to the keyboard layout guide, so UIKit grows the bar as the keyboard rises.
  /// The pin to the keyboard guide is made by a
  /// layout guide, not a view on the field's way up: the bar must still be left to UIKit (moving
  /// its bottom too would lift the composer twice).
  @Test("A bar whose own layout guide is pinned to the keyboard layout guide is UIKit's too")
  func barFollowsThroughItsLayoutGuide() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let chat = Chat(pin: .viewBottom, on: stage)
    let root = try #require(chat.screen.view)
    let composer = UILayoutGuide()
    chat.bar.addLayoutGuide(composer)
    NSLayoutConstraint.activate([
      composer.topAnchor.constraint(equalTo: chat.bar.topAnchor),
      composer.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
    ])
    chat.field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(chat.barBottom.constant == 0, "the library moved a bar UIKit moves")
    let owners = [root, chat.bar, chat.list].compactMap { AvoiderOwnership.owner(of: $0) }
    #expect(owners.isEmpty, "\(owners)")
    #expect(root.transform == .identity)
    stage.hideKeyboard()
    #expect(chat.barBottom.constant == 0)
  }

  /// A button elsewhere pinned to the bar's own keyboard layout guide says nothing of the bar.
  @Test("Another view pinned to the bar's keyboard layout guide leaves the bar the library's")
  func otherViewOnTheBarsKeyboardGuide() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let chat = Chat(pin: .safeArea, on: stage)
    let root = try #require(chat.screen.view)
    let button = UIView(frame: CGRect(x: 300, y: 600, width: 56, height: 56))
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    button.bottomAnchor.constraint(equalTo: chat.bar.keyboardLayoutGuide.topAnchor).isActive = true
    chat.field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(chat.barBottom.constant < 0, "the bar rides on the keyboard")
    #expect(abs(chat.barFrame.maxY - stage.docked(height: 336).minY) < 0.5)
  }
}
