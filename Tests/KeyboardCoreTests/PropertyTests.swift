import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardCore

/// Thousands of random geometries through the planners.
///
/// The seed is printed on failure and can
/// be replayed with `KEYBOARD_TEST_SEED=<seed> swift test --filter PropertyTests`.
@Suite("Planner properties over random geometries")
struct PropertyTests {
  static let iterations = 5_000

  struct Sample {
    var geometry: ScrollViewGeometry
    var keyboard: CGRect
    var mode: KeyboardMode
    var reveal: CGRect
    var margin: CGFloat
  }

  static func sample(_ g: inout SeededRandom) -> Sample {
    let device = Device.all.randomElement(using: &g) ?? .iPhone15Pro
    let screen = device.screenBounds
    // A window inside the screen (full screen, Split View, Stage Manager), a scroll view inside
    // that window.
    let windowWidth = CGFloat.random(in: 200...screen.width, using: &g).rounded()
    let windowHeight = CGFloat.random(in: 200...screen.height, using: &g).rounded()
    let window = CGRect(
      x: CGFloat.random(in: 0...(screen.width - windowWidth), using: &g).rounded(),
      y: CGFloat.random(in: 0...(screen.height - windowHeight), using: &g).rounded(),
      width: windowWidth, height: windowHeight)
    let top = CGFloat.random(in: 0...(windowHeight / 3), using: &g).rounded()
    let scrollFrame = CGRect(
      x: window.minX, y: window.minY + top, width: windowWidth,
      height: CGFloat.random(in: 60...(windowHeight - top), using: &g).rounded())
    let contentHeight = CGFloat.random(in: 0...5_000, using: &g)
    let appInset = ContentInsets(
      top: CGFloat.random(in: 0...80, using: &g), bottom: CGFloat.random(in: 0...120, using: &g))
    let safe = ContentInsets(
      top: [0, 20, 47, 59].randomElement(using: &g) ?? 0,
      bottom: [0, 20, 21, 34].randomElement(using: &g) ?? 0)
    let geometry = ScrollViewGeometry(
      visibleRectInScreen: scrollFrame, boundsSize: scrollFrame.size,
      contentSize: CGSize(width: scrollFrame.width, height: contentHeight),
      contentOffset: CGPoint(x: 0, y: CGFloat.random(in: -200...(contentHeight + 200), using: &g)),
      appContentInset: appInset, systemContentInset: safe,
      systemIndicatorBottomInset: safe.bottom)
    let keyboardHeight = CGFloat.random(in: 0...(screen.height * 0.6), using: &g)
    let keyboard: CGRect
    switch Int.random(in: 0..<4, using: &g) {
    case 0:
      keyboard = CGRect(
        x: 0, y: screen.height - keyboardHeight, width: screen.width, height: keyboardHeight)
    case 1:
      keyboard = CGRect(
        x: CGFloat.random(in: 0...screen.width / 2, using: &g),
        y: CGFloat.random(in: 0...screen.height, using: &g), width: 320, height: 250)
    case 2:
      keyboard = CGRect(x: 0, y: screen.height - 55, width: screen.width, height: 313)
    default:
      keyboard = .zero
    }
    let mode = KeyboardMode(
      endFrameInScreen: keyboard, screenBounds: screen, windowFrameInScreen: window)
    let reveal = CGRect(
      x: 16, y: CGFloat.random(in: 0...max(1, contentHeight), using: &g), width: 100,
      height: CGFloat.random(in: 1...300, using: &g))
    return Sample(
      geometry: geometry, keyboard: keyboard, mode: mode, reveal: reveal,
      margin: CGFloat.random(in: 0...40, using: &g))
  }

  @Test("Plans are finite, never negative, and offsets stay in the valid range")
  func validPlans() {
    let seed = SeededRandom.testSeed
    var g = SeededRandom(seed: seed)
    for iteration in 0..<Self.iterations {
      let s = Self.sample(&g)
      let plan = ScrollViewAvoidance.plan(
        geometry: s.geometry, keyboardFrameInScreen: s.keyboard, mode: s.mode,
        revealRectInContent: s.reveal, margin: s.margin)
      let context = "seed \(seed), iteration \(iteration)"
      #expect(plan.addedBottomInset.isFinite && plan.addedBottomInset >= 0, "\(context)")
      #expect(
        plan.addedIndicatorBottomInset.isFinite && plan.addedIndicatorBottomInset >= 0,
        "\(context)")
      let inset = s.geometry.adjustedInset(addedBottom: plan.addedBottomInset)
      let range = s.geometry.validOffsetRange(adjustedInset: inset)
      let offset = plan.targetContentOffset ?? s.geometry.contentOffset
      if plan.targetContentOffset != nil {
        #expect(range.y.contains(offset.y) && range.x.contains(offset.x), "\(context)")
      }
      if plan.addedBottomInset > 0 {
        // The visible area ends at or above the keyboard's top (or the scroll view's top, when
        // the keyboard covers it whole).
        let visibleBottomInScreen = s.geometry.visibleRectInScreen.maxY - inset.bottom
        let limit = max(s.keyboard.minY, s.geometry.visibleRectInScreen.minY)
        #expect(visibleBottomInScreen <= limit + 1e-6, "\(context)")
      }
      if s.mode.coversBottomEdge == false { #expect(plan.addedBottomInset == 0, "\(context)") }
    }
  }

