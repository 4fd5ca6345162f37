import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// A one-time-code box: a view adopting `UIKeyInput` brings up the keyboard when it becomes first
/// responder, but UIKit posts no editing notification for it (those belong to `UITextField` and
/// `UITextView`).
@MainActor
final class CodeInputView: UIView, UIKeyInput {
  private(set) var code = ""
  var hasText: Bool { !code.isEmpty }
  func insertText(_ text: String) { code += text }
  func deleteBackward() { code = String(code.dropLast()) }
  override var canBecomeFirstResponder: Bool { true }
}

/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34), a 336 pt keyboard.
@MainActor
@Suite("Inputs that are not text fields or text views", .serialized)
struct KeyInputResponderTests {
  @Test("A one-time-code box low on a plain screen is lifted above the keyboard")
  func codeBoxLifted() throws {
    let stage = AutomaticModeTests.makeStage()
    let screen = UIView(frame: stage.window.bounds)
    stage.window.addSubview(screen)
    let code = CodeInputView(frame: CGRect(x: 40, y: 680, width: 313, height: 56))
    screen.addSubview(code)
    let avoider = PlainViewKeyboardAvoider(view: screen, center: stage.center)
    stage.watched = { (code, code.bounds) }
    #expect(code.becomeFirstResponder())
    stage.showKeyboard(height: 336)
    #expect(screen.transform.ty < 0, "lifted: \(screen.transform)")
    #expect((stage.settledMargin ?? -1) >= 15.5, "gap \(stage.settledMargin ?? -1)")
    stage.hideKeyboard()
    #expect(screen.transform == .identity)
    _ = avoider
  }

  @Test("A code box in a form's scroll view is scrolled clear, not only inset")
  func codeBoxInAScrollView() throws {
    let stage = AutomaticModeTests.makeStage()
    let form = Form(in: stage.window, fieldCount: 12)
    let code = CodeInputView(frame: CGRect(x: 40, y: 20 + 12 * 64, width: 313, height: 56))
    form.scrollView.addSubview(code)
    form.scrollView.contentSize.height += 80
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    stage.watched = { (code, code.bounds) }
    #expect(code.becomeFirstResponder())
    stage.showKeyboard(height: 336)
    #expect(form.scrollView.contentInset.bottom == 302)
    #expect((stage.settledMargin ?? -1) >= 15.5, "gap \(stage.settledMargin ?? -1)")
    _ = avoider
  }
}
