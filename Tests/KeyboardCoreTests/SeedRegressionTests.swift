import Foundation
import Testing

@testable import KeyboardCore

/// Every baseline defect of Docs/Design/Baselines.md (one section per seed) that a pure function
/// decides: the seed's answer next to the library's, on a case where they differ.
@Suite("Seed defects stay fixed")
struct SeedRegressionTests {
  let phone = Device.iPhone15Pro

  @Test("000/003: the curve is shifted into the options' curve bits")
  func curveShift() throws {
    let seed = SeedAlgorithms.unshiftedOptions(curve: 7)
    let library = try KeyboardAnimation(duration: 0.25, curve: 7).animationOptionsRawValue
    #expect(seed & 0xF_0000 == 0, "the seed sets no curve bits at all")
    #expect(library == 7 << 16)
    #expect(library & 0xFFFF == 0, "the library sets none of the low option bits")
  }

  @Test("000: the inset is the overlap above a tab bar, not keyboard height minus safe area")
  func seed000InsetUnderTabBar() {
    let list = ScrollViewGeometry(
      visibleRectInScreen: CGRect(x: 0, y: 0, width: 393, height: 852 - 83),
      boundsSize: CGSize(width: 393, height: 769), contentSize: CGSize(width: 393, height: 2000),
      contentOffset: .zero)
    let seed = SeedAlgorithms.seed000Inset(keyboardHeight: 336, safeAreaBottom: 34)
    let library = ScrollViewAvoidance.plan(
      geometry: list, keyboardFrameInScreen: phone.dockedKeyboard, mode: .docked
    ).addedBottomInset
    #expect(seed == 302)
    #expect(library == 253, "the keyboard covers only 253pt of a list ending at the tab bar")
  }

  @Test("000/002: hiding restores the app's own inset instead of zero")
  func insetRestoredNotZeroed() {
    var ledger = InsetLedger(appValue: 50)
    _ = ledger.apply(added: 302)
    #expect(SeedAlgorithms.insetOnHide == 0)
    #expect(ledger.restore() == 50)
  }

  @Test("000: the planned offset is clamped to the scrollable range")
  func offsetClamped() throws {
    var list = ScrollViewAvoidanceTests.fullScreenList(on: phone)
    list.contentSize.height = 700
    let field = CGRect(x: 16, y: 650, width: 200, height: 44)
    let library = ScrollViewAvoidance.plan(
      geometry: list, keyboardFrameInScreen: phone.dockedKeyboard, mode: .docked,
      revealRectInContent: field)
    let inset = list.adjustedInset(addedBottom: library.addedBottomInset)
    let range = list.validOffsetRange(adjustedInset: inset).y
    let seed = SeedAlgorithms.seed000Offset(fieldMaxY: 694 + 200, visibleHeightAboveKeyboard: 516)
    #expect(!range.contains(seed))
    #expect(range.contains(try #require(library.targetContentOffset).y))
  }

  @Test("001: a safe-area-pinned bar is lifted by the overlap less the home indicator")
  func seed001SafeAreaDoubleCount() {
    let container = CGRect(origin: .zero, size: phone.screenSize)
    let seed = SeedAlgorithms.seed001Lift(screenHeight: 852, keyboardTop: 516)
    let library = BottomConstraintAvoidance.lift(
      containerFrameInScreen: container, containerSafeAreaBottom: 34, anchor: .safeAreaBottom,
      keyboardFrameInScreen: phone.dockedKeyboard, mode: .docked)
    // Pinned to the safe area, the bar rests 34pt above the screen bottom: lifting it by 336
    // leaves a 34pt gap above the keyboard.
    #expect(seed == 336)
    #expect(library == 302)
    #expect(852 - 34 - library == 516, "the bar's bottom meets the keyboard's top exactly")
  }

  @Test("001: a bar in an iPad form sheet rises only by the overlap")
  func seed001FormSheet() {
    let sheet = CGRect(x: 140, y: 280, width: 540, height: 620)
    let keyboard = Device.iPad.dockedKeyboard
    let seed = SeedAlgorithms.seed001Lift(screenHeight: 1180, keyboardTop: keyboard.minY)
    let library = BottomConstraintAvoidance.lift(
      containerFrameInScreen: sheet, containerSafeAreaBottom: 0, anchor: .containerBottom,
      keyboardFrameInScreen: keyboard, mode: .docked)
    #expect(seed == 337)
    #expect(library == 57)
  }