  @Test("The rect plus margin is visible whenever this app's keyboard and the range allow it")
  func revealsWhenPossible() {
    let seed = SeededRandom.testSeed &+ 1
    var g = SeededRandom(seed: seed)
    for iteration in 0..<Self.iterations {
      let s = Self.sample(&g)
      let plan = ScrollViewAvoidance.plan(
        geometry: s.geometry, keyboardFrameInScreen: s.keyboard, mode: s.mode,
        revealRectInContent: s.reveal, margin: s.margin)
      let inset = s.geometry.adjustedInset(addedBottom: plan.addedBottomInset)
      let range = s.geometry.validOffsetRange(adjustedInset: inset).y
      let visibleHeight = s.geometry.boundsSize.height - inset.top - inset.bottom
      let wantedTop = s.reveal.minY - s.margin
      // A docked keyboard just below the scroll view (closer than the margin, covering none of
      // it) leaves only the rest of the margin to keep inside the scroll view.
      let visible = s.geometry.visibleRectInScreen
      let below = s.keyboard.minY - visible.maxY
      let justBelow =
        s.mode.coversBottomEdge && s.keyboard.height > 0 && below >= 0 && below < s.margin
        && s.keyboard.minX < visible.maxX && s.keyboard.maxX > visible.minX
      let wantedBottom = s.reveal.maxY + (justBelow ? s.margin - below : s.margin)
      // Possible: it fits, and an offset in range shows it whole.
      let lowest = wantedBottom - s.geometry.boundsSize.height + inset.bottom
      let highest = wantedTop - inset.top
      // Only this app's keyboard reveals anything (another app's edits none of our inputs).
      guard s.mode.isVisible, wantedBottom - wantedTop <= visibleHeight,
        lowest <= range.upperBound,
        highest >= range.lowerBound
      else { continue }
      let y = (plan.targetContentOffset ?? s.geometry.contentOffset).y
      #expect(
        y + inset.top <= wantedTop + 1e-6
          && y + s.geometry.boundsSize.height - inset.bottom >= wantedBottom - 1e-6,
        "seed \(seed), iteration \(iteration)")
    }
  }

  @Test("restore(plan(state)) gives back the app's insets bit for bit and a valid offset")
  func restoreRoundTrip() {
    let seed = SeededRandom.testSeed &+ 2
    var g = SeededRandom(seed: seed)
    for iteration in 0..<Self.iterations {
      let s = Self.sample(&g)
      var content = InsetLedger(appValue: s.geometry.appContentInset.bottom)
      var indicator = InsetLedger(appValue: CGFloat.random(in: 0...50, using: &g))
      let appIndicator = indicator.appValue
      let plan = ScrollViewAvoidance.plan(
        geometry: s.geometry, keyboardFrameInScreen: s.keyboard, mode: s.mode,
        revealRectInContent: s.reveal, margin: s.margin)
      let writtenContent = content.apply(added: plan.addedBottomInset)
      let writtenIndicator = indicator.apply(added: plan.addedIndicatorBottomInset)
      content.observe(writtenContent)
      indicator.observe(writtenIndicator)
      let context = "seed \(seed), iteration \(iteration)"
      #expect(
        content.restore().bitPattern == s.geometry.appContentInset.bottom.bitPattern, "\(context)")
      #expect(indicator.restore().bitPattern == appIndicator.bitPattern, "\(context)")
      var after = s.geometry
      after.contentOffset = plan.targetContentOffset ?? s.geometry.contentOffset
      let restored =
        ScrollViewAvoidance.restoredContentOffset(geometry: after) ?? after.contentOffset
      let range = after.validOffsetRange(adjustedInset: after.adjustedInset(addedBottom: 0))
      if range.y.contains(after.contentOffset.y) {
        #expect(restored == after.contentOffset, "the user's position is kept: \(context)")
      }
      #expect(range.y.contains(restored.y), "\(context)")
    }
  }
}
