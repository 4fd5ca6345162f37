import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// Keyboard shapes from keyboard-behaviour.md, replayed through the glue on an iPad or iPhone.
@MainActor
@Suite("Keyboard modes through the glue", .serialized)
struct KeyboardModeScenarioTests {
  static let iPad = CGSize(width: 820, height: 1180)

  func iPadForm() -> (Stage, Form, ScrollViewKeyboardAvoider) {
    let stage = Stage(
      screenSize: Self.iPad, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    let form = Form(in: stage.window, fieldCount: 30)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    stage.watchFocus(among: form.fields)
    return (stage, form, avoider)
  }

  @Test("A floating keyboard adds no inset and scrolls nothing")
  func floating() {
    let (stage, form, avoider) = iPadForm()
    form.fields[15].becomeFirstResponder()
    let offset = form.scrollView.contentOffset
    // iPadOS 13+: only frame-change notifications for the floating keyboard.
    stage.post(.willChangeFrame, end: CGRect(x: 250, y: 500, width: 320, height: 250))
    stage.run(for: 0.4)
    #expect(form.scrollView.contentInset == .zero)
    #expect(form.scrollView.contentOffset == offset)
    _ = avoider
  }

  @Test("Docked, then undocked through frame changes alone, gives the room back")
  func dockedThenUndocked() {
    let (stage, form, avoider) = iPadForm()
    form.fields[14].becomeFirstResponder()
    stage.showKeyboard(height: 337)
    #expect(form.scrollView.contentInset.bottom == CGFloat(337 - 20))
    // Undock with a gesture: no will-hide, only a frame change to a raised keyboard (iOS 8+).
    stage.post(.willChangeFrame, end: CGRect(x: 0, y: 400, width: 820, height: 337))
    stage.run(for: 0.4)
    #expect(form.scrollView.contentInset == .zero)
    #expect(form.scrollView.verticalScrollIndicatorInsets == .zero)
    _ = avoider
  }

  @Test("A split keyboard (full-width frame, raised) covers nothing at the bottom")
  func split() {
    let (stage, form, avoider) = iPadForm()
    form.fields[2].becomeFirstResponder()
    stage.post(.willChangeFrame, end: CGRect(x: 0, y: 600, width: 820, height: 280))
    stage.run(for: 0.4)
    #expect(form.scrollView.contentInset == .zero)
    _ = avoider
  }

  @Test("The hardware-keyboard bar insets by its visible strip only")
  func hardwareBar() {
    let (stage, form, avoider) = iPadForm()
    form.fields[17].becomeFirstResponder()
    // 313pt frame with 55pt visible (iOS 9+ with a hardware keyboard).
    stage.moveKeyboard(to: CGRect(x: 0, y: 1180 - 55, width: 820, height: 313))
    #expect(form.scrollView.contentInset.bottom == CGFloat(55 - 20))
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    _ = avoider
  }

  @Test("Zero-height frames (will-show 0 then the real height; will-hide 0) converge")
  func zeroHeightFrames() {
    let stage = Stage(
      screenSize: CGSize(width: 375, height: 667))
    let form = Form(in: stage.window)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    stage.watchFocus(among: form.fields)
    form.fields[8].becomeFirstResponder()
    stage.post(.willShow, end: CGRect(x: 0, y: 667, width: 375, height: 0))
    stage.run(for: 0.1)
    #expect(form.scrollView.contentInset == .zero)
    stage.showKeyboard(height: 216)
    #expect(form.scrollView.contentInset.bottom == 216)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    stage.post(.willHide, end: .zero)
    stage.run(for: 0.4)
    #expect(form.scrollView.contentInset == .zero)
    _ = avoider
  }

  @Test("Another app's docked keyboard (Split View) makes room to scroll to, and reveals nothing")
  func notLocalDocked() {
    let (stage, form, avoider) = iPadForm()
    // Our field keeps focus in our window while the other app raises its keyboard.
    form.fields[25].becomeFirstResponder()
    stage.run(for: 0.4)  // UIKit's own scroll to the new first responder ends first
    let offset = form.scrollView.contentOffset
    stage.post(.willShow, end: CGRect(x: 0, y: 843, width: 820, height: 337), isLocal: false)
    stage.run(for: 0.4)
    // The covered part less the safe area the system already adds: every row can be reached.
    #expect(form.scrollView.contentInset.bottom == 317)
    #expect(form.scrollView.contentOffset == offset, "no input of ours is being edited")
    stage.post(.willHide, end: CGRect(x: 0, y: 1180, width: 820, height: 337), isLocal: false)
    stage.run(for: 0.4)
    #expect(form.scrollView.contentInset == .zero)
    _ = avoider
  }

  @Test("Another app's keyboard that does not cover our window changes nothing")
  func notLocalElsewhere() {
    let (stage, form, avoider) = iPadForm()
    stage.post(
      .willChangeFrame, end: CGRect(x: 250, y: 500, width: 320, height: 250), isLocal: false)
    stage.run(for: 0.4)
    #expect(form.scrollView.contentInset == .zero)
    _ = avoider
  }

  @Test("A keyboard on another screen is ignored")
  func otherScreen() {
    let (stage, form, avoider) = iPadForm()
    form.fields[20].becomeFirstResponder()
    let external = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    stage.post(.willShow, end: CGRect(x: 0, y: 843, width: 820, height: 337), object: external)
    stage.run(for: 0.4)
    #expect(form.scrollView.contentInset == .zero)
    _ = avoider
  }

  @Test("A Stage Manager window offset in its screen insets by its own overlap")
  func stageManagerWindow() {
    let stage = Stage(
      screenSize: CGSize(width: 1024, height: 1366),
      windowFrame: CGRect(x: 120, y: 300, width: 600, height: 800))
    let form = Form(in: stage.window, fieldCount: 30)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    stage.watchFocus(among: form.fields)
    form.fields[10].becomeFirstResponder()
    // The window ends at 1100; the keyboard's top is at 968: 132pt overlap, not 398.
    stage.showKeyboard(height: 398)
    #expect(form.scrollView.contentInset.bottom == 132)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    _ = avoider
  }

  @Test("A keyboard with a 44pt input accessory view is avoided as one taller frame")
  func inputAccessoryView() {
    let stage = Stage(
      screenSize: CGSize(width: 375, height: 667))
    let form = Form(in: stage.window)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[7].inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    stage.watchFocus(among: form.fields)
    form.fields[7].becomeFirstResponder()
    stage.showKeyboard(height: 260 + 44)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    #expect(form.scrollView.contentInset.bottom == 304)
    _ = avoider
  }
}