  @Test("001: a missing key is a typed error, not a crash of a forced cast")
  func seed001ForcedCast() {
    #expect(throws: KeyboardEventDecodingError.missingValue(key: KeyboardUserInfoKey.frameEnd)) {
      try KeyboardEvent(name: KeyboardEventKind.willChangeFrame.rawValue, userInfo: [:])
    }
    #expect(throws: KeyboardEventDecodingError.self) {
      try KeyboardEvent(
        name: KeyboardEventKind.willChangeFrame.rawValue,
        userInfo: [KeyboardUserInfoKey.frameEnd: "NaN"])
    }
  }

  @Test("001: the transition carries the notification's duration and curve")
  func seed001CurveUsed() throws {
    var machine = KeyboardStateMachine()
    let event = KeyboardEvent(
      kind: .willChangeFrame, endFrameInScreen: phone.dockedKeyboard,
      animation: try KeyboardAnimation(duration: 0.4, curve: 7))
    let handled = machine.handle(event, context: .init(screenBounds: phone.screenBounds))
    let change = try #require(handled)
    #expect(try change.animation == KeyboardAnimation(duration: 0.4, curve: 7))
  }

  @Test("002: the inset is the overlap minus the safe area, not the keyboard height")
  func seed002Inset() {
    let list = ScrollViewAvoidanceTests.fullScreenList(on: phone)
    let library = ScrollViewAvoidance.plan(
      geometry: list, keyboardFrameInScreen: phone.dockedKeyboard, mode: .docked)
    #expect(SeedAlgorithms.seed002Inset(keyboardHeight: 336) == 336)
    #expect(library.addedBottomInset == 302)
  }

  @Test("002: the focused field is scrolled into view by the plan, not left to the system")
  func seed002Scrolls() {
    let list = ScrollViewAvoidanceTests.fullScreenList(on: phone)
    let plan = ScrollViewAvoidance.plan(
      geometry: list, keyboardFrameInScreen: phone.dockedKeyboard, mode: .docked,
      revealRectInContent: CGRect(x: 16, y: 700, width: 200, height: 44))
    #expect(plan.targetContentOffset != nil)
  }

  @Test("002: a second will-show with a taller end frame (216→258) asks for a new plan")
  func seed002EndFrameNotBegin() throws {
    let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    var machine = KeyboardStateMachine()
    let first = KeyboardEvent(
      kind: .willShow, beginFrameInScreen: CGRect(x: 0, y: 667, width: 375, height: 216),
      endFrameInScreen: CGRect(x: 0, y: 451, width: 375, height: 216))
    let second = KeyboardEvent(
      kind: .willShow, beginFrameInScreen: CGRect(x: 0, y: 451, width: 375, height: 216),
      endFrameInScreen: CGRect(x: 0, y: 409, width: 375, height: 258))
    _ = machine.handle(first, context: .init(screenBounds: screen))
    let handled = machine.handle(second, context: .init(screenBounds: screen))
    let change = try #require(handled)
    #expect(change.needsPlan)
    #expect(change.current.frameInScreen.height == 258)
  }

  @Test("003: a Slide Over list is inset by its own overlap, not screen height minus keyboard top")
  func seed003SlideOver() {
    // Slide Over window on the right of a 1024×1366 iPad Pro, ending 60pt above the bottom.
    let window = CGRect(x: 694, y: 40, width: 320, height: 1266)
    let keyboard = CGRect(x: 694, y: 1006, width: 320, height: 300)
    let list = ScrollViewGeometry(
      visibleRectInScreen: window, boundsSize: window.size,
      contentSize: CGSize(width: 320, height: 3000), contentOffset: .zero)
    let mode = KeyboardMode(
      endFrameInScreen: keyboard, screenBounds: Device.iPadPro.screenBounds,
      windowFrameInScreen: window)
    let library = ScrollViewAvoidance.plan(
      geometry: list, keyboardFrameInScreen: keyboard, mode: mode)
    #expect(SeedAlgorithms.seed003Inset(screenHeight: 1366, keyboardTop: 1006) == 360)
    #expect(library.addedBottomInset == 300)
  }

  @Test("004: a nested field's frame is converted once, not with its origin counted twice")
  func seed004DoubleOrigin() {
    let field = CGRect(x: 20, y: 300, width: 200, height: 44)
    let container = CGPoint(x: 0, y: 400)
    let seed = SeedAlgorithms.seed004FieldFrameInRoot(fieldFrame: field, containerOrigin: container)
    let library = CoordinateSpaceMapping(originInScreen: container).convertToScreen(field)
    #expect(seed.minY == 1000)
    #expect(library.minY == 700)
  }

  @Test("004: a floating keyboard lifts nothing; the seed lifts as if it were docked")
  func seed004FloatingKeyboard() {
    let keyboard = CGRect(x: 250, y: 700, width: 320, height: 250)
    let field = CGRect(x: 40, y: 1000, width: 300, height: 44)
    let seed = SeedAlgorithms.seed004Lift(
      fieldMaxY: field.maxY, keyboardHeight: 250, screenHeight: 1180)
    let library = PlainViewAvoidance.translationY(
      inputFrameInScreen: field, visibleTopInScreen: 24, keyboardFrameInScreen: keyboard,
      mode: KeyboardMode(endFrameInScreen: keyboard, screenBounds: Device.iPad.screenBounds))
    #expect(seed > 0)
    #expect(library == 0)
  }

  @Test("004: hiding keeps the user's scroll position instead of jumping to the top")
  func seed004KeepsPosition() {
    var list = ScrollViewAvoidanceTests.fullScreenList(on: phone)
    list.contentOffset.y = 640
    #expect(SeedAlgorithms.seed004OffsetOnHide == 0)
    #expect(ScrollViewAvoidance.restoredContentOffset(geometry: list) == nil)
  }

  @Test("004: content at the very bottom stays reachable while the keyboard is up")
  func seed004AddsInset() {
    let list = ScrollViewAvoidanceTests.fullScreenList(on: phone)
    let plan = ScrollViewAvoidance.plan(
      geometry: list, keyboardFrameInScreen: phone.dockedKeyboard, mode: .docked)
    let maxWithoutInset = list.validOffsetRange(adjustedInset: list.adjustedInset(addedBottom: 0)).y
      .upperBound
    let maxWithInset = list.validOffsetRange(
      adjustedInset: list.adjustedInset(addedBottom: plan.addedBottomInset)
    ).y.upperBound
    // The last content point scrolled fully up must end at or above the keyboard's top.
    #expect(list.contentSize.height - maxWithoutInset > phone.dockedKeyboard.minY)
    #expect(list.contentSize.height - maxWithInset <= phone.dockedKeyboard.minY)
  }
}
