import Foundation
import Testing

@testable import KeyboardCore

/// The decisions the SwiftUI layer forwards: what the keyboard covers of a view in each mode,
/// how far to scroll a focused field, when a tap dismisses, which field is next, and the
/// keyboard's curve as a Bézier or a spring.
@Suite("Decisions for hosted (SwiftUI) views")
struct HostedViewDecisionTests {
  /// An iPhone 15 Pro screen in portrait.
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let docked = CGRect(x: 0, y: 516, width: 393, height: 336)

  static func keyboard(
    _ frame: CGRect, kind: KeyboardEventKind = .willShow, isLocal: Bool = true,
    onThisScreen: Bool = true, in view: CGRect = screen, safeAreaBottom: CGFloat = 34
  ) -> KeyboardInView {
    let event = KeyboardEvent(kind: kind, endFrameInScreen: frame, isLocal: isLocal)
    let mode = KeyboardMode(
      endFrameInScreen: frame, screenBounds: screen, isLocal: isLocal,
      isOnThisScreen: onThisScreen)
    // The view's own coordinates: its origin at its top-left corner on the screen.
    let inView = frame.offsetBy(dx: -view.minX, dy: -view.minY)
    return KeyboardInView(
      event: event, keyboardFrameInView: inView,
      viewBounds: CGRect(origin: .zero, size: view.size), viewSafeAreaBottom: safeAreaBottom,
      mode: mode)
  }

  @Test("A docked keyboard covers its height of a full-screen view, less the home indicator")
  func dockedFullScreen() {
    let state = Self.keyboard(Self.docked)
    #expect(state.mode == .docked)
    #expect(state.bottomOverlap == 336)
    #expect(state.paddingBeyondSafeArea == 302)
  }

  @Test("A sheet that stops above the screen's bottom is covered only where the keyboard meets it")
  func sheetCoveredPart() {
    // A form sheet whose bottom is 100 pt above the screen's, with no safe area of its own.
    let sheet = CGRect(x: 0, y: 200, width: 393, height: 552)
    let state = Self.keyboard(Self.docked, in: sheet, safeAreaBottom: 0)
    #expect(state.bottomOverlap == 236)
    #expect(state.paddingBeyondSafeArea == 236)
  }

  @Test("Floating, undocked, other-screen and hidden keyboards cover nothing")
  func nothingCovered() {
    let floating = Self.keyboard(CGRect(x: 40, y: 500, width: 250, height: 260))
    #expect(floating.mode == .floating && floating.bottomOverlap == 0)
    let undocked = Self.keyboard(CGRect(x: 0, y: 300, width: 393, height: 336))
    #expect(undocked.mode == .undocked && undocked.paddingBeyondSafeArea == 0)
    let elsewhere = Self.keyboard(Self.docked, onThisScreen: false)
    #expect(elsewhere.mode == .otherScreen && elsewhere.bottomOverlap == 0)
    let gone = Self.keyboard(Self.docked.offsetBy(dx: 0, dy: 336), kind: .willHide)
    #expect(gone.mode == .hidden && gone == .hidden.with(animation: gone.animation))
  }

  @Test("A hide announced with a docked frame still covers nothing")
  func hideWithDockedFrame() {
    let state = Self.keyboard(Self.docked, kind: .willHide)
    #expect(state.mode == .hidden)
    #expect(state.bottomOverlap == 0)
  }

  @Test("A will-hide for a floating keyboard still on screen reports it floating, covering nothing")
  func floatingHide() {
    let state = Self.keyboard(CGRect(x: 40, y: 500, width: 250, height: 260), kind: .willHide)
    #expect(state.mode == .floating)
    #expect(state.bottomOverlap == 0)
  }

  @Test("A hardware keyboard's bar covers the strip it shows")
  func hardwareBar() {
    // The full software keyboard's frame, with only its 55 pt shortcut bar on screen.
    let state = Self.keyboard(CGRect(x: 0, y: 797, width: 393, height: 336))
    #expect(state.mode == .hardwareBar)
    #expect(state.bottomOverlap == 55)
    #expect(state.paddingBeyondSafeArea == 21)
  }

  @Test("Another app's docked keyboard covers what it covers")
  func otherAppDocked() {
    let state = Self.keyboard(Self.docked, isLocal: false)
    #expect(state.mode == .notLocalDocked)
    #expect(state.bottomOverlap == 336)
  }

