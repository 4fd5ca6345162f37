import Foundation
import HeadlessUIKit
import Testing

@Suite("UIView.animate on the stand-in clock")
@MainActor
struct AnimationTests {
  final class Completions {
    var calls: [(label: String, finished: Bool)] = []
  }

  func makeView() -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test("the model value changes at once; the presentation value animates")
  func modelAtOnce() {
    HeadlessEnvironment.reset()
    let view = makeView()

    UIView.animate(withDuration: 1) { view.frame.origin.y = 200 }

    #expect(view.frame.minY == 200)
    #expect(view._presentationFrame.minY == 0)
    #expect(view._isAnimating)
    HeadlessEnvironment.clock.advance(by: 0.5)
    #expect(isClose(view._presentationFrame.minY, 100))
    HeadlessEnvironment.clock.advance(by: 0.5)
    #expect(view._presentationFrame.minY == 200)
    #expect(!view._isAnimating)
  }

  struct CurveCase: CustomTestStringConvertible, Sendable {
    let name: String
    let options: UIView.AnimationOptions
    let midpoint: CGFloat
    var testDescription: String { name }
  }

  nonisolated static let curveCases: [CurveCase] = [
    .init(name: "ease-in-out", options: .curveEaseInOut, midpoint: 0.5),
    .init(name: "ease-in", options: .curveEaseIn, midpoint: 0.315357),
    .init(name: "ease-out", options: .curveEaseOut, midpoint: 0.684643),
    .init(name: "linear", options: .curveLinear, midpoint: 0.5),
    // Curve 7 ignores the block's 0.4 s: 0.2 s into its spring's 0.5 s.
    .init(name: "keyboard curve 7", options: .init(rawValue: 7 << 16), midpoint: 0.880249),
  ]

  @Test("the options' curve bits pick the timing function", arguments: curveCases)
  func curves(_ testCase: CurveCase) {
    HeadlessEnvironment.reset()
    let view = makeView()

    UIView.animate(withDuration: 0.4, delay: 0, options: testCase.options) { view.alpha = 0 }
    HeadlessEnvironment.clock.advance(by: 0.2)

    #expect(isClose(view._presentationAlpha, 1 - testCase.midpoint, tolerance: 0.0001))
  }

