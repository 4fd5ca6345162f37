import Foundation
import Testing

@testable import KeyboardCore

@Suite("Bottom-constraint and plain-view plans")
struct LiftPlanTests {
  @Test(
    "A bar pinned to the container bottom rises by the overlap on every device",
    arguments: Device.all)
  func containerBottom(_ device: Device) {
    let lift = BottomConstraintAvoidance.lift(
      containerFrameInScreen: device.screenBounds, containerSafeAreaBottom: device.bottomSafeArea,
      anchor: .containerBottom, keyboardFrameInScreen: device.dockedKeyboard, mode: .docked)
    #expect(lift == device.keyboardHeight)
  }

  @Test(
    "A bar pinned to the safe area rises by the overlap less the safe area", arguments: Device.all)
  func safeAreaBottom(_ device: Device) {
    let lift = BottomConstraintAvoidance.lift(
      containerFrameInScreen: device.screenBounds, containerSafeAreaBottom: device.bottomSafeArea,
      anchor: .safeAreaBottom, keyboardFrameInScreen: device.dockedKeyboard, mode: .docked)
    #expect(lift == device.keyboardHeight - device.bottomSafeArea)
  }

  @Test("The constant's sign follows which item is lifted")
  func constantSign() {
    #expect(
      BottomConstraintAvoidance.constant(
        restingConstant: -8, lift: 300, liftedViewIsFirstItem: true)
        == -308)
    #expect(
      BottomConstraintAvoidance.constant(
        restingConstant: 8, lift: 300, liftedViewIsFirstItem: false)
        == 308)
  }

  @Test("A floating keyboard and a non-finite frame lift nothing")
  func noLift() {
    let screen = Device.iPad.screenBounds
    #expect(
      BottomConstraintAvoidance.lift(
        containerFrameInScreen: screen, containerSafeAreaBottom: 20, anchor: .containerBottom,
        keyboardFrameInScreen: CGRect(x: 250, y: 930, width: 320, height: 250), mode: .floating)
        == 0)
    #expect(
      BottomConstraintAvoidance.lift(
        containerFrameInScreen: screen, containerSafeAreaBottom: 20, anchor: .containerBottom,
        keyboardFrameInScreen: CGRect(x: 0, y: CGFloat.nan, width: 820, height: 337), mode: .docked)
        == 0)
  }

  @Test("A plain view lifts the field just clear of the keyboard with the margin")
  func plainLift() {
    let keyboard = Device.iPhone15Pro.dockedKeyboard
    let field = CGRect(x: 16, y: 600, width: 361, height: 44)
    let dy = PlainViewAvoidance.translationY(
      inputFrameInScreen: field, visibleTopInScreen: 59, keyboardFrameInScreen: keyboard,
      mode: .docked)
    #expect(field.maxY + ScrollViewAvoidance.defaultMargin + dy == keyboard.minY)
  }

  @Test("A field already clear of the keyboard is not moved")
  func plainNoLift() {
    let dy = PlainViewAvoidance.translationY(
      inputFrameInScreen: CGRect(x: 16, y: 200, width: 361, height: 44), visibleTopInScreen: 59,
      keyboardFrameInScreen: Device.iPhone15Pro.dockedKeyboard, mode: .docked)
    #expect(dy == 0)
  }

  @Test("A tall input keeps its top on screen instead of being pushed off")
  func plainCap() {
    let tall = CGRect(x: 16, y: 300, width: 361, height: 500)
    let dy = PlainViewAvoidance.translationY(
      inputFrameInScreen: tall, visibleTopInScreen: 59,
      keyboardFrameInScreen: Device.iPhone15Pro.dockedKeyboard, mode: .docked)
    #expect(dy == CGFloat(-(300 - 59)))
  }

  @Test("A lift around an avoided scroll view yields to its room, else makes just what it lacks")
  func liftAroundAvoidedScrollView() throws {
    let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)
    let field = CGRect(x: 16, y: 700, width: 361, height: 44)
    // A full-screen form: 457 pt of it above the keyboard, below the safe area's 59.
    #expect(
      PlainViewAvoidance.liftedRect(
        inputFrameInScreen: field,
        revealingScrollViewInScreen: CGRect(x: 0, y: 0, width: 393, height: 852),
        visibleTopInScreen: 59, keyboardFrameInScreen: keyboard, margin: 16) == nil)
    // A 220 pt form at the bottom: 0 pt above the keyboard. The strip at its top, lifted, leaves
    // 44 + 2 × 16 above the keyboard: the room the scroll view's own test asks for.
    let short = CGRect(x: 0, y: 598, width: 393, height: 220)
    let strip = try #require(
      PlainViewAvoidance.liftedRect(
        inputFrameInScreen: field, revealingScrollViewInScreen: short, visibleTopInScreen: 59,
        keyboardFrameInScreen: keyboard, margin: 16))
    #expect(strip == CGRect(x: 16, y: 598, width: 361, height: 60))
    let dy = PlainViewAvoidance.translationY(
      inputFrameInScreen: strip, visibleTopInScreen: 59, keyboardFrameInScreen: keyboard,
      mode: .docked, margin: 16)
    #expect(abs(516 - (598 + dy) - (44 + 2 * 16)) < 0.001)
    // A frame that is not finite: no lift at all.
    #expect(
      PlainViewAvoidance.liftedRect(
        inputFrameInScreen: field,
        revealingScrollViewInScreen: CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1),
        visibleTopInScreen: 59, keyboardFrameInScreen: keyboard) == nil)
  }

  @Test("A text view that fits above the keyboard is shown whole; a taller one by its caret")
  func textViewWholeOrCaret() {
    let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)
    let caret = CGRect(x: 20, y: 690, width: 2, height: 20)
    // 516 − 16 − 59 = 441 pt of room.
    let box = CGRect(x: 16, y: 680, width: 361, height: 100)
    #expect(
      PlainViewAvoidance.revealedRect(
        inputFrameInScreen: box, caretInScreen: caret, visibleTopInScreen: 59,
        keyboardFrameInScreen: keyboard, margin: 16) == box)
    let fits = CGRect(x: 16, y: 600, width: 361, height: 441)
    #expect(
      PlainViewAvoidance.revealedRect(
        inputFrameInScreen: fits, caretInScreen: caret, visibleTopInScreen: 59,
        keyboardFrameInScreen: keyboard, margin: 16) == fits)
    let tall = CGRect(x: 16, y: 600, width: 361, height: 442)
    #expect(
      PlainViewAvoidance.revealedRect(
        inputFrameInScreen: tall, caretInScreen: caret, visibleTopInScreen: 59,
        keyboardFrameInScreen: keyboard, margin: 16) == caret)
    #expect(
      PlainViewAvoidance.revealedRect(
        inputFrameInScreen: box, caretInScreen: caret, visibleTopInScreen: .nan,
        keyboardFrameInScreen: keyboard) == caret)
  }
}
