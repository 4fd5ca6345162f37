import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

@MainActor
@Suite("No leaks, no retain cycles", .serialized)
struct LeakTests {
  @Test("Avoiders are freed with their views, or when stopped; their views and owners too")
  func avoidersFreed() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    weak var weakScroll: UIScrollView?
    weak var weakAvoider: ScrollViewKeyboardAvoider?
    weak var weakPlain: LiftingKeyboardAvoider?
    weak var weakConstraintAvoider: BottomConstraintKeyboardAvoider?
    weak var weakTap: KeyboardDismissTap?
    do {
      let form = Form(in: stage.window)
      weakScroll = form.scrollView
      let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
      weakAvoider = avoider
      let plain = LiftingKeyboardAvoider(view: form.scrollView, center: stage.center)
      weakPlain = plain
      let constraint = form.scrollView.bottomAnchor.constraint(equalTo: stage.window.bottomAnchor)
      let lifter = BottomConstraintKeyboardAvoider(
        constraint: constraint, container: stage.window,
        center: stage.center)
      weakConstraintAvoider = lifter
      let tap = KeyboardDismissTap(view: form.scrollView, center: stage.center)
      weakTap = tap
      form.fields[10].becomeFirstResponder()
      stage.showKeyboard(height: 336)
      stage.hideKeyboard()
      form.fields[10].resignFirstResponder()
      tap.stop()
      // The window outlives this screen, and would keep the avoider of its constraint alive.
      lifter.stop()
      form.scrollView.removeFromSuperview()
      _ = (avoider, plain, lifter)
    }
    stage.run(for: 0.5)
    #expect(weakAvoider == nil)
    #expect(weakPlain == nil)
    #expect(weakConstraintAvoider == nil)
    #expect(weakTap == nil)
    #expect(weakScroll == nil)
  }

  @Test("An avoider whose scroll view is gone ignores keyboards without crashing")
  func scrollViewGone() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    var form: Form? = Form(in: stage.window)
    let avoider = form.map {
      ScrollViewKeyboardAvoider(scrollView: $0.scrollView, center: stage.center)
    }
    form?.scrollView.removeFromSuperview()
    form = nil
    stage.showKeyboard(height: 336)
    stage.hideKeyboard()
    #expect(avoider?.scrollView == nil)
  }
}
