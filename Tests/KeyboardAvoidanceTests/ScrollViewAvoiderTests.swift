import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

@MainActor
@Suite("Scroll-view avoidance through the glue", .serialized)
struct ScrollViewAvoiderTests {
  struct Device: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let screen: CGSize
    let safeArea: UIEdgeInsets
    let keyboardHeight: CGFloat
  }

  nonisolated static let devices: [Device] = [
    Device(
      testDescription: "iPhone SE", screen: CGSize(width: 375, height: 667),
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), keyboardHeight: 260),
    Device(
      testDescription: "iPhone 15 Pro", screen: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), keyboardHeight: 336),
    Device(
      testDescription: "iPhone Pro Max landscape", screen: CGSize(width: 932, height: 430),
      safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), keyboardHeight: 209),
    Device(
      testDescription: "iPad Pro", screen: CGSize(width: 1024, height: 1366),
      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), keyboardHeight: 398),
  ]

  @Test(
    "The focused field is never under the keyboard, and insets come back exactly",
    arguments: devices)
  func showFocusHide(_ device: Device) throws {
    let stage = Stage(screenSize: device.screen, safeArea: device.safeArea)
    let form = Form(
      in: stage.window, contentInset: UIEdgeInsets(top: 8, left: 0, bottom: 30, right: 0))
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    let appInset = form.scrollView.contentInset
    let appIndicator = form.scrollView.verticalScrollIndicatorInsets
    // A field that the keyboard would cover.
    let field = try #require(
      form.fields.first { $0.frame.maxY > device.screen.height - device.keyboardHeight + 10 })
    stage.watchFocus(among: form.fields)
    field.becomeFirstResponder()
    stage.showKeyboard(height: device.keyboardHeight)

    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    // The app's own bottom inset stays on top of the library's share.
    let margin = try #require(stage.settledMargin)
    #expect(abs(margin - avoider.configuration.margin - appInset.bottom) < 0.5)

    let userOffset = form.scrollView.contentOffset
    stage.hideKeyboard()
    field.resignFirstResponder()
    #expect(form.scrollView.contentInset == appInset)
    #expect(form.scrollView.verticalScrollIndicatorInsets == appIndicator)
    // The user's position is kept, only clamped to the range valid without the keyboard.
    let maxOffsetY = max(
      -form.scrollView.adjustedContentInset.top,
      form.scrollView.contentSize.height + form.scrollView.adjustedContentInset.bottom
        - form.scrollView.bounds.height)
    #expect(form.scrollView.contentOffset.y == min(userOffset.y, maxOffsetY))
  }

  @Test("Focus moving to a field with a taller keyboard (number pad → QuickType) keeps it visible")
  func focusMoveWithHeightChange() throws {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let form = Form(in: stage.window)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    stage.watchFocus(among: form.fields)
    form.fields[3].becomeFirstResponder()
    stage.showKeyboard(height: 291)
    // iOS 11+: no keyboard notification for the focus move itself (the Next button moved focus
    // to a field under the keyboard); it scrolls into view with the focus-change animation.
    form.fields[11].becomeFirstResponder()
    stage.run(for: avoider.configuration.focusChangeAnimation.duration)
    #expect(stage.samples.last?.occlusion == 0)
    // Then the keyboard grows (QuickType bar): the field stays visible every frame.
    stage.clearSamples()
    stage.showKeyboard(height: 336)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    #expect(abs((stage.settledMargin ?? 0) - avoider.configuration.margin) < 0.5)
  }

  @Test("A repeated will-show with the same frame changes nothing")
  func repeatedWillShow() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let form = Form(in: stage.window)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[10].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let inset = form.scrollView.contentInset
    let offset = form.scrollView.contentOffset
    stage.post(.willShow, end: stage.docked(height: 336))
    stage.run(for: 0.3)
    #expect(form.scrollView.contentInset == inset)
    #expect(form.scrollView.contentOffset == offset)
    _ = avoider
  }

  @Test("A rotation storm (hide, then show in landscape) ends with the field visible")
  func rotationStorm() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let form = Form(in: stage.window)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    stage.watchFocus(among: form.fields)
    form.fields[9].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    // Rotate: the keyboard hides, the window and scroll view take the landscape size, it shows.
    stage.hideKeyboard()
    stage.rotate(to: CGSize(width: 852, height: 393))
    form.scrollView.frame = stage.window.bounds
    stage.clearSamples()
    stage.showKeyboard(height: 209)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    _ = avoider
  }
}
