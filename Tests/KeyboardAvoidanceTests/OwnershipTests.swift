import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// However an avoider ends, and however many are attached, the app's own inset comes back
/// exactly: iPhone 15 Pro-sized window, app `contentInset.bottom` 24.5, a 336 pt keyboard.
@MainActor
@Suite("One owner per scroll view, and every ending restores", .serialized)
struct OwnershipTests {
  static let appBottom: CGFloat = 24.5

  @MainActor
  struct Screen {
    let stage: Stage
    let form: Form

    init() {
      stage = Stage(
        screenSize: CGSize(width: 393, height: 852),
        safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      form = Form(
        in: stage.window,
        contentInset: UIEdgeInsets(top: 0, left: 0, bottom: OwnershipTests.appBottom, right: 0))
      stage.watchFocus(among: form.fields)
    }

    var bottom: CGFloat { form.scrollView.contentInset.bottom }

    /// Focuses a field the keyboard would cover and shows the keyboard.
    func show() {
      form.fields[11].becomeFirstResponder()
      stage.showKeyboard(height: 336)
    }

    func hide() {
      stage.hideKeyboard()
    }
  }

  /// The inset one avoider adds for this screen: the keyboard's overlap less the safe area.
  static let share: CGFloat = 336 - 34

  @Test("Two avoiders on one scroll view count the keyboard once; the later replaces the earlier")
  func twoAvoiders() {
    let screen = Screen()
    var warnings: [String] = []
    KeyboardAvoidanceWarnings.handler = { warnings.append($0) }
    defer { KeyboardAvoidanceWarnings.handler = nil }
    let first = ScrollViewKeyboardAvoider(
      scrollView: screen.form.scrollView, center: screen.stage.center)
    let second = ScrollViewKeyboardAvoider(
      scrollView: screen.form.scrollView, center: screen.stage.center)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("replaces") == true)
    for _ in 0..<3 {
      screen.show()
      #expect(screen.bottom == Self.appBottom + Self.share)
      screen.hide()
      #expect(screen.bottom == Self.appBottom)
    }
    screen.show()
    first.stop()
    #expect(
      screen.bottom == Self.appBottom + Self.share, "the replaced one has nothing to give back")
    second.stop()
    #expect(screen.bottom == Self.appBottom)
    #expect(!first.isActive && !second.isActive)
  }

  @Test("An avoider nobody keeps works for the life of its scroll view")
  func unretained() {
    let screen = Screen()
    _ = ScrollViewKeyboardAvoider(scrollView: screen.form.scrollView, center: screen.stage.center)
    screen.show()
    #expect(screen.bottom == Self.appBottom + Self.share)
    #expect(screen.stage.occludedSamples.isEmpty, "\(screen.stage.occlusionSummary)")
    screen.hide()
    #expect(screen.bottom == Self.appBottom)
  }

  @Test("Released while the keyboard is up, the inset still comes back on hide")
  func releasedWhileUp() {
    let screen = Screen()
    var avoider: ScrollViewKeyboardAvoider? = ScrollViewKeyboardAvoider(
      scrollView: screen.form.scrollView, center: screen.stage.center)
    screen.show()
    #expect(avoider?.isActive == true)
    avoider = nil
    screen.hide()
    #expect(screen.bottom == Self.appBottom)
  }

  @Test("Disabled while up gives back at once; enabled again, it avoids again")
  func disabledWhileUp() {
    let screen = Screen()
    let avoider = ScrollViewKeyboardAvoider(
      scrollView: screen.form.scrollView, center: screen.stage.center)
    screen.show()
    avoider.isEnabled = false
    #expect(screen.bottom == Self.appBottom)
    screen.hide()
    avoider.isEnabled = true
    #expect(screen.bottom == Self.appBottom)
    screen.show()
    #expect(screen.bottom == Self.appBottom + Self.share)
    // Enabled again while the keyboard is up: it plans for the keyboard already there.
    avoider.isEnabled = false
    #expect(screen.bottom == Self.appBottom)
    avoider.isEnabled = true
    #expect(screen.bottom == Self.appBottom + Self.share)
    screen.hide()
    #expect(screen.bottom == Self.appBottom)
  }

  @Test("stop() while up gives back at once, and the app's change made meanwhile is kept")
  func stopWhileUpKeepsAppChange() {
    let screen = Screen()
    let avoider = ScrollViewKeyboardAvoider(
      scrollView: screen.form.scrollView, center: screen.stage.center)
    screen.show()
    screen.form.scrollView.contentInset.bottom = 100
    avoider.stop()
    #expect(screen.bottom == 100)
    #expect(!avoider.isActive)
    screen.hide()
    #expect(screen.bottom == 100)
  }

  @Test("Leaving the window while up gives back with the keyboard's next notification")
  func leavesWindow() {
    let screen = Screen()
    let avoider = ScrollViewKeyboardAvoider(
      scrollView: screen.form.scrollView, center: screen.stage.center)
    screen.show()
    // Removing the focused field's screen resigns it; UIKit then hides the keyboard.
    screen.form.scrollView.removeFromSuperview()
    screen.hide()
    #expect(screen.bottom == Self.appBottom)
    #expect(avoider.isActive, "it stays attached to the scroll view for when it comes back")
    screen.stage.window.addSubview(screen.form.scrollView)
    screen.show()
    #expect(screen.bottom == Self.appBottom + Self.share)
  }

  @Test("A plain-view avoider and a bottom-constraint avoider also have one owner each")
  func otherAvoidersReplace() {
    let screen = Screen()
    var warnings: [String] = []
    KeyboardAvoidanceWarnings.handler = { warnings.append($0) }
    defer { KeyboardAvoidanceWarnings.handler = nil }
    let container = UIView(frame: screen.stage.window.bounds)
    screen.stage.window.addSubview(container)
    let field = UITextField(frame: CGRect(x: 16, y: 700, width: 300, height: 44))
    container.addSubview(field)
    let first = LiftingKeyboardAvoider(view: container, center: screen.stage.center)
    LiftingKeyboardAvoider(view: container, center: screen.stage.center)
    #expect(!first.isActive)
    #expect(warnings.count == 1)
    field.becomeFirstResponder()
    screen.stage.showKeyboard(height: 336)
    // Lifted once: the field's bottom sits a margin above the keyboard, not twice as high.
    let fieldBottom = field.convert(field.bounds, to: screen.stage.window).maxY
    #expect(abs(fieldBottom - (852 - 336 - 16)) < 0.5)
    screen.stage.hideKeyboard()
    #expect(container.transform == .identity)
  }

  @Test("The avoider ends with its scroll view")
  func endsWithView() {
    weak var weakAvoider: ScrollViewKeyboardAvoider?
    weak var weakScrollView: UIScrollView?
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    do {
      let scrollView = UIScrollView(frame: stage.window.bounds)
      stage.window.addSubview(scrollView)
      let avoider = ScrollViewKeyboardAvoider(scrollView: scrollView, center: stage.center)
      weakAvoider = avoider
      weakScrollView = scrollView
      scrollView.removeFromSuperview()
    }
    #expect(weakScrollView == nil)
    #expect(weakAvoider == nil)
    stage.showKeyboard(height: 336)
  }
}
