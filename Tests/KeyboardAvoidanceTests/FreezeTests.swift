import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// Freezing an avoider: a chat that swaps the keyboard for a panel of its own keeps its list and
/// its bar where the keyboard left them, and they move once the app lets go.
@MainActor
@Suite("Frozen avoiders hold what they applied", .serialized)
struct FreezeTests {
  static let phone = (
    screen: CGSize(width: 393, height: 852),
    safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
  )

  /// The chat on a phone, its bar avoided, its field focused and a 336 pt keyboard up.
  static func chatOnTheKeyboard() throws -> (Stage, Chat, BottomConstraintKeyboardAvoider) {
    let stage = Stage(screenSize: phone.screen, safeArea: phone.safeArea)
    let chat = Chat(on: stage)
    let root = try #require(chat.bar.superview)
    let bar = BottomConstraintKeyboardAvoider(
      constraint: chat.constraint, container: root, center: stage.center)
    chat.field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    return (stage, chat, bar)
  }

  /// A phone-sized stage with the automatic mode started on it.
  static func automaticStage() -> Stage {
    let stage = Stage(screenSize: phone.screen, safeArea: phone.safeArea)
    AutomaticKeyboardAvoidance.start(center: stage.center)
    return stage
  }

  /// Stops the automatic mode and leaves it unfrozen for the next test.
  static func stopAutomaticMode() {
    AutomaticKeyboardAvoidance.stop()
    AutomaticKeyboardAvoidance.isFrozen = false
  }

  /// A message list filling the window and a 56 pt bar pinned to the safe area's bottom over it.
  @MainActor
  struct Chat {
    let list: UIScrollView
    let bar: UIView
    let field: UITextField
    let constraint: NSLayoutConstraint

    init(on stage: Stage) {
      let root = UIView(frame: stage.window.bounds)
      stage.window.addSubview(root)
      list = UIScrollView(frame: root.bounds)
      list.contentSize = CGSize(width: root.bounds.width, height: 3000)
      root.addSubview(list)
      bar = UIView(frame: CGRect(x: 0, y: 0, width: root.bounds.width, height: 56))
      root.addSubview(bar)
      field = UITextField(frame: CGRect(x: 8, y: 6, width: root.bounds.width - 16, height: 44))
      bar.addSubview(field)
      constraint = bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
      constraint.isActive = true
      root.layoutIfNeeded()
    }
  }

  @Test("Frozen, a bar and a list stay where the keyboard left them; thawed, they come back")
  func barAndListHoldThroughAHide() throws {
    let stage = Stage(screenSize: Self.phone.screen, safeArea: Self.phone.safeArea)
    let chat = Chat(on: stage)
    let root = try #require(chat.bar.superview)
    let bar = BottomConstraintKeyboardAvoider(
      constraint: chat.constraint, container: root, center: stage.center)
    let list = ScrollViewKeyboardAvoider(scrollView: chat.list, center: stage.center)
    chat.field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let liftedConstant = chat.constraint.constant
    let liftedInset = chat.list.contentInset.bottom
    #expect(liftedConstant == -302, "the bar rides on the keyboard")
    #expect(liftedInset > 0)
    // The app's emoji panel takes the keyboard's place: freeze, then let the keyboard go.
    bar.isFrozen = true
    list.isFrozen = true
    chat.field.resignFirstResponder()
    stage.hideKeyboard()
    stage.run(for: 0.6)
    #expect(chat.constraint.constant == liftedConstant, "the bar stays where the keyboard was")
    #expect(chat.list.contentInset.bottom == liftedInset)
    // The panel goes: thawed, both give everything back, with the focus-change animation.
    bar.isFrozen = false
    list.isFrozen = false
    stage.run(for: bar.session.configuration.focusChangeAnimation.duration + 0.1)
    #expect(chat.constraint.constant == 0)
    #expect(chat.list.contentInset.bottom == 0)
  }

  @Test("Frozen through a keyboard swapped for a taller one, thawed it follows the new one")
  func thawFollowsTheKeyboardThen() throws {
    let (stage, chat, bar) = try Self.chatOnTheKeyboard()
    bar.isFrozen = true
    stage.showKeyboard(height: 380)
    #expect(chat.constraint.constant == -302, "held while frozen")
    bar.isFrozen = false
    stage.run(for: bar.session.configuration.focusChangeAnimation.duration + 0.1)
    #expect(chat.constraint.constant == -346, "on the keyboard that is up now")
  }

