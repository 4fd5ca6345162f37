import Foundation
import HeadlessUIKit
import Testing

@Suite("Timing curves")
struct TimingTests {
  @Test("every curve starts at 0, ends at 1 and clamps outside 0…1", arguments: [0, 1, 2, 3, 7, 5])
  func endpoints(curve: Int) {
    #expect(HeadlessTiming.progress(curveRawValue: curve, fraction: 0) == 0)
    #expect(HeadlessTiming.progress(curveRawValue: curve, fraction: 1) == 1)
    #expect(HeadlessTiming.progress(curveRawValue: curve, fraction: -0.5) == 0)
    #expect(HeadlessTiming.progress(curveRawValue: curve, fraction: 1.5) == 1)
  }

  @Test("the keyboard curve (7) is monotonic and front-loaded")
  func keyboardCurve() {
    var previous = 0.0
    for step in 1...1000 {
      let value = HeadlessTiming.progress(curveRawValue: 7, fraction: Double(step) / 1000)
      #expect(value >= previous)
      #expect(value <= 1)
      previous = value
    }
    #expect(abs(HeadlessTiming.progress(curveRawValue: 7, fraction: 0.5) - 0.94307) < 0.0001)
    #expect(abs(HeadlessTiming.progress(curveRawValue: 7, fraction: 0.1) - 0.23249) < 0.0001)
  }

  @Test("the Bézier curves match Core Animation's control points at the midpoint")
  func bezierMidpoints() {
    #expect(abs(HeadlessTiming.progress(curveRawValue: 0, fraction: 0.5) - 0.5) < 1e-6)
    #expect(abs(HeadlessTiming.progress(curveRawValue: 1, fraction: 0.5) - 0.315357) < 1e-5)
    #expect(abs(HeadlessTiming.progress(curveRawValue: 2, fraction: 0.5) - 0.684643) < 1e-5)
    #expect(abs(HeadlessTiming.progress(curveRawValue: 3, fraction: 0.37) - 0.37) < 1e-12)
    #expect(abs(HeadlessTiming.progress(curveRawValue: 0, fraction: 0.25) - 0.129162) < 1e-5)
  }

  @Test("unknown curve values fall back to ease-in-out")
  func unknownCurve() {
    for fraction in stride(from: 0.0, through: 1.0, by: 0.1) {
      #expect(
        HeadlessTiming.progress(curveRawValue: 5, fraction: fraction)
          == HeadlessTiming.progress(curveRawValue: 0, fraction: fraction))
    }
  }
}
