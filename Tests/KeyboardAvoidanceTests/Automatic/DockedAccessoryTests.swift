import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// A chat controller whose composer is its own input accessory view (MessageKit 3, Kickstarter's
/// comments): UIKit docks the composer at the bottom of the screen while the controller is
/// first responder, carries it on the keyboard while its text view is, and announces the move
/// back to the docked composer as a hide whose end frame is the composer's.
///
/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34): the composer is 48 pt of content,
/// 82 pt docked over the home indicator.
@MainActor
@Suite("A composer its controller docks as its input accessory", .serialized)
struct DockedAccessoryTests {
  /// The chat controller: a list filling its view, the composer as its accessory.
  final class ChatController: UIViewController {
    let composer = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 82))
    let textView = UITextView(frame: CGRect(x: 12, y: 6, width: 309, height: 36))
    let list = UIScrollView(frame: .zero)

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { composer }

    override func viewDidLoad() {
      super.viewDidLoad()
      list.frame = view.bounds
      list.contentSize = CGSize(width: 393, height: 3000)
      view.addSubview(list)
      composer.addSubview(textView)
    }
  }

  /// The docked composer's frame, and the keyboard with the composer on top.
  static let docked = CGRect(x: 0, y: 852 - 82, width: 393, height: 82)
  static let keyboard = CGRect(x: 0, y: 852 - 336 - 48, width: 393, height: 336 + 48)

  /// `chat` on screen, its controller first responder, the composer hosted in UIKit's keyboard
  /// window and announced docked.
  func dockedChatWith(_ chat: ChatController, _ stage: Stage) -> (ChatController, UIWindow) {
    stage.window.rootViewController = chat
    stage.window.layoutIfNeeded()
    let keyboardWindow = UITextEffectsWindow(frame: stage.window.frame)
    keyboardWindow.screen = stage.window.screen
    keyboardWindow.isHidden = false
    keyboardWindow.addSubview(chat.composer)
    chat.composer.frame = Self.docked
    #expect(chat.becomeFirstResponder())
    stage.moveKeyboard(to: Self.docked)
    return (chat, keyboardWindow)
  }

  /// The list's own avoider, as a screen attaches it in `viewDidLoad`: room only, no reveal.
  func listAvoider(of chat: ChatController, _ stage: Stage) -> ScrollViewKeyboardAvoider {
    var configuration = KeyboardAvoidanceConfiguration()
    configuration.revealsFocusedInput = false
    _ = chat.view
    return ScrollViewKeyboardAvoider(
      scrollView: chat.list, configuration: configuration, center: stage.center)
  }

  func dockedChat(_ stage: Stage) -> (ChatController, UIWindow) {
    dockedChatWith(ChatController(), stage)
  }

  /// The composer's text view takes the focus, the keyboard rises under the composer, and the
  /// text view resigns: the controller is first responder again as UIKit moves the composer back.
  func typeAndHide(_ chat: ChatController, _ stage: Stage) -> (up: CGFloat, afterHide: CGFloat) {
    chat.resignFirstResponder()
    chat.textView.becomeFirstResponder()
    chat.composer.frame.size.height = 48
    stage.moveKeyboard(to: Self.keyboard)
    let up = chat.list.contentInset.bottom
    chat.textView.resignFirstResponder()
    chat.becomeFirstResponder()
    chat.composer.frame.size.height = 82
    stage.moveKeyboard(to: Self.docked, showing: false)
    return (up, chat.list.contentInset.bottom)
  }

  @Test("The list's avoider keeps room for the composer docked again after the hide")
  func perScreenAvoiderKeepsRoom() {
    let stage = AutomaticModeTests.makeStage()
    let chat = ChatController()
    let avoider = listAvoider(of: chat, stage)
    let (_, keyboardWindow) = dockedChatWith(chat, stage)
    // Room for the docked composer, less the home indicator the list's safe area holds.
    #expect(abs(chat.list.contentInset.bottom - (82 - 34)) < 0.001)
    let insets = typeAndHide(chat, stage)
    #expect(abs(insets.up - (336 + 48 - 34)) < 0.001)
    #expect(abs(insets.afterHide - (82 - 34)) < 0.001, "the docked composer still covers the list")
    // Leaving the screen takes the composer away with a hide to below the screen: all given back.
    chat.resignFirstResponder()
    stage.hideKeyboard()
    #expect(chat.list.contentInset.bottom == 0)
    avoider.stop()
    _ = keyboardWindow
  }

  @Test(
    "A composer laid out at its docked height only after the hide is still the docked accessory")
  func dockedHeightLaidOutLate() {
    let stage = AutomaticModeTests.makeStage()
    let chat = ChatController()
    let avoider = listAvoider(of: chat, stage)
    let (_, keyboardWindow) = dockedChatWith(chat, stage)
    chat.resignFirstResponder()
    chat.textView.becomeFirstResponder()
    chat.composer.frame.size.height = 48
    stage.moveKeyboard(to: Self.keyboard)
    chat.textView.resignFirstResponder()
    chat.becomeFirstResponder()
    // Still 48 points (its content) when the hide to the 82-point docked frame is handled: its
    // safe area, and so its docked height, comes with the next layout.
    stage.moveKeyboard(to: Self.docked, showing: false)
    #expect(abs(chat.list.contentInset.bottom - (82 - 34)) < 0.001, "the composer still docked")
    // A hide of another height is a keyboard gone.
    stage.moveKeyboard(to: Self.keyboard)
    stage.moveKeyboard(
      to: CGRect(x: 0, y: 852 - 120, width: 393, height: 120), showing: false)
    #expect(chat.list.contentInset.bottom == 0)
    avoider.stop()
    _ = keyboardWindow
  }

  @Test("The automatic mode gives the list room for the docked composer, the keyboard, and after")
  func automaticModeMakesRoom() {
    let stage = AutomaticModeTests.makeStage()
    // The app whose key window the mode looks in when no input of the app's is edited.
    HeadlessEnvironment.application = UIApplication(
      _scenes: [UIWindowScene(_windows: [stage.window])])
    defer { HeadlessEnvironment.application = nil }
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let (chat, keyboardWindow) = dockedChat(stage)
    #expect(abs(chat.list.contentInset.bottom - (82 - 34)) < 0.001)
    let insets = typeAndHide(chat, stage)
    #expect(abs(insets.up - (336 + 48 - 34)) < 0.001)
    #expect(abs(insets.afterHide - (82 - 34)) < 0.001)
    chat.resignFirstResponder()
    stage.hideKeyboard()
    #expect(chat.list.contentInset.bottom == 0)
    _ = keyboardWindow
  }

  @Test("UIView.dockedAccessory: only a first responder up the chain with an accessory")
  func dockedAccessory() {
    let stage = AutomaticModeTests.makeStage()
    let chat = ChatController()
    stage.window.rootViewController = chat
    #expect(chat.list.dockedAccessory == nil, "not first responder")
    #expect(chat.becomeFirstResponder())
    #expect(chat.list.dockedAccessory === chat.composer)
    #expect(chat.list.suppliesAccessory(holding: nil))
    #expect(chat.list.suppliesAccessory(holding: chat.textView))
    // A field of the screen's own as first responder keeps no accessory docked.
    let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
    chat.view.addSubview(field)
    field.becomeFirstResponder()
    #expect(chat.list.dockedAccessory == nil)
    #expect(!chat.list.suppliesAccessory(holding: field))
  }
}
