import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

@MainActor
@Suite("The opt-in decision log", .serialized)
struct LoggingTests {
  @Test("Off by default: nothing is recorded")
  func offByDefault() {
    var lines: [String] = []
    KeyboardAvoidanceLog.sink = { lines.append($0) }
    defer { KeyboardAvoidanceLog.sink = nil }
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let form = Form(in: stage.window)
    ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[12].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(lines.isEmpty)
  }

  @Test("A show, a focus move and a hide, one line per decision")
  func showFocusHide() {
    var lines: [String] = []
    KeyboardAvoidanceLog.isEnabled = true
    KeyboardAvoidanceLog.sink = { lines.append($0) }
    defer {
      KeyboardAvoidanceLog.isEnabled = false
      KeyboardAvoidanceLog.sink = nil
    }
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let form = Form(
      in: stage.window, contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 24.5, right: 0))
    ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[12].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    form.fields[14].becomeFirstResponder()
    stage.hideKeyboard()
    #expect(
      lines.contains {
        $0.hasPrefix("UIKeyboardWillChangeFrameNotification: keyboard top 516.0, docked → plan")
      }, "\(lines)")
    #expect(
      lines.contains {
        $0.hasPrefix("scroll view: overlap adds 302.0 (app 24.5 → 326.5), scroll to y")
      },
      "\(lines)")
    #expect(lines.contains { $0.contains("nothing to do (same geometry)") }, "\(lines)")
    #expect(lines.contains("focus moved, docked keyboard → plan"), "\(lines)")
    #expect(
      lines.contains { $0.hasPrefix("scroll view: gave back the app's inset 24.5") }, "\(lines)")
  }
}
