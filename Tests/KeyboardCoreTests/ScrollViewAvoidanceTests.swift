import Foundation
import Testing

@testable import KeyboardCore

@Suite("Scroll-view planning")
struct ScrollViewAvoidanceTests {
  /// A full-screen table on `device`, scrolled to the top, with the app's own inset.
  static func fullScreenList(
    on device: Device, appInset: ContentInsets = .zero, windowOrigin: CGPoint = .zero
  ) -> ScrollViewGeometry {
    ScrollViewGeometry(
      visibleRectInScreen: CGRect(origin: windowOrigin, size: device.screenSize),
      boundsSize: device.screenSize,
      contentSize: CGSize(width: device.screenSize.width, height: 3000),
      contentOffset: CGPoint(x: 0, y: -appInset.top),
      appContentInset: appInset,
      systemContentInset: ContentInsets(bottom: device.bottomSafeArea),
      systemIndicatorBottomInset: device.bottomSafeArea)
  }

  struct MatrixCase: Sendable, CustomTestStringConvertible {
    let device: Device
    let appInset: ContentInsets
    var testDescription: String { "\(device.name), app bottom inset \(appInset.bottom)" }
  }

  static let matrix: [MatrixCase] = Device.all.flatMap { device in
    [ContentInsets.zero, ContentInsets(top: 20, bottom: 50)].map {
      MatrixCase(device: device, appInset: $0)
    }
  }

  @Test("The added inset is the overlap minus the safe area, on every device", arguments: matrix)
  func addedInsetIsOverlapMinusSafeArea(_ c: MatrixCase) {
    let geometry = Self.fullScreenList(on: c.device, appInset: c.appInset)
    let plan = ScrollViewAvoidance.plan(
      geometry: geometry, keyboardFrameInScreen: c.device.dockedKeyboard, mode: .docked)
    #expect(plan.addedBottomInset == c.device.keyboardHeight - c.device.bottomSafeArea)
    #expect(plan.addedIndicatorBottomInset == c.device.keyboardHeight - c.device.bottomSafeArea)
    // The visible area now ends exactly at the keyboard's top.
    let adjustedBottom = geometry.adjustedInset(addedBottom: plan.addedBottomInset).bottom
    #expect(adjustedBottom - c.appInset.bottom == c.device.keyboardHeight)
  }

