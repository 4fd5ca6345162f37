import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// Layout that lands after the keyboard's notification: a scroll view pinned to the keyboard
/// layout guide, a sheet UIKit moves later, a window resized with the keyboard up, content that
/// grows after the reveal.
@MainActor
@Suite("Layout that lands after the notification", .serialized)
struct LayoutAfterNotificationTests {
  static let size = CGSize(width: 393, height: 852)

  static func stage() -> Stage {
    Stage(screenSize: size, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  /// A form whose scroll view runs from the top to the keyboard layout guide's top.
  static func pinnedForm(in stage: Stage) -> Form {
    let root = UIView(frame: stage.window.bounds)
    stage.window.addSubview(root)
    let form = Form(in: root)
    form.scrollView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      form.scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      form.scrollView.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
    ])
    root.layoutIfNeeded()
    return form
  }

  @Test("The stand-in's view holds the constraints whose items' closest common ancestor it is")
  func constraintsAreHeldByTheCommonAncestor() {
    let stage = Self.stage()
    let form = Self.pinnedForm(in: stage)
    let root = form.scrollView.superview
    #expect(root?.constraints.count == 2)
    #expect(form.scrollView.constraints.isEmpty)
    // With no keyboard the guide rests on the safe area's bottom.
    #expect(abs(form.scrollView.frame.maxY - 818) < 0.01)
  }

  @Test("A scroll view pinned to the keyboard layout guide gets no inset: overlap counted once")
  func pinnedScrollViewCountsTheKeyboardOnce() {
    let stage = Self.stage()
    let form = Self.pinnedForm(in: stage)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    stage.watchFocus(among: form.fields)
    form.fields[10].becomeFirstResponder()
    stage.run(for: 0.4)
    stage.clearSamples()
    stage.showKeyboard(height: 336)
    #expect(abs(form.scrollView.frame.maxY - 516) < 0.01, "laid out above the keyboard")
    #expect(form.scrollView.contentInset.bottom == 0, "the keyboard is not under the scroll view")
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    let gap = stage.samples.last.map { stage.keyboardNow.minY - $0.watchedRectInScreen.maxY }
    #expect(gap.map { $0 >= 15.5 } == true, "margin kept: \(String(describing: gap))")
    stage.hideKeyboard()
    #expect(form.scrollView.contentInset.bottom == 0)
    _ = avoider
  }

  /// An iPad-sized screen with a form sheet holding an avoided form, 600 × 900 at (110, 200),
  /// its ninth field focused and scrolled to by UIKit.
  static func sheetForm() -> (Stage, UIView, Form, ScrollViewKeyboardAvoider) {
    let stage = Stage(screenSize: CGSize(width: 820, height: 1180))
    let sheet = UIView(frame: CGRect(x: 110, y: 200, width: 600, height: 900))
    stage.window.addSubview(sheet)
    let form = Form(in: sheet, fieldCount: 30)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    stage.watchFocus(among: form.fields)
    form.fields[8].becomeFirstResponder()
    stage.run(for: 0.4)
    return (stage, sheet, form, avoider)
  }

  @Test("A sheet UIKit moves after the notification: the inset follows where it ended")
  func sheetMovedAfterTheNotification() {
    let (stage, sheet, form, avoider) = Self.sheetForm()
    // Keyboard top 780: the sheet's bottom (1100) is 320 below it, until UIKit lifts the sheet
    // by 100 once the app has handled the notification.
    stage.moveKeyboard(to: stage.docked(height: 400)) {
      UIView.animate(withDuration: 0.25) { sheet.frame.origin.y = 100 }
    }
    #expect(form.scrollView.contentInset.bottom == 220, "the overlap once the sheet moved")
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    stage.hideKeyboard()
    #expect(form.scrollView.contentInset.bottom == 0)
    _ = avoider
  }

  @Test("A window resized with the keyboard up: the next keystroke plans for the new size")
  func windowResizedWithTheKeyboardUp() {
    let (stage, sheet, form, avoider) = Self.sheetForm()
    stage.showKeyboard(height: 400)
    #expect(form.scrollView.contentInset.bottom == 320)
    // The container shrinks by 200 at its bottom (Split View, Stage Manager): no notification.
    sheet.frame.size.height = 700
    form.scrollView.frame.size.height = 700
    form.fields[8].insertText("a")
    #expect(form.scrollView.contentInset.bottom == 120, "no stale inset after the resize")
    stage.hideKeyboard()
    #expect(form.scrollView.contentInset.bottom == 0)
    _ = avoider
  }

  @Test("Rows that grow above the focused field after the reveal: revealed again with no event")
  func contentGrewAfterTheReveal() {
    let stage = Self.stage()
    let form = Form(in: stage.window)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    stage.watchFocus(among: form.fields)
    form.fields[9].becomeFirstResponder()
    stage.run(for: 0.4)
    stage.showKeyboard(height: 336)
    #expect(stage.occludedSamples.isEmpty)
    // Self-sizing rows above it grew by 200: the field and the content move down, no
    // notification is posted.
    for field in form.fields { field.frame.origin.y += 200 }
    form.scrollView.contentSize.height += 200
    stage.run(for: 0.4)
    let gap = stage.samples.last.map { stage.keyboardNow.minY - $0.watchedRectInScreen.maxY }
    #expect(gap.map { $0 >= 15.5 } == true, "revealed again: \(String(describing: gap))")
    stage.hideKeyboard()
    _ = avoider
  }
}