  @Test(
    "From a judged state, a will notification's curve is kept and a did notification's change comes at once",
    arguments: KeyboardEventKind.allCases)
  func judgedAnimation(kind: KeyboardEventKind) throws {
    let animation = try KeyboardAnimation(duration: 0.25, curve: 7)
    let event = KeyboardEvent(
      kind: kind, endFrameInScreen: Self.docked, animation: animation, isLocal: true)
    let state = KeyboardState(phase: .shown, frameInScreen: Self.docked, mode: .docked)
    let keyboard = KeyboardInView(
      state: state, announcedBy: event, keyboardFrameInView: Self.docked, viewBounds: Self.screen,
      viewSafeAreaBottom: 34)
    // A did comes once the keyboard has stopped: nothing is left to move with (fuzz seed 104314:
    // a long text view's caret revealed on a did's 0.5 s curve was 310 pt low when checked).
    #expect(keyboard.animation == (kind.isWill ? animation : .immediate))
  }

  // MARK: Revealing a focused field

  static let viewport = CGSize(width: 393, height: 759)

  @Test("A field clear of the keyboard by the margin or more is never moved")
  func clearFieldStays() {
    let field = CGRect(x: 16, y: 300, width: 361, height: 44)
    #expect(
      FieldReveal(fieldFrame: field, viewportSize: Self.viewport, bottomOverlap: 302, margin: 16)
        == nil)
    // Exactly at the margin: still clear.
    let atMargin = CGRect(x: 16, y: 759 - 302 - 16 - 44, width: 361, height: 44)
    #expect(
      FieldReveal(
        fieldFrame: atMargin, viewportSize: Self.viewport, bottomOverlap: 302, margin: 16) == nil)
  }

  @Test("A covered field ends the margin above the keyboard, with the anchor that puts it there")
  func coveredFieldRises() throws {
    let field = CGRect(x: 16, y: 600, width: 361, height: 44)
    let reveal = try #require(
      FieldReveal(fieldFrame: field, viewportSize: Self.viewport, bottomOverlap: 302, margin: 16))
    // The visible part ends at 457; the field's bottom must end at 441.
    #expect(reveal.targetTop == 397)
    #expect(reveal.shift == 203)
    // scrollTo puts the field's top at anchorY × (viewport height − field height).
    #expect(abs(reveal.anchorY * (759 - 44) - 397) < 1e-9)
  }

  @Test("A field closer to the keyboard than the margin moves by what the margin lacks")
  func closeFieldRises() throws {
    let field = CGRect(x: 16, y: 405, width: 361, height: 44)
    let reveal = try #require(
      FieldReveal(fieldFrame: field, viewportSize: Self.viewport, bottomOverlap: 302, margin: 16))
    #expect(reveal.shift == 8)
  }

  @Test("A field cut off at the top comes down to the visible top")
  func fieldAboveTop() throws {
    let field = CGRect(x: 16, y: -30, width: 361, height: 44)
    let reveal = try #require(
      FieldReveal(
        fieldFrame: field, viewportSize: Self.viewport, bottomOverlap: 302, topInset: 10,
        margin: 16))
    #expect(reveal.targetTop == 10)
    #expect(reveal.shift == -40)
  }

  @Test("A field taller than the visible part shows its top")
  func tallField() throws {
    let editor = CGRect(x: 16, y: 200, width: 361, height: 600)
    let reveal = try #require(
      FieldReveal(fieldFrame: editor, viewportSize: Self.viewport, bottomOverlap: 302, margin: 16))
    #expect(reveal.targetTop == 0)
    #expect(reveal.anchorY == 0)
  }

  @Test(
    "A caret inside a field taller than the viewport ends the margin above the keyboard, and the anchor takes the field's top above the viewport's"
  )
  func caretInTallField() throws {
    // A 2,400 pt text view scrolled 300 pt past its top; the caret, 800 pt down it, is under
    // the keyboard (the visible part ends at 457).
    let editor = CGRect(x: 16, y: -300, width: 361, height: 2_400)
    let caret = CGRect(x: 20, y: 500, width: 2, height: 17)
    let reveal = try #require(
      FieldReveal(
        fieldFrame: editor, revealing: caret, viewportSize: Self.viewport, bottomOverlap: 302,
        margin: 16))
    // The caret's bottom must end at 441.
    #expect(reveal.shift == caret.maxY - 441)
    #expect(reveal.targetTop == editor.minY - reveal.shift)
    #expect(reveal.targetTop < 0)
    // scrollTo puts the field's top at anchorY × (viewport height − field height).
    #expect(abs(reveal.anchorY * (759 - 2_400) - reveal.targetTop) < 1e-9)
    #expect((0...1).contains(reveal.anchorY))
  }

  @Test(
    "A caret near a tall field's top: the anchor stops at the field's top meeting the viewport's, the caret higher than asked"
  )
  func caretNearTallFieldTop() throws {
    // Revealing the caret asks for the field's top at 25, which no anchor in 0...1 gives a
    // field taller than the viewport: anchor 0 puts it at 0, and the caret 25 pt higher.
    let editor = CGRect(x: 16, y: 200, width: 361, height: 2_400)
    let caret = CGRect(x: 20, y: 599, width: 2, height: 17)
    let reveal = try #require(
      FieldReveal(
        fieldFrame: editor, revealing: caret, viewportSize: Self.viewport, bottomOverlap: 302,
        margin: 16))
    #expect(reveal.targetTop == 25)
    #expect(reveal.anchorY == 0)
  }

  @Test(
    "A caret clear of the keyboard leaves its field alone, however much of the field is covered")
  func clearCaretStays() {
    let editor = CGRect(x: 16, y: 200, width: 361, height: 2_400)
    let caret = CGRect(x: 20, y: 208, width: 2, height: 17)
    #expect(
      FieldReveal(
        fieldFrame: editor, revealing: caret, viewportSize: Self.viewport, bottomOverlap: 302,
        margin: 16) == nil)
    // Revealing the field itself would have moved it (its top is not at the visible top).
    #expect(
      FieldReveal(fieldFrame: editor, viewportSize: Self.viewport, bottomOverlap: 302, margin: 16)
        != nil)
  }

  @Test("A caret scrolled above the visible top comes down to it")
  func caretAboveTop() throws {
    let editor = CGRect(x: 16, y: -1_000, width: 361, height: 2_400)
    let caret = CGRect(x: 20, y: -40, width: 2, height: 17)
    let reveal = try #require(
      FieldReveal(
        fieldFrame: editor, revealing: caret, viewportSize: Self.viewport, bottomOverlap: 302,
        topInset: 10, margin: 16))
    #expect(reveal.shift == -50)
    #expect(reveal.targetTop == -950)
  }

  @Test("A non-finite caret reveals nothing")
  func brokenCaret() {
    let editor = CGRect(x: 16, y: 200, width: 361, height: 2_400)
    let caret = CGRect(x: 20, y: CGFloat.infinity, width: 2, height: 17)
    #expect(
      FieldReveal(
        fieldFrame: editor, revealing: caret, viewportSize: Self.viewport, bottomOverlap: 302,
        margin: 16) == nil)
  }

  @Test("No keyboard, no room or a non-finite frame: nothing to do")
  func degenerate() {
    let field = CGRect(x: 16, y: 300, width: 361, height: 44)
    #expect(
      FieldReveal(fieldFrame: field, viewportSize: Self.viewport, bottomOverlap: 0, margin: 16)
        == nil)
    #expect(
      FieldReveal(fieldFrame: field, viewportSize: Self.viewport, bottomOverlap: 800, margin: 16)
        == nil)
    let broken = CGRect(x: 16, y: CGFloat.nan, width: 361, height: 44)
    #expect(
      FieldReveal(fieldFrame: broken, viewportSize: Self.viewport, bottomOverlap: 302, margin: 16)
        == nil)
  }

  // MARK: Tap to dismiss

  @Test("A tap outside every input dismisses; one on an input, or a drag, does not")
  func tapDismissal() {
    let inputs = [CGRect(x: 16, y: 100, width: 361, height: 44)]
    #expect(TapDismissal.dismisses(at: CGPoint(x: 200, y: 400), inputFrames: inputs))
    #expect(!TapDismissal.dismisses(at: CGPoint(x: 200, y: 120), inputFrames: inputs))
    #expect(
      !TapDismissal.dismisses(
        at: CGPoint(x: 200, y: 400), movedBy: CGSize(width: 0, height: 40), inputFrames: inputs))
    #expect(
      TapDismissal.dismisses(
        at: CGPoint(x: 200, y: 400), movedBy: CGSize(width: 6, height: 6), inputFrames: inputs))
    #expect(!TapDismissal.dismisses(at: CGPoint(x: CGFloat.nan, y: 0), inputFrames: inputs))
  }

  // MARK: Previous / next from the app's order

  @Test("The app's own order, not the geometry, gives previous and next")
  func declaredOrder() {
    let order = FocusOrder(ordered: ["name", "email", "name", "password"])
    #expect(order.ordered == ["name", "email", "password"])
    #expect(order.next(after: "name") == "email")
    #expect(order.previous(before: "password") == "email")
    #expect(order.next(after: "password") == nil)
    #expect(order.previous(before: "name") == nil)
  }

  // MARK: The keyboard's curve for SwiftUI

  @Test("Curve 7 becomes a critically damped spring that keeps to the keyboard's progress")
  func springMatchesKeyboard() throws {
    for duration in [0.25, 0.35, 0.5] {
      let animation = try KeyboardAnimation(duration: duration, curve: 7)
      guard case .spring(let mass, let stiffness, let damping) = animation.timingCurve else {
        Issue.record("curve 7 at \(duration) s is not a spring")
        continue
      }
      #expect(abs(damping / (2 * (stiffness * mass).squareRoot()) - 1) < 1e-12)
      let omega = (stiffness / mass).squareRoot()
      // The keyboard's pace, not the announced duration's: √(1000 / 3) for every duration.
      #expect(abs(omega - (1000.0 / 3).squareRoot()) < 1e-9)
      for step in 0...20 {
        let elapsed = animation.motionDuration * Double(step) / 20
        let spring = 1 - (1 + omega * elapsed) * exp(-omega * elapsed)
        #expect(abs(spring - animation.progress(atElapsed: elapsed)) < 0.002)
      }
    }
  }

  @Test("At a pace, curve 7's spring keeps to the paced progress, never behind nor ahead")
  func pacedSpringMatchesPacedProgress() throws {
    for duration in [0.25, 0.4, 0.1] {
      let animation = try KeyboardAnimation(duration: duration, curve: 7)
      for pace in [KeyboardAnimation.Pace.arriving, .leaving] {
        guard case .spring(let mass, let stiffness, let damping) = animation.timingCurve(pace)
        else {
          Issue.record("curve 7 at \(duration) s, \(pace), is not a spring")
          continue
        }
        #expect(abs(damping / (2 * (stiffness * mass).squareRoot()) - 1) < 1e-12)
        let omega = (stiffness / mass).squareRoot()
        let motion = animation.motionDuration(pace)
        for step in 0...20 {
          let elapsed = motion * Double(step) / 20
          let spring = 1 - (1 + omega * elapsed) * exp(-omega * elapsed)
          #expect(abs(spring - animation.progress(atElapsed: elapsed, pace)) < 0.002)
        }
      }
      // At 0.25 s both paces are the keyboard's own spring.
      if duration == 0.25 {
        #expect(animation.timingCurve(.leaving) == animation.timingCurve)
      }
    }
    #expect(
      try KeyboardAnimation(duration: 0.3, curve: 0).timingCurve(.leaving)
        == KeyboardAnimation(duration: 0.3, curve: 0).timingCurve)
  }

  @Test(
    "Curves 0–3 keep Core Animation's control points; unknown ones ease in and out",
    arguments: [
      (0, [0.42, 0, 0.58, 1]), (1, [0.42, 0, 1, 1]), (2, [0, 0, 0.58, 1]), (3, [0, 0, 1, 1]),
      (9, [0.42, 0, 0.58, 1]),
    ])
  func bezierCurves(curve: Int, points: [Double]) throws {
    let animation = try KeyboardAnimation(duration: 0.3, curve: curve)
    #expect(
      animation.timingCurve
        == .cubicBezier(
          x1: points[0], y1: points[1], x2: points[2], y2: points[3], duration: 0.3))
  }

  @Test("A zero duration is no animation")
  func immediate() {
    #expect(KeyboardAnimation.immediate.timingCurve == .immediate)
  }
}

extension KeyboardInView {
  fileprivate func with(animation: KeyboardAnimation) -> KeyboardInView {
    var copy = KeyboardInView.hidden
    copy.animation = animation
    return copy
  }
}