  @Test("Freezing and thawing with nothing held back changes nothing")
  func thawWithNothingHeldBack() throws {
    let stage = Stage(screenSize: Self.phone.screen, safeArea: Self.phone.safeArea)
    let form = Form(in: stage.window)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[12].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let inset = form.scrollView.contentInset
    let offset = form.scrollView.contentOffset
    var lines: [String] = []
    KeyboardAvoidanceLog.isEnabled = true
    KeyboardAvoidanceLog.sink = { lines.append($0) }
    defer {
      KeyboardAvoidanceLog.isEnabled = false
      KeyboardAvoidanceLog.sink = nil
    }
    avoider.isFrozen = true
    avoider.isFrozen = false
    stage.run(for: 0.5)
    #expect(form.scrollView.contentInset == inset)
    #expect(form.scrollView.contentOffset == offset)
    #expect(lines.isEmpty, "no plan was held back: none is made (\(lines))")
  }

  @Test("The automatic mode freezes every avoider it attached")
  func automaticMode() throws {
    let stage = Self.automaticStage()
    defer { Self.stopAutomaticMode() }
    let form = Form(in: stage.window)
    form.fields[12].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let lifted = form.scrollView.contentInset.bottom
    #expect(lifted > 0)
    AutomaticKeyboardAvoidance.isFrozen = true
    form.fields[12].resignFirstResponder()
    stage.hideKeyboard()
    stage.run(for: 0.6)
    #expect(form.scrollView.contentInset.bottom == lifted, "held while frozen")
    AutomaticKeyboardAvoidance.isFrozen = false
    stage.run(for: 0.5)
    #expect(form.scrollView.contentInset.bottom == 0)
  }

  @Test("An avoider the automatic mode attaches while frozen holds too, and plans once thawed")
  func automaticModeAttachesFrozen() throws {
    let stage = Self.automaticStage()
    defer { Self.stopAutomaticMode() }
    AutomaticKeyboardAvoidance.isFrozen = true
    let form = Form(in: stage.window)
    form.fields[12].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(form.scrollView.contentInset.bottom == 0, "attached frozen: nothing applied yet")
    AutomaticKeyboardAvoidance.isFrozen = false
    stage.run(for: 0.5)
    #expect(form.scrollView.contentInset.bottom > 0)
    let field = form.fields[12]
    let fieldBottom = field.convert(field.bounds, to: stage.window).maxY
    #expect(fieldBottom <= 852 - 336 + 0.5, "the field is revealed once thawed")
  }

  @Test("A lifted plain view stays lifted while frozen and comes down once thawed")
  func liftedViewHolds() {
    let stage = Stage(
      screenSize: CGSize(width: 375, height: 667),
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let container = UIView(frame: stage.window.bounds)
    stage.window.addSubview(container)
    let password = UITextField(frame: CGRect(x: 16, y: 520, width: 343, height: 44))
    container.addSubview(password)
    let avoider = LiftingKeyboardAvoider(view: container, center: stage.center)
    password.becomeFirstResponder()
    stage.showKeyboard(height: 260)
    let lifted = container.transform
    #expect(lifted != .identity)
    avoider.isFrozen = true
    password.resignFirstResponder()
    stage.hideKeyboard()
    stage.run(for: 0.6)
    #expect(container.transform == lifted)
    avoider.isFrozen = false
    stage.run(for: 0.6)
    #expect(container.transform == .identity)
  }

  @Test("Focus moving into another scroll view under a frozen automatic mode attaches held")
  func automaticModeAttachesFrozenWithTheKeyboardUp() throws {
    let stage = Self.automaticStage()
    defer { Self.stopAutomaticMode() }
    let first = Form(in: stage.window)
    first.fields[12].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    AutomaticKeyboardAvoidance.isFrozen = true
    let second = Form(in: stage.window)
    second.fields[12].becomeFirstResponder()
    stage.run(for: 0.5)
    #expect(second.scrollView.contentInset.bottom == 0, "attached with the keyboard up, held")
    AutomaticKeyboardAvoidance.isFrozen = false
    stage.run(for: 0.6)
    #expect(second.scrollView.contentInset.bottom > 0, "planned once thawed")
  }

  @Test("A thaw after the keyboard went moves back with the keyboard's animation, not at once")
  func thawAnimates() throws {
    let (stage, chat, bar) = try Self.chatOnTheKeyboard()
    bar.isFrozen = true
    chat.field.resignFirstResponder()
    stage.hideKeyboard()
    stage.run(for: 0.6)
    let lifted = chat.bar._presentationFrame.maxY
    bar.isFrozen = false
    stage.run(for: 0.05)
    let moving = chat.bar._presentationFrame.maxY
    #expect(moving > lifted && moving < 818, "on its way down, not there at once (\(moving))")
    stage.run(for: 0.6)
    #expect(chat.constraint.constant == 0)
  }
}
