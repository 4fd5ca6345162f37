import Foundation
import Testing

@testable import KeyboardSimulator

/// `KeyboardMotionObserver` against the keyboard kbsim draws: in step with it on every frame of a
/// move UIKit animates and of a finger's drag, and a frame off when the display runs the
/// keyboard a frame ahead or behind.
@MainActor
@Suite("The keyboard frame by frame, measured", .serialized)
struct MotionLagTests {
  @Test(
    "In step, a frame ahead, a frame behind: the report is at most one frame off",
    arguments: MotionLag.profiles)
  func lag(profile: String) throws {
    for rate in [60, 120] {
      let inStep = MotionLag.measure(profile: profile, refreshRate: rate, keyboardLead: 0)
      // A floating keyboard covers nothing from below: nothing moves, drawn or reported.
      #expect(profile == "floating" ? inStep.frames == 0 : inStep.frames > 30, "\(inStep)")
      #expect(inStep.worstLag == 0, "\(inStep)")
      #expect(inStep.worstPoints <= 0.5, "\(inStep)")
      for lead in [1.0, -1] {
        let off = MotionLag.measure(profile: profile, refreshRate: rate, keyboardLead: lead)
        let lag = try #require(off.worstLag, "\(off)")
        // A keyboard drawn ahead leaves the report a frame behind, and the other way round.
        #expect(lag == (profile == "floating" ? 0 : lead > 0 ? 1 : -1), "\(off)")
      }
    }
  }

  @Test("The lag of one value: on the drawn frame, between two drawn frames, out of reach")
  func lagOfOneValue() {
    let drawn: [CGFloat] = [0, 0, 40, 80, 120, 160]
    #expect(MotionLag.lagInFrames(of: 80, at: 3, drawn: drawn) == 0)
    #expect(MotionLag.lagInFrames(of: 60, at: 3, drawn: drawn) == 1)
    #expect(MotionLag.lagInFrames(of: 20, at: 3, drawn: drawn) == 2)
    #expect(MotionLag.lagInFrames(of: 100, at: 3, drawn: drawn) == -1)
    #expect(MotionLag.lagInFrames(of: 500, at: 3, drawn: drawn) == nil)
  }
}
