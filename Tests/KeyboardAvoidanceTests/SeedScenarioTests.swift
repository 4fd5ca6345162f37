import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// The seed articles' defects replayed through the glue (Docs/Design/Baselines.md).
///
/// Scenarios
/// covered elsewhere: stacked screens (000), tap only while the keyboard is up and retain cycles
/// (001), focus moves with a height change (002), the floating keyboard and the kept scroll
/// position (004), moving on the keyboard's curve (000, 001, 004).
@MainActor
@Suite("Seed defects through the glue", .serialized)
struct SeedScenarioTests {
  @Test("000: a list above a tab bar is inset by the overlap, not keyboard minus safe area")
  func tabBar() {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let form = Form(in: stage.window, frame: CGRect(x: 0, y: 0, width: 393, height: 852 - 83))
    form.scrollView.contentInsetAdjustmentBehavior = .never
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    stage.watchFocus(among: form.fields)
    form.fields[9].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(form.scrollView.contentInset.bottom == 253)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    _ = avoider
  }

  @Test("000/002: hiding leaves the app's own 50pt inset, not zero")
  func appInsetKept() {
    let stage = Stage(screenSize: CGSize(width: 375, height: 667))
    let form = Form(
      in: stage.window, contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0))
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[6].becomeFirstResponder()
    stage.showKeyboard(height: 260)
    #expect(form.scrollView.contentInset.bottom == 310)
    stage.hideKeyboard()
    #expect(form.scrollView.contentInset.bottom == 50)
    _ = avoider
  }

  @Test("000: the last field of a short form scrolls no further than the content allows")
  func clampedOffset() {
    let stage = Stage(screenSize: CGSize(width: 375, height: 667))
    let form = Form(in: stage.window, fieldCount: 9)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[8].becomeFirstResponder()
    stage.showKeyboard(height: 260)
    let scroll = form.scrollView
    let maxY = scroll.contentSize.height + scroll.adjustedContentInset.bottom - scroll.bounds.height
    #expect(scroll.contentOffset.y <= maxY + 1e-9)
    #expect(scroll.contentOffset.y >= -scroll.adjustedContentInset.top)
    _ = avoider
  }

  @Test("000/004: a field deep in nested containers is found and converted once")
  func deepNestedField() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let scrollView = UIScrollView(frame: stage.window.bounds)
    scrollView.contentSize = CGSize(width: 393, height: 2000)
    stage.window.addSubview(scrollView)
    var parent: UIView = scrollView
    for level in 0..<50 {
      let container = UIView(frame: CGRect(x: 0, y: level == 0 ? 300 : 8, width: 393, height: 1000))
      parent.addSubview(container)
      parent = container
    }
    let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 44))
    parent.addSubview(field)
    let avoider = ScrollViewKeyboardAvoider(scrollView: scrollView, center: stage.center)
    stage.watchFocus(among: [field])
    field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    #expect(abs((stage.settledMargin ?? 0) - 16) < 0.5, "revealed exactly, no double origin")
    _ = avoider
  }

  @Test("001: a bar in an iPad form sheet rises by the sheet's overlap, not the keyboard height")
  func formSheetBar() throws {
    let stage = Stage(screenSize: CGSize(width: 820, height: 1180))
    let sheet = UIView(frame: CGRect(x: 140, y: 280, width: 540, height: 620))
    stage.window.addSubview(sheet)
    let bar = UIView(frame: CGRect(x: 0, y: 564, width: 540, height: 56))
    sheet.addSubview(bar)
    let constraint = bar.bottomAnchor.constraint(equalTo: sheet.bottomAnchor)
    constraint.isActive = true
    let avoider = BottomConstraintKeyboardAvoider(
      constraint: constraint, container: sheet, center: stage.center)
    let field = UITextField(frame: CGRect(x: 8, y: 6, width: 500, height: 44))
    bar.addSubview(field)
    field.becomeFirstResponder()
    stage.showKeyboard(height: 337)
    #expect(constraint.constant == -57)
    _ = avoider
  }

  @Test("001: a malformed keyboard notification changes nothing and does not crash")
  func malformedNotification() {
    let stage = Stage(screenSize: CGSize(width: 375, height: 667))
    let form = Form(in: stage.window)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[8].becomeFirstResponder()
    stage.center.post(
      name: Notification.Name(KeyboardEventKind.willShow.rawValue), object: stage.screen,
      userInfo: [KeyboardUserInfoKey.frameEnd: [0, Double.nan, 375, 260]])
    stage.center.post(
      name: Notification.Name(KeyboardEventKind.willShow.rawValue), object: stage.screen,
      userInfo: [KeyboardUserInfoKey.frameEnd: "tall"])
    stage.run(for: 0.3)
    #expect(form.scrollView.contentInset == .zero)
    #expect(form.scrollView.contentOffset == .zero)
    _ = avoider
  }

  @Test(
    "003: a Slide Over window is inset by its own overlap, not screen height minus keyboard top")
  func slideOver() {
    let window = CGRect(x: 694, y: 40, width: 320, height: 1266)
    let stage = Stage(screenSize: CGSize(width: 1024, height: 1366), windowFrame: window)
    let form = Form(in: stage.window, fieldCount: 30)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    stage.watchFocus(among: form.fields)
    form.fields[17].becomeFirstResponder()
    stage.moveKeyboard(to: CGRect(x: 694, y: 1006, width: 320, height: 300))
    #expect(form.scrollView.contentInset.bottom == 300)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    _ = avoider
  }

  @Test("The stand-in animates curve 7 exactly as KeyboardCore times the keyboard")
  func sameCurve() {
    for step in 0...100 {
      let fraction = Double(step) / 100
      for curve in [0, 1, 2, 3, 7] {
        #expect(
          abs(
            HeadlessTiming.progress(curveRawValue: curve, fraction: fraction)
              - AnimationTiming.progress(curve: curve, fraction: fraction)) < 1e-6,
          "curve \(curve) at \(fraction)")
      }
    }
  }

  @Test("The stand-in and KeyboardCore agree on how long each curve moves for")
  func sameMotionTime() throws {
    for curve in [0, 3, 7] {
      for duration in [0.0, 0.25, 0.4] {
        let animation = try KeyboardAnimation(duration: duration, curve: curve)
        #expect(
          HeadlessTiming.motionDuration(curveRawValue: curve, duration: duration)
            == animation.motionDuration)
        for step in 0...60 {
          let elapsed = Double(step) / 100
          #expect(
            abs(
              HeadlessTiming.progress(curveRawValue: curve, duration: duration, elapsed: elapsed)
                - animation.progress(atElapsed: elapsed)) < 1e-6,
            "curve \(curve), \(duration) s, at \(elapsed) s")
        }
      }
    }
  }
}
