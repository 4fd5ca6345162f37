import Foundation
import Testing

@testable import KeyboardCore

@Suite("Animation curves and options")
struct AnimationTests {
  @Test(
    "The curve becomes UIView.AnimationOptions bits by a 16-bit shift",
    arguments: [(0, 0), (1, 0x1_0000), (2, 0x2_0000), (3, 0x3_0000), (7, 0x7_0000)])
  func optionsBits(curve: Int, expected: UInt) throws {
    #expect(
      try KeyboardAnimation(duration: 0.25, curve: curve).animationOptionsRawValue == expected)
  }

  @Test(
    "Every curve starts at 0, ends at 1 and never runs backwards", arguments: [0, 1, 2, 3, 7, 5])
  func monotonic(curve: Int) {
    var last = AnimationTiming.progress(curve: curve, fraction: 0)
    #expect(last == 0)
    for step in 1...120 {
      let value = AnimationTiming.progress(curve: curve, fraction: Double(step) / 120)
      #expect(value >= last - 1e-12, "curve \(curve) went back at step \(step)")
      last = value
    }
    #expect(abs(last - 1) < 1e-9)
  }

  @Test("Standard curves have their textbook shapes at the midpoint")
  func midpoints() {
    #expect(AnimationTiming.progress(curve: 3, fraction: 0.5) == 0.5)
    #expect(abs(AnimationTiming.progress(curve: 0, fraction: 0.5) - 0.5) < 1e-9)
    #expect(AnimationTiming.progress(curve: 1, fraction: 0.5) < 0.5)
    #expect(AnimationTiming.progress(curve: 2, fraction: 0.5) > 0.5)
  }

  @Test("Curve 7 front-loads its motion like the keyboard's spring")
  func keyboardCurveShape() {
    // The critically damped spring covers most of the distance in the first third.
    #expect(AnimationTiming.progress(curve: 7, fraction: 0.3) > 0.75)
    #expect(
      AnimationTiming.progress(curve: 7, fraction: 0.3)
        > AnimationTiming.progress(curve: 0, fraction: 0.3))
  }

  @Test("Curve 7 moves for its spring's 0.5 s whatever the notification announces")
  func keyboardCurveTakesItsOwnTime() throws {
    for announced in [0.25, 0.4, 0.1] {
      let keyboard = try KeyboardAnimation(duration: announced, curve: 7)
      #expect(keyboard.motionDuration == 0.5)
      #expect(abs(keyboard.progress(atElapsed: 0.25) - 0.943075) < 1e-5)
      #expect(abs(keyboard.progress(atElapsed: 0.0625) - 0.316332) < 1e-5)
      #expect(keyboard.progress(atElapsed: 0.5) == 1)
    }
    #expect(try KeyboardAnimation(duration: 0.4, curve: 0).motionDuration == 0.4)
    #expect(try KeyboardAnimation(duration: 0, curve: 7).motionDuration == 0)
  }

  @Test(
    "Content moved with the keyboard is safe on both accounts of curve 7's time",
    arguments: [
      (0.25, 0.5, 0.5), (0.4, 0.5, 0.8), (0.35, 0.5, 0.7), (0.1, 0.2, 0.5),
    ] as [(TimeInterval, TimeInterval, TimeInterval)])
  func paceOnBothAccounts(
    announced: TimeInterval, arriving: TimeInterval, leaving: TimeInterval
  ) throws {
    let keyboard = try KeyboardAnimation(duration: announced, curve: 7)
    #expect(abs(keyboard.motionDuration(.arriving) - arriving) < 1e-12)
    #expect(abs(keyboard.motionDuration(.leaving) - leaving) < 1e-12)
    // Arriving, content is never behind the keyboard drawn on either account; leaving, never
    // ahead of it.
    for step in 0...40 {
      let elapsed = Double(step) * 0.025
      let forum = AnimationTiming.progress(curve: 7, fraction: elapsed / 0.5)
      let twice = AnimationTiming.progress(curve: 7, fraction: elapsed / (2 * announced))
      #expect(keyboard.progress(atElapsed: elapsed, .arriving) >= max(forum, twice) - 1e-12)
      #expect(keyboard.progress(atElapsed: elapsed, .leaving) <= min(forum, twice) + 1e-12)
    }
    // Every other curve takes its duration; no duration, no motion.
    let eased = try KeyboardAnimation(duration: announced, curve: 0)
    #expect(eased.motionDuration(.arriving) == announced)
    #expect(eased.motionDuration(.leaving) == announced)
    #expect(try KeyboardAnimation(duration: 0, curve: 7).progress(atElapsed: 0, .leaving) == 1)
  }

  @Test("A measure of UIKit's own time replaces both accounts; a measure that is no time does not")
  func measuredPace() throws {
    let hide = try KeyboardAnimation(duration: 0.4, curve: 7)
    #expect(hide.motionDurationIsUncertain)
    #expect(try !KeyboardAnimation(duration: 0.25, curve: 7).motionDurationIsUncertain)
    #expect(try !KeyboardAnimation(duration: 0.4, curve: 0).motionDurationIsUncertain)
    for measured in [0.5, 0.8] {
      #expect(hide.motionDuration(.arriving, measured: measured) == measured)
      #expect(hide.motionDuration(.leaving, measured: measured) == measured)
      // Content moved on the measure follows the keyboard drawn for that time, frame by frame.
      for step in 0...20 {
        let elapsed = Double(step) * 0.05
        let drawn = AnimationTiming.progress(curve: 7, fraction: elapsed / measured)
        let moved = hide.progress(atElapsed: elapsed, .leaving, measured: measured)
        #expect(abs(moved - drawn) < 1e-12)
      }
    }
    for unusable in [nil, 0, -1, .nan, .infinity, 21] as [TimeInterval?] {
      #expect(hide.motionDuration(.leaving, measured: unusable) == 0.8)
      #expect(hide.motionDuration(.arriving, measured: unusable) == 0.5)
    }
    #expect(KeyboardAnimation.immediate.motionDuration(.leaving, measured: 0.5) == 0)
  }

  @Test("Fractions outside 0…1 and NaN clamp instead of extrapolating")
  func clamping() {
    #expect(AnimationTiming.progress(curve: 7, fraction: -3) == 0)
    #expect(AnimationTiming.progress(curve: 0, fraction: 9) == 1)
    #expect(AnimationTiming.progress(curve: 2, fraction: .nan) == 1)
  }

  @Test("A zero-duration animation is complete at once; others follow elapsed time")
  func progressOverTime() throws {
    #expect(KeyboardAnimation.immediate.progress(atElapsed: 0) == 1)
    let linear = try KeyboardAnimation(duration: 0.4, curve: 3)
    #expect(abs(linear.progress(atElapsed: 0.1) - 0.25) < 1e-12)
    #expect(linear.progress(atElapsed: 1) == 1)
  }

  @Test(
    "Decoding validates like the initializer: bad curves and durations throw, never trap later",
    arguments: [
      #"{"duration":0.25,"curve":-1}"#, #"{"duration":0.25,"curve":99}"#,
      #"{"duration":-5,"curve":7}"#, #"{"duration":1e300,"curve":7}"#,
    ])
  func decodingValidates(_ json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(KeyboardAnimation.self, from: Data(json.utf8))
    }
  }

  @Test("The decoding error names the key and carries the typed reason")
  func decodingErrorNamesKey() throws {
    let data = Data(#"{"duration":0.25,"curve":-1}"#.utf8)
    do {
      _ = try JSONDecoder().decode(KeyboardAnimation.self, from: data)
      Issue.record("curve -1 decoded")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["curve"])
      #expect(context.underlyingError as? KeyboardAnimationError == .invalidCurve(-1))
    }
    let valid = try JSONDecoder().decode(
      KeyboardAnimation.self, from: Data(#"{"duration":0.4,"curve":7}"#.utf8))
    #expect(valid == (try KeyboardAnimation(duration: 0.4, curve: 7)))
    #expect(valid.animationOptionsRawValue == 0x7_0000)
  }

  @Test("The initializer throws a typed error for every value outside the options' field")
  func initializerValidates() {
    #expect(throws: KeyboardAnimationError.invalidCurve(16)) {
      try KeyboardAnimation(duration: 0.25, curve: 16)
    }
    #expect(throws: KeyboardAnimationError.invalidCurve(-1)) {
      try KeyboardAnimation(duration: 0.25, curve: -1)
    }
    for duration in [-5, .nan, .infinity, 1e300, KeyboardAnimation.maximumDuration + 1] {
      #expect(throws: KeyboardAnimationError.self) {
        try KeyboardAnimation(duration: duration, curve: 7)
      }
    }
  }
}
