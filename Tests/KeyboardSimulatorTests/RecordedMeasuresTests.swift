import KeyboardDeviceLab
import Testing

/// What a recording's frames add up to, on frames whose answer is known: a keyboard rising from
/// 852 to 516 in ten frames over an input 44 pt tall.
@Suite("A recording's measures")
struct RecordedMeasuresTests {
  /// The keyboard's top in the ten frames of its rise, then still.
  static let tops: [Double?] = [nil] + (1...10).map { 852 - 33.6 * Double($0) } + [516, 516]

  static func frames(inputTop: (Int) -> Double, inset: Double = 302) -> [RecordedFrame] {
    tops.enumerated().map { index, top in
      RecordedFrame(
        time: Double(index) / 120, keyboardTop: top, input: [16, inputTop(index), 361, 44],
        insetBottom: index == 0 ? 0 : inset, offsetY: 0)
    }
  }

  @Test("an input moved with the keyboard makes no jump; one moved at once makes one")
  func jumps() {
    let animated = Self.frames { 600 - 15 * Double($0 <= 10 ? $0 : 10) }
    #expect(RecordedMeasures(animated).jumps == 0)
    let atOnce = Self.frames { $0 == 0 ? 600 : 450 }
    #expect(RecordedMeasures(atOnce).jumps == 1)
  }

  @Test("occlusion, worst overlap and the settled gap")
  func occlusionAndGap() {
    // The input stays at 500–544 while the keyboard rises to 516: covered by 28 pt at the end.
    let measures = RecordedMeasures(Self.frames { _ in 500 })
    #expect(measures.occludedFrames == 3)
    #expect(measures.worstOcclusion == 28)
    #expect(measures.settledGap == -28)
    #expect(measures.restoredExactly == nil)
  }

  @Test("the inset counts as restored only once the keyboard left, and only when equal")
  func restore() {
    var frames = Self.frames { _ in 300 }
    frames.append(RecordedFrame(time: 1, keyboardTop: nil, input: nil, insetBottom: 0, offsetY: 9))
    #expect(RecordedMeasures(frames).restoredExactly == true)
    frames[frames.count - 1].insetBottom = 24
    #expect(RecordedMeasures(frames).restoredExactly == false)
  }
}
