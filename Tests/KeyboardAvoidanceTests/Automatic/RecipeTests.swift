import Foundation
import HeadlessUIKit
import KeyboardAvoidanceRecipes
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// The README's integration recipes (target `KeyboardAvoidanceRecipes`), run as apps run them.
///
/// Public initializers, UIKit's default notification center. iPhone 15 Pro-sized window, a
/// 336 pt docked keyboard; each must count the keyboard once and give everything back.
@MainActor
@Suite("Integration recipes", .serialized)
struct RecipeTests {
  static func makeStage() -> Stage {
    Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), onDefaultCenter: true)
  }

  @Test("Form in a table view: the field scrolls clear, the table's insets come back")
  func formInTableView() {
    let stage = Self.makeStage()
    let screen = ProfileFormViewController()
    screen.view.frame = stage.window.bounds
    stage.present(screen)
    screen.tableView.contentInset.bottom = 16
    var fields: [UITextField] = []
    for row in 0..<20 {
      let field = UITextField(
        frame: CGRect(x: 16, y: 20 + CGFloat(row) * 64, width: 361, height: 44))
      screen.tableView.addSubview(field)
      fields.append(field)
    }
    screen.tableView.contentSize = CGSize(width: 393, height: 20 * 64 + 40)
    stage.watchFocus(among: fields)
    // The table rests at its top (-59: UIKit moved the offset into range when the inset was set
    // on an empty table); field 11 is the lowest one still on screen before the keyboard comes.
    fields[11].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(abs(screen.tableView.contentInset.bottom - (16 + 336 - 34)) < 0.001)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    stage.hideKeyboard()
    #expect(screen.tableView.contentInset.bottom == 16)
  }

  /// The chat recipe on the stage, its field focused.
  static func chatScreen() -> (Stage, ChatViewController) {
    let stage = makeStage()
    let screen = ChatViewController()
    screen.view.frame = stage.window.bounds
    stage.present(screen)
    screen.view.layoutIfNeeded()
    screen.messageField.becomeFirstResponder()
    return (stage, screen)
  }

  @Test("Chat bar: the bar meets the keyboard, the list makes room once")
  func chatBar() {
    let (stage, screen) = Self.chatScreen()
    stage.showKeyboard(height: 336)
    let barBottom = screen.messageBar.convert(screen.messageBar.bounds, to: nil).maxY
    #expect(barBottom == stage.docked(height: 336).minY)
    // The recipe's few messages are shorter than the list: UIKit adds no safe area to its vertical insets
    // (UIScrollView.h, `.automatic`), so the list takes the whole overlap.
    let list = screen.messagesView
    #expect(list.adjustedContentInset.bottom == list.contentInset.bottom)
    #expect(abs(list.contentInset.bottom - (52 + 336)) < 0.001)
    stage.hideKeyboard()
    let restedBottom = screen.messageBar.convert(screen.messageBar.bounds, to: nil).maxY
    #expect(abs(restedBottom - (852 - 34)) < 0.001)
    #expect(screen.messagesView.contentInset.bottom == 52)
  }

  @Test("Inverted chat: the newest message rests on the bar, with the keyboard down and up")
  func invertedChat() throws {
    let stage = Self.makeStage()
    let screen = InvertedChatViewController()
    screen.view.frame = stage.window.bounds
    stage.present(screen)
    screen.view.layoutIfNeeded()
    let list = screen.messagesView
    list.contentOffset.y = -list.contentInset.top
    list.layoutIfNeeded()
    func newestBottom() throws -> CGFloat {
      let row = try #require(list.cellForRow(at: IndexPath(row: 0, section: 0)), "row 0 made")
      return row.convert(row.bounds, to: nil).maxY
    }
    func barTop() -> CGFloat { screen.messageBar.convert(screen.messageBar.bounds, to: nil).minY }
    #expect(abs(try newestBottom() - barTop()) < 0.01)
    screen.messageField.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    stage.run(for: 0.6)
    #expect(abs(barTop() - (852 - 336 - 52)) < 0.01)
    #expect(abs(try newestBottom() - barTop()) < 0.01, "the newest message under the bar")
    stage.hideKeyboard()
    stage.run(for: 0.6)
    #expect(list.contentInset.top == 52)
    #expect(abs(try newestBottom() - barTop()) < 0.01)
  }

  @Test("Chat bar: the emoji panel swap holds the bar and the list, and lets them down after")
  func chatBarEmojiPanel() {
    let (stage, screen) = Self.chatScreen()
    stage.showKeyboard(height: 336)
    let lifted = screen.messageBar.convert(screen.messageBar.bounds, to: nil).maxY
    screen.showEmojiPanel()
    stage.hideKeyboard()
    stage.run(for: 0.6)
    #expect(screen.messageBar.convert(screen.messageBar.bounds, to: nil).maxY == lifted)
    #expect(screen.emojiPanel.frame.minY == lifted, "the panel sits where the keyboard was")
    #expect(abs(screen.messagesView.contentInset.bottom - (52 + 336)) < 0.001)
    screen.hideEmojiPanel()
    stage.run(for: 0.6)
    let rested = screen.messageBar.convert(screen.messageBar.bounds, to: nil).maxY
    #expect(abs(rested - (852 - 34)) < 0.001)
    #expect(screen.messagesView.contentInset.bottom == 52)
  }

  @Test("Chat bar: with the guide set inside UIKit's animation, the bar slides with the keyboard")
  func chatBarMovesWithTheKeyboard() {
    let (stage, screen) = Self.chatScreen()
    var drawn: [CGFloat] = []
    stage.onSample = {
      let bar = screen.messageBar
      drawn.append(bar._presentationRect(inScreen: bar.bounds).maxY)
    }
    // The two avoiders' handlers run in turn, each laying the screen out: the second one's
    // tracker sees the guide already at its end frame, inside UIKit's animation.
    for move in [{ stage.showKeyboard(height: 336) }, { stage.hideKeyboard() }] {
      let bar = screen.messageBar
      drawn = [bar._presentationRect(inScreen: bar.bounds).maxY]
      move()
      let travel = abs((drawn.last ?? 0) - (drawn.first ?? 0))
      let steps = zip(drawn, drawn.dropFirst()).map { abs($1 - $0) }
      #expect(travel > 200)
      #expect(steps.allSatisfy { $0 < travel * 0.5 }, "a snap: \(steps.max() ?? 0) of \(travel)")
    }
  }

  @Test("Login screen: lifted just enough, a tap outside dismisses, Return moves on")
  func loginScreen() {
    let stage = Self.makeStage()
    let screen = LoginViewController()
    screen.view.frame = stage.window.bounds
    stage.present(screen)
    stage.watchFocus(among: [screen.emailField, screen.passwordField])
    screen.passwordField.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(screen.view.transform.ty < 0)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    let margin = stage.settledMargin ?? -1
    #expect(margin >= 0 && margin <= 20)
    let recognizer = screen.view.gestureRecognizers?.first
    #expect(recognizer?.isEnabled == true)
    stage.hideKeyboard()
    #expect(screen.view.transform == .identity)
    // Return: Next from the email, Done on the password.
    #expect(screen.emailField.returnKeyType == .next)
    #expect(screen.passwordField.returnKeyType == .done)
    screen.emailField.becomeFirstResponder()
    screen.emailField._simulateReturnKey()
    #expect(screen.passwordField.isFirstResponder)
    screen.passwordField._simulateReturnKey()
    #expect(!screen.passwordField.isFirstResponder)
  }
}