  @Test(
    "a curve-7 block moves for its spring's 0.5 s, not the 0.25 s it was given, and completes then"
  )
  func keyboardCurveTakesHalfASecond() {
    HeadlessEnvironment.reset()
    let view = makeView()
    let log = Completions()
    let clock = HeadlessEnvironment.clock

    UIView.animate(
      withDuration: 0.25, delay: 0, options: .init(rawValue: 7 << 16),
      animations: { view.frame.origin.y = 100 },
      completion: { finished in log.calls.append(("at \(clock.now)", finished)) })
    clock.advance(by: 0.125)
    // A quarter of the spring's time: two thirds of the way, where a squeezed spring is at 94 %.
    #expect(isClose(view._presentationFrame.minY, 66.5747, tolerance: 0.001))
    clock.advance(by: 0.125)
    #expect(isClose(view._presentationFrame.minY, 94.3075, tolerance: 0.001))
    #expect(view._isAnimating)
    #expect(log.calls.isEmpty)
    // The block's own duration is still what a nested block inherits.
    UIView.animate(
      withDuration: 0.25, delay: 0, options: .init(rawValue: 7 << 16),
      animations: { #expect(UIView.inheritedAnimationDuration == 0.25) })
    clock.advance(by: 0.25)
    #expect(view._presentationFrame.minY == 100)
    #expect(log.calls.map(\.label) == ["at 0.5"])
    #expect(log.calls.map(\.finished) == [true])
  }

  @Test(
    "a block's change attaches an animation to the view's layer under the property's key, lasting as long as the block moves on either account of curve 7",
    arguments: [false, true])
  func layerAnimation(curveSevenFollowsDuration: Bool) {
    HeadlessEnvironment.reset()
    HeadlessEnvironment.readings = HeadlessReadings(
      clampEndsScroll: true, unanimatedOffsetStopsScroll: false,
      curveSevenFollowsDuration: curveSevenFollowsDuration)
    defer { HeadlessEnvironment.reset() }
    let view = makeView()
    #expect(view.layer === view.layer)
    #expect(view.layer.animationKeys() == nil)
    UIView.animate(
      withDuration: 0.4, delay: 0, options: .init(rawValue: 7 << 16),
      animations: { view.center.y += 10 })
    #expect(view.layer.animationKeys() == ["position"])
    #expect(view.layer.animation(forKey: "bounds") == nil)
    #expect(
      view.layer.animation(forKey: "position")?.duration == (curveSevenFollowsDuration ? 0.8 : 0.5))
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.5 })
    #expect(view.layer.animation(forKey: "opacity")?.duration == 0.3)
    // Removed, the layer shows its model values at once.
    view.layer.removeAllAnimations()
    #expect(view.layer.animationKeys() == nil)
    #expect(!view._isAnimating)
    #expect(view._presentationCenter == view.center)
    // Ended, an animation is no longer attached.
    UIView.animate(withDuration: 0.25, animations: { view.center.y += 10 })
    HeadlessEnvironment.clock.advance(by: 0.3)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test("a new animation starts from the in-flight presentation value")
  func beginFromCurrentState() {
    HeadlessEnvironment.reset()
    let view = makeView()
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
    HeadlessEnvironment.clock.advance(by: 0.5)

    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState]) {
      view.alpha = 1
    }

    #expect(view.alpha == 1)
    #expect(isClose(view._presentationAlpha, 0.5))
    HeadlessEnvironment.clock.advance(by: 0.5)
    #expect(isClose(view._presentationAlpha, 0.75))
  }

  @Test("completions: superseded gets false on the next turn, the survivor true at its end")
  func completionFlags() {
    HeadlessEnvironment.reset()
    let view = makeView()
    let log = Completions()
    let clock = HeadlessEnvironment.clock

    UIView.animate(
      withDuration: 1, animations: { view.center.y = 500 },
      completion: { finished in
        log.calls.append(("first", finished))
      })
    clock.advance(by: 0.25)
    UIView.animate(
      withDuration: 1, animations: { view.center.y = 0 },
      completion: { finished in
        log.calls.append(("second at \(clock.now)", finished))
      })
    #expect(log.calls.isEmpty)

    clock.advance(by: 0)
    #expect(log.calls.map(\.label) == ["first"])
    #expect(log.calls.map(\.finished) == [false])

    clock.advance(by: 5)
    #expect(log.calls.map(\.label) == ["first", "second at 1.25"])
    #expect(log.calls.map(\.finished) == [false, true])
  }

  @Test("duration 0 applies at once and completes on the next turn")
  func zeroDuration() {
    HeadlessEnvironment.reset()
    let view = makeView()
    let log = Completions()

    UIView.animate(
      withDuration: 0, animations: { view.alpha = 0.2 },
      completion: { finished in
        log.calls.append(("zero", finished))
      })

    #expect(view._presentationAlpha == 0.2)
    #expect(log.calls.isEmpty)
    HeadlessEnvironment.clock.advance(by: 0)
    #expect(log.calls.map(\.finished) == [true])
  }

  @Test("a delay holds the presentation value until the animation starts")
  func delay() {
    HeadlessEnvironment.reset()
    let view = makeView()

    UIView.animate(
      withDuration: 1, delay: 0.5, options: .curveLinear,
      animations: {
        view.alpha = 0
      })

    HeadlessEnvironment.clock.advance(by: 0.4)
    #expect(view._presentationAlpha == 1)
    HeadlessEnvironment.clock.advance(by: 0.6)
    #expect(isClose(view._presentationAlpha, 0.5))
  }

  @Test("contentInset is not animatable; contentOffset is")
  func insetNotAnimatable() {
    HeadlessEnvironment.reset()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))

    UIView.animate(withDuration: 1) {
      scrollView.contentInset.bottom = 300
      scrollView.verticalScrollIndicatorInsets.bottom = 300
    }
    #expect(!scrollView._isAnimating)
    #expect(scrollView.contentInset.bottom == 300)

    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      scrollView.contentOffset.y = 200
    }
    HeadlessEnvironment.clock.advance(by: 0.5)
    #expect(isClose(scrollView._presentationContentOffset.y, 100))
  }

  @Test("performWithoutAnimation and unanimated changes cancel the running animation")
  func withoutAnimation() {
    HeadlessEnvironment.reset()
    let view = makeView()
    let log = Completions()
    UIView.animate(
      withDuration: 1, animations: { view.alpha = 0 },
      completion: { finished in
        log.calls.append(("fade", finished))
      })

    UIView.animate(withDuration: 1) {
      UIView.performWithoutAnimation { view.center = CGPoint(x: 10, y: 10) }
    }
    #expect(view._presentationCenter == CGPoint(x: 10, y: 10))

    view.alpha = 0.5
    #expect(view._presentationAlpha == 0.5)
    HeadlessEnvironment.clock.advance(by: 0)
    #expect(log.calls.map(\.finished) == [false])
  }

  @Test("several properties in one block share one completion")
  func sharedCompletion() {
    HeadlessEnvironment.reset()
    let view = makeView()
    let log = Completions()

    UIView.animate(
      withDuration: 1,
      animations: {
        view.alpha = 0
        view.transform = CGAffineTransform(translationX: 0, y: -100)
        view.frame.size.height = 50
      },
      completion: { finished in
        log.calls.append(("all", finished))
      })
    HeadlessEnvironment.clock.advance(by: 0.5)
    #expect(isClose(view._presentationTransform.ty, -50))
    HeadlessEnvironment.clock.advance(by: 0.5)

    #expect(log.calls.map(\.finished) == [true])
    #expect(view._presentationFrame == view.frame)
  }

  @Test("a nested block inherits the outer duration and curve unless it overrides them")
  func nestedBlocksInherit() {
    HeadlessEnvironment.reset()
    let inherits = makeView()
    let ownDuration = makeView()
    let immediate = makeView()
    let unanimated = makeView()
    let clock = HeadlessEnvironment.clock
    UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) {
      UIView.animate(withDuration: 0.1) { inherits.frame.origin.y = 100 }
      UIView.animate(withDuration: 0) { immediate.frame.origin.y = 100 }
      UIView.animate(
        withDuration: 0.1, delay: 0, options: [.overrideInheritedDuration, .curveLinear]
      ) { ownDuration.frame.origin.y = 100 }
      UIView.performWithoutAnimation { unanimated.frame.origin.y = 100 }
    }
    clock.advance(by: 0.25)
    // The outer block's 0.5 s, linear: halfway.
    #expect(abs(inherits._presentationFrame.minY - 50) < 1e-6, "\(inherits._presentationFrame)")
    #expect(abs(immediate._presentationFrame.minY - 50) < 1e-6, "a nested 0 s block animates")
    #expect(ownDuration._presentationFrame.minY == 100, "its own 0.1 s is over")
    #expect(unanimated._presentationFrame.minY == 100, "performWithoutAnimation escapes")
  }

  @Test("changes made inside the system's keyboard animation move with it, uncounted")
  func systemKeyboardAnimation() {
    HeadlessEnvironment.reset()
    let view = makeView()
    let started = HeadlessEnvironment.animationsStarted
    UIView._animateAsSystem(withDuration: 0.5, curve: 3) { view.frame.origin.y = 200 }
    HeadlessEnvironment.clock.advance(by: 0.25)
    #expect(abs(view._presentationFrame.minY - 100) < 1e-6)
    #expect(HeadlessEnvironment.animationsStarted == started)
  }

  @Test("UIView.AnimationCurve takes any raw value, the keyboard's 7 included, as UIKit's C enum")
  func curveSeven() throws {
    let seven = try #require(UIView.AnimationCurve(rawValue: 7))
    #expect(seven.rawValue == 7)
    #expect(seven != .easeInOut && seven != .linear)
    #expect(UIView.AnimationCurve(rawValue: 3) == .linear)
    #expect(UIView.AnimationCurve.easeIn.rawValue == 1)
  }
}