  @Test("A field below the keyboard is scrolled just above it with the margin", arguments: matrix)
  func revealsFieldWithMargin(_ c: MatrixCase) throws {
    let geometry = Self.fullScreenList(on: c.device, appInset: c.appInset)
    let keyboardTop = c.device.dockedKeyboard.minY
    let field = CGRect(x: 16, y: keyboardTop + 40, width: 200, height: 44)
    let plan = ScrollViewAvoidance.plan(
      geometry: geometry, keyboardFrameInScreen: c.device.dockedKeyboard, mode: .docked,
      revealRectInContent: field)
    let offset = try #require(plan.targetContentOffset)
    // Field bottom + margin sits exactly at the visible area's end: the keyboard's top, less the
    // app's own bottom inset, which stays on top of the library's (screen = content - offset).
    #expect(
      field.maxY + ScrollViewAvoidance.defaultMargin - offset.y
        == keyboardTop - c.appInset.bottom)
  }

  @Test("A field already visible above the keyboard keeps the user's scroll position")
  func visibleFieldDoesNotScroll() {
    let geometry = Self.fullScreenList(on: .iPhone15Pro)
    let plan = ScrollViewAvoidance.plan(
      geometry: geometry, keyboardFrameInScreen: Device.iPhone15Pro.dockedKeyboard, mode: .docked,
      revealRectInContent: CGRect(x: 16, y: 200, width: 200, height: 44))
    #expect(plan.targetContentOffset == nil)
  }

  @Test("A field above the visible area scrolls down to it with the margin")
  func fieldAboveScrollsUp() throws {
    var geometry = Self.fullScreenList(on: .iPhone15Pro)
    geometry.contentOffset.y = 1000
    let plan = ScrollViewAvoidance.plan(
      geometry: geometry, keyboardFrameInScreen: Device.iPhone15Pro.dockedKeyboard, mode: .docked,
      revealRectInContent: CGRect(x: 16, y: 500, width: 200, height: 44))
    #expect(try #require(plan.targetContentOffset).y == 500 - ScrollViewAvoidance.defaultMargin)
  }

  @Test("A rect taller than the visible area shows its top")
  func tallRectShowsTop() throws {
    let geometry = Self.fullScreenList(on: .iPhoneSE)
    let tall = CGRect(x: 0, y: 900, width: 375, height: 800)
    let plan = ScrollViewAvoidance.plan(
      geometry: geometry, keyboardFrameInScreen: Device.iPhoneSE.dockedKeyboard, mode: .docked,
      revealRectInContent: tall)
    #expect(try #require(plan.targetContentOffset).y == 900 - ScrollViewAvoidance.defaultMargin)
  }

  @Test("A scroll view about to end at the keyboard's top adds no inset, reveals in what is left")
  func pinnedToTheKeyboardGuide() throws {
    let geometry = Self.fullScreenList(on: .iPhone15Pro)
    let keyboard = Device.iPhone15Pro.dockedKeyboard
    let pinned = geometry.endingAt(bottomInScreen: keyboard.minY)
    #expect(pinned.visibleRectInScreen.maxY == keyboard.minY)
    #expect(pinned.boundsSize.height == keyboard.minY)
    #expect(pinned.systemContentInset.bottom == 0, "it leaves the home indicator's strip")
    let field = CGRect(x: 16, y: 600, width: 200, height: 44)
    let plan = ScrollViewAvoidance.plan(
      geometry: pinned, keyboardFrameInScreen: keyboard, mode: .docked,
      revealRectInContent: field)
    #expect(plan.addedBottomInset == 0)
    #expect(try #require(plan.targetContentOffset).y == 644 + 16 - keyboard.minY)
    #expect(geometry.endingAt(bottomInScreen: 2000) == geometry, "lower than it is: unchanged")
  }

  @Test("A pinned scroll view already ended at the keyboard, grown back to where it rested")
  func pinnedGrownBack() {
    let geometry = Self.fullScreenList(on: .iPhone15Pro)
    let keyboard = Device.iPhone15Pro.dockedKeyboard
    let pinned = geometry.endingAt(bottomInScreen: keyboard.minY)
    let rest = geometry.visibleRectInScreen.maxY
    let grown = pinned.extended(toBottomInScreen: rest)
    #expect(grown.visibleRectInScreen == geometry.visibleRectInScreen)
    #expect(grown.boundsSize == geometry.boundsSize)
    #expect(grown.contentOffset == pinned.contentOffset, "upright, the offset stays")
    #expect(grown.systemContentInset == pinned.systemContentInset)
    #expect(pinned.extended(toBottomInScreen: keyboard.minY - 10) == pinned, "above: unchanged")
    var flipped = pinned
    flipped.isDrawnUpsideDown = true
    let flippedGrown = flipped.extended(toBottomInScreen: rest)
    #expect(flippedGrown.contentOffset.y == pinned.contentOffset.y - (rest - keyboard.minY))
  }

  @Test(
    "A pinned list's shortening is counted from the taller of its two heights",
    arguments: [
      // The keyboard rises from rest, grows, shrinks, goes; a pin 8 pt below the guide.
      (818.0, 516.0, 8.0, 826.0, 0.0, 302.0),
      (516.0, 472.0, 8.0, 524.0, 0.0, 44.0),
      (472.0, 516.0, 8.0, 524.0, 44.0, 0.0),
      (516.0, 818.0, 0.0, 818.0, 302.0, 0.0),
      (516.0, 516.0, 0.0, 516.0, 0.0, 0.0),
    ] as [(CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)])
  func guideMove(
    from: CGFloat, to: CGFloat, pin: CGFloat, lowerBottom: CGFloat, before: CGFloat,
    after: CGFloat
  ) {
    let move = KeyboardGuideMove(from: from, to: to, pinOffset: pin)
    #expect(move.lowerBottom == lowerBottom)
    #expect(move.shortenedBefore == before)
    #expect(move.shortenedAfter == after)
  }

  @Test("A field at the content's end keeps the margin: the inset grows by what the content lacks")
  func contentEndKeepsMargin() throws {
    var geometry = Self.fullScreenList(on: .iPhone15Pro)
    geometry.contentSize.height = 900
    let keyboard = Device.iPhone15Pro.dockedKeyboard
    let plan = ScrollViewAvoidance.plan(
      geometry: geometry, keyboardFrameInScreen: keyboard, mode: .docked,
      revealRectInContent: CGRect(x: 16, y: 880, width: 200, height: 20))
    let inset = geometry.adjustedInset(addedBottom: plan.addedBottomInset)
    let maxY = geometry.validOffsetRange(adjustedInset: inset).y.upperBound
    // The field ends the content: 16 points of inset beyond the keyboard's give it the margin.
    #expect(plan.addedBottomInset == keyboard.height - 34 + ScrollViewAvoidance.defaultMargin)
    #expect(try #require(plan.targetContentOffset).y == maxY)
    #expect(maxY == CGFloat(900 + 336 - 852) + ScrollViewAvoidance.defaultMargin)
    // The indicator still ends at the keyboard.
    #expect(plan.addedIndicatorBottomInset == keyboard.height - 34)
  }

  @Test("A short list (less content than the view) still gets the margin for its last field")
  func shortContentKeepsMargin() throws {
    // Four 64-point rows in a landscape iPhone 15 Pro Max's 932 x 430 view; the keyboard's top is
    // at 258. Without the keyboard the list does not scroll at all (its end is 2 points above
    // where an offset could start).
    let geometry = ScrollViewGeometry(
      visibleRectInScreen: CGRect(x: 0, y: 0, width: 932, height: 430),
      boundsSize: CGSize(width: 932, height: 430),
      contentSize: CGSize(width: 932, height: 256), contentOffset: .zero,
      appContentInset: .zero, systemContentInset: ContentInsets(bottom: 21),
      systemIndicatorBottomInset: 21)
    let keyboard = CGRect(x: 0, y: 258, width: 932, height: 172)
    let plan = ScrollViewAvoidance.plan(
      geometry: geometry, keyboardFrameInScreen: keyboard, mode: .docked,
      revealRectInContent: CGRect(x: 16, y: 202, width: 900, height: 44))
    // The field's bottom must reach 258 - 16 = 242: an offset of 4, which the inset must allow.
    #expect(abs(try #require(plan.targetContentOffset).y - 4) < 0.001)
    #expect(abs(plan.addedBottomInset - (172 - 21 + 6)) < 0.001, "\(plan.addedBottomInset)")
  }

  @Test("A keyboard just below the scroll view, closer than the margin, still gets the margin")
  func keyboardJustBelowKeepsMargin() throws {
    // An iPad form sheet UIKit moved up until its bottom met the keyboard's top (988): nothing
    // of it is covered, but its last row's field would end 10 points above the keyboard.
    let geometry = ScrollViewGeometry(
      visibleRectInScreen: CGRect(x: 242, y: 368, width: 540, height: 620),
      boundsSize: CGSize(width: 540, height: 620),
      contentSize: CGSize(width: 540, height: 1152), contentOffset: CGPoint(x: 0, y: 532),
      appContentInset: .zero, systemContentInset: .zero, systemIndicatorBottomInset: 0)
    let keyboard = CGRect(x: 0, y: 988, width: 1024, height: 378)
    let plan = ScrollViewAvoidance.plan(
      geometry: geometry, keyboardFrameInScreen: keyboard, mode: .docked,
      revealRectInContent: CGRect(x: 16, y: 1098, width: 508, height: 44))
    #expect(abs(plan.addedBottomInset - 6) < 0.001, "\(plan.addedBottomInset)")
    let offset = try #require(plan.targetContentOffset)
    #expect(abs(368 + 1142 - offset.y - (988 - 16)) < 0.001, "offset \(offset.y)")
    #expect(plan.addedIndicatorBottomInset == 0, "the indicator is not covered")
    // Farther below than the margin: nothing to do.
    let far = ScrollViewAvoidance.plan(
      geometry: geometry, keyboardFrameInScreen: keyboard.offsetBy(dx: 0, dy: 20), mode: .docked,
      revealRectInContent: CGRect(x: 16, y: 1098, width: 508, height: 44))
    #expect(far.addedBottomInset == 0)
    #expect(far.targetContentOffset == nil)
  }

  @Test("A field with the margin's worth of content below it adds only the keyboard's overlap")
  func contentWithRoomAddsOverlapOnly() throws {
    var geometry = Self.fullScreenList(on: .iPhone15Pro)
    geometry.contentSize.height = 916
    let keyboard = Device.iPhone15Pro.dockedKeyboard
    let plan = ScrollViewAvoidance.plan(
      geometry: geometry, keyboardFrameInScreen: keyboard, mode: .docked,
      revealRectInContent: CGRect(x: 16, y: 880, width: 200, height: 20))
    #expect(plan.addedBottomInset == keyboard.height - 34)
    #expect(try #require(plan.targetContentOffset).y == 900 + 16 - (852 - 336))
  }

  @Test(
    "Floating, undocked, hidden and foreign keyboards add no inset",
    arguments: [KeyboardMode.floating, .undocked, .hidden, .notLocal, .otherScreen])
  func nonCoveringModesAddNothing(_ mode: KeyboardMode) {
    let plan = ScrollViewAvoidance.plan(
      geometry: Self.fullScreenList(on: .iPad),
      keyboardFrameInScreen: CGRect(x: 250, y: 930, width: 320, height: 250), mode: mode)
    #expect(plan == .none)
  }

  @Test("A form sheet gets only the part of the keyboard that overlaps it")
  func formSheetAboveKeyboard() {
    // An iPad form sheet 540×620 centred on 820×1180: bottom at 900, keyboard top 843.
    let sheet = ScrollViewGeometry(
      visibleRectInScreen: CGRect(x: 140, y: 280, width: 540, height: 620),
      boundsSize: CGSize(width: 540, height: 620), contentSize: CGSize(width: 540, height: 1200),
      contentOffset: .zero)
    let plan = ScrollViewAvoidance.plan(
      geometry: sheet, keyboardFrameInScreen: Device.iPad.dockedKeyboard, mode: .docked)
    #expect(plan.addedBottomInset == CGFloat(900 - 843))
  }

  @Test("A scroll view above a 49pt tab bar is covered by less than the keyboard height")
  func aboveTabBar() {
    let device = Device.iPhone15Pro
    let list = ScrollViewGeometry(
      visibleRectInScreen: CGRect(x: 0, y: 0, width: 393, height: 852 - 34 - 49),
      boundsSize: CGSize(width: 393, height: 852 - 83),
      contentSize: CGSize(width: 393, height: 2000),
      contentOffset: .zero)
    let plan = ScrollViewAvoidance.plan(
      geometry: list, keyboardFrameInScreen: device.dockedKeyboard, mode: .docked)
    #expect(plan.addedBottomInset == CGFloat(336 - 83))
  }

  @Test(
    "Drawn upside down, UIKit's range is mirrored: short content rests at the end",
    arguments: [
      // (content height, upright, the range's start and end)
      (200.0, false, -90.0, -90.0), (200.0, true, -562.0, -562.0),
      (3000.0, false, -90.0, 2238.0), (3000.0, true, -90.0, 2238.0),
    ])
  func mirroredRange(content: Double, upsideDown: Bool, start: Double, end: Double) {
    var geometry = ScrollViewGeometry(
      visibleRectInScreen: CGRect(x: 0, y: 0, width: 393, height: 852),
      boundsSize: CGSize(width: 393, height: 852),
      contentSize: CGSize(width: 393, height: content), contentOffset: .zero,
      appContentInset: ContentInsets(top: 90, left: 0, bottom: 90, right: 0))
    geometry.isDrawnUpsideDown = upsideDown
    let range = geometry.validOffsetRange(adjustedInset: geometry.adjustedInset(addedBottom: 0))
    #expect(range.y.lowerBound == CGFloat(start) && range.y.upperBound == CGFloat(end))
    // A shrinking pinned list drawn upside down keeps its drawn bottom: its offset grows.
    let pinned = geometry.endingAt(bottomInScreen: 516)
    #expect(pinned.contentOffset.y == (upsideDown ? 336 : 0))
  }

  @Test("Restoring keeps the user's offset when it stays valid, clamps it when not")
  func restoreClamps() throws {
    var geometry = Self.fullScreenList(on: .iPhone15Pro)
    geometry.contentOffset.y = 400
    #expect(ScrollViewAvoidance.restoredContentOffset(geometry: geometry) == nil)
    geometry.contentOffset.y = 3000 + 34 - 852 + 200
    let restored = try #require(ScrollViewAvoidance.restoredContentOffset(geometry: geometry))
    #expect(restored.y == CGFloat(3000 + 34 - 852))
  }

  @Test("Non-finite geometry plans nothing rather than writing NaN")
  func nonFiniteGeometry() {
    var geometry = Self.fullScreenList(on: .iPhone15Pro)
    geometry.contentOffset.y = .nan
    #expect(
      ScrollViewAvoidance.plan(
        geometry: geometry, keyboardFrameInScreen: Device.iPhone15Pro.dockedKeyboard, mode: .docked)
        == .none)
    #expect(ScrollViewAvoidance.restoredContentOffset(geometry: geometry) == nil)
  }

  @Test(
    "A window offset inside the screen is planned from the screen-space overlap",
    arguments: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 60), CGPoint(x: 40, y: 300)])
  func windowOffsets(origin: CGPoint) {
    // A 600×700 Stage Manager window at `origin` on a 1024×1366 iPad Pro.
    let list = ScrollViewGeometry(
      visibleRectInScreen: CGRect(origin: origin, size: CGSize(width: 600, height: 700)),
      boundsSize: CGSize(width: 600, height: 700), contentSize: CGSize(width: 600, height: 2000),
      contentOffset: .zero)
    let keyboard = Device.iPadPro.dockedKeyboard
    let plan = ScrollViewAvoidance.plan(
      geometry: list, keyboardFrameInScreen: keyboard, mode: .docked)
    #expect(plan.addedBottomInset == max(0, origin.y + 700 - keyboard.minY))
  }

  /// Where `field` ends on screen after `plan`, for a list at the screen's origin.
  static func fieldInScreen(_ field: CGRect, plan: ScrollViewPlan, geometry: ScrollViewGeometry)
    -> CGRect
  {
    let offset = plan.targetContentOffset ?? geometry.contentOffset
    return field.offsetBy(dx: 0, dy: -offset.y)
  }

  struct ShortScreenCase: Sendable, CustomTestStringConvertible {
    /// Points left above the keyboard.
    let visible: CGFloat
    let gapAbove: CGFloat
    let gapBelow: CGFloat
    var testDescription: String {
      "\(visible) pt above the keyboard: \(gapAbove) above the field, \(gapBelow) below it"
    }
  }

  @Test(
    "On a short screen the margin above the keyboard comes first, the field's top gets the rest",
    arguments: [
      ShortScreenCase(visible: 67, gapAbove: 7, gapBelow: 16),
      ShortScreenCase(visible: 60, gapAbove: 0, gapBelow: 16),
      ShortScreenCase(visible: 50, gapAbove: 0, gapBelow: 6),
    ])
  func shortScreen(_ example: ShortScreenCase) {
    // A 568 × 320 landscape list, its field far below the keyboard's top.
    let size = CGSize(width: 568, height: 320)
    let geometry = ScrollViewGeometry(
      visibleRectInScreen: CGRect(origin: .zero, size: size), boundsSize: size,
      contentSize: CGSize(width: 568, height: 3000), contentOffset: .zero,
      appContentInset: .zero, systemContentInset: .zero, systemIndicatorBottomInset: 0)
    let keyboard = CGRect(x: 0, y: example.visible, width: 568, height: 320 - example.visible)
    let field = CGRect(x: 16, y: 900, width: 300, height: 44)
    let plan = ScrollViewAvoidance.plan(
      geometry: geometry, keyboardFrameInScreen: keyboard, mode: .docked,
      revealRectInContent: field)
    let shown = Self.fieldInScreen(field, plan: plan, geometry: geometry)
    #expect(abs(shown.minY - example.gapAbove) < 1e-9, "top at \(shown.minY)")
    #expect(abs(keyboard.minY - shown.maxY - example.gapBelow) < 1e-9, "bottom at \(shown.maxY)")
  }

  @Test("A margin too large to fit shrinks: the gap above the keyboard takes all the room")
  func hugeMarginShrinks() throws {
    let device = Device.iPhone15Pro
    let geometry = Self.fullScreenList(on: device, appInset: ContentInsets(bottom: 24.5))
    let keyboard = device.dockedKeyboard
    let field = CGRect(x: 16, y: 1200, width: 200, height: 44)
    let plan = ScrollViewAvoidance.plan(
      geometry: geometry, keyboardFrameInScreen: keyboard, mode: .docked,
      revealRectInContent: field, margin: 1000)
    let shown = Self.fieldInScreen(field, plan: plan, geometry: geometry)
    // The area above the app's inset and the keyboard: from 0 to keyboard top - 24.5.
    let areaBottom = keyboard.minY - 24.5
    #expect(shown.maxY <= areaBottom + 1e-9, "not covered: gap \(keyboard.minY - shown.maxY)")
    #expect(shown.minY >= -1e-9)
    // The gap above the keyboard comes first: the field goes to the area's top.
    #expect(abs(shown.minY) < 1e-6, "top at the area's top: \(shown.minY)")
  }

  @Test("An app inset larger than the screen still leaves the field above the keyboard")
  func hugeAppInsetRevealsAboveKeyboard() throws {
    let device = Device.iPhone15Pro
    for appBottom: CGFloat in [1e6, 900, 560] {
      let geometry = Self.fullScreenList(on: device, appInset: ContentInsets(bottom: appBottom))
      let keyboard = device.dockedKeyboard
      let field = CGRect(x: 16, y: 1200, width: 200, height: 44)
      let plan = ScrollViewAvoidance.plan(
        geometry: geometry, keyboardFrameInScreen: keyboard, mode: .docked,
        revealRectInContent: field)
      let shown = Self.fieldInScreen(field, plan: plan, geometry: geometry)
      #expect(shown.maxY <= keyboard.minY - 16 + 1e-9, "app inset \(appBottom): \(shown)")
      #expect(shown.minY >= 0, "app inset \(appBottom): \(shown)")
    }
  }
}