/// UIKit's animations are additive since iOS 8: a change made outside any animation to a part of
/// a value that is not animating leaves the running parts alone.
@Suite("Changes outside an animation block")
@MainActor
struct UnanimatedChangeTests {
  @Test("a scroll view resized while its offset animates keeps the offset's animation")
  func resizeKeepsOffsetAnimation() {
    HeadlessEnvironment.reset()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    scrollView.contentSize = CGSize(width: 390, height: 3000)
    UIView.animate(withDuration: 1) { scrollView.contentOffset.y = 400 }
    HeadlessEnvironment.clock.advance(by: 0.5)
    scrollView.frame.size.height = 500
    #expect(isClose(scrollView._presentationBounds.minY, 200), "the offset still animates")
    #expect(scrollView._presentationBounds.height == 500, "the new size shows at once")
    HeadlessEnvironment.clock.advance(by: 0.5)
    #expect(scrollView._presentationBounds.minY == 400)
  }

  @Test("a change to the animating part itself still ends the animation at once")
  func changeToTheAnimatingPartCuts() {
    HeadlessEnvironment.reset()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    scrollView.contentSize = CGSize(width: 390, height: 3000)
    UIView.animate(withDuration: 1) { scrollView.contentOffset.y = 400 }
    HeadlessEnvironment.clock.advance(by: 0.5)
    scrollView.contentOffset.y = 100
    #expect(scrollView._presentationBounds.minY == 100)
  }
}
