import Foundation
import Testing

@testable import KeyboardCore

@Suite("A keyboard's move, frame by frame")
struct KeyboardTrajectoryTests {
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let up = KeyboardState(
    phase: .showing, frameInScreen: CGRect(x: 0, y: 516, width: 393, height: 336), mode: .docked)

  @Test(
    "The keyboard's spring, 0 → 336 pt: react-native-keyboard-controller's own figures",
    arguments: [(0.08, 0.429), (0.125, 0.665), (0.25, 0.942), (0.5, 1.0)])
  func springPace(seconds: Double, expected: Double) {
    let move = KeyboardTrajectory(
      from: nil, to: Self.up, screenBounds: Self.screen, animation: .default)
    let frame = move.frame(atElapsed: seconds)
    #expect(abs(Double(move.progress(of: frame)) - expected) < 0.002)
    #expect(frame.height == 336, "the keyboard keeps its height and slides")
  }

  @Test(
    "A move announced for 0.4 s runs as long as UIKit's own animation was read to last, or on the spring's 0.5 s when none was read",
    arguments: [(Double?.some(0.8), 0.8), (nil, 0.5), (0, 0.5), (-1, 0.5), (.infinity, 0.5)])
  func measuredDuration(read: Double?, lasts: Double) throws {
    let animation = try KeyboardAnimation(duration: 0.4, curve: 7)
    let move = KeyboardTrajectory(
      from: nil, to: Self.up, screenBounds: Self.screen, animation: animation,
      motionDuration: read)
    #expect(move.motionDuration == lasts)
    // Half-way through its time, the spring is where it is half-way through 0.5 s.
    let expected = KeyboardTrajectory(
      from: nil, to: Self.up, screenBounds: Self.screen, animation: .default
    ).frame(atElapsed: 0.25)
    #expect(abs(move.frame(atElapsed: lasts / 2).minY - expected.minY) < 1e-9)
    #expect(!move.isFinished(atElapsed: lasts - 0.01))
    #expect(move.isFinished(atElapsed: lasts))
    // A move UIKit does not animate is at its end at once, whatever was read.
    let immediate = KeyboardTrajectory(
      from: nil, to: Self.up, screenBounds: Self.screen, animation: .immediate,
      motionDuration: read)
    #expect(immediate.motionDuration == 0 && immediate.isFinished(atElapsed: 0))
  }

  @Test(
    "Phases: announced, moving, at rest; a hide leaves through the bottom edge",
    arguments: [
      (true, 0.0, KeyboardMotion.Phase.willShow), (true, 0.1, .showing),
      (true, 0.5, .shown), (false, 0.0, .willHide), (false, 0.1, .hiding), (false, 0.6, .hidden),
    ])
  func phases(rising: Bool, seconds: Double, phase: KeyboardMotion.Phase) {
    let hidden = KeyboardState(
      phase: .hiding, frameInScreen: CGRect(x: 0, y: 852, width: 393, height: 336), mode: .hidden)
    let move = KeyboardTrajectory(
      from: rising ? nil : Self.up.frameInScreen, to: rising ? Self.up : hidden,
      screenBounds: Self.screen, animation: .default)
    #expect(move.phase(atElapsed: seconds) == phase)
    if !rising { #expect(move.end.minY == 852 && move.fullHeight == 336) }
  }

  @Test(
    "A keyboard that ends floating or undocked goes down; an immediate move is at its end at once")
  func coversNothingAndImmediate() {
    let floating = KeyboardState(
      phase: .shown, frameInScreen: CGRect(x: 100, y: 300, width: 320, height: 250),
      mode: .floating)
    let move = KeyboardTrajectory(
      from: Self.up.frameInScreen, to: floating, screenBounds: Self.screen, animation: .default)
    #expect(move.end.minY == 852)
    #expect(!move.endsUp)
    let jump = KeyboardTrajectory(
      from: nil, to: Self.up, screenBounds: Self.screen, animation: .immediate)
    #expect(jump.isFinished(atElapsed: 0))
    #expect(jump.frame(atElapsed: 0) == Self.up.frameInScreen)
    #expect(jump.phase(atElapsed: 0) == .shown)
  }

  @Test("A taller keyboard (an emoji or a third-party one): progress reaches 1 at its own height")
  func resize() {
    let taller = KeyboardState(
      phase: .showing, frameInScreen: CGRect(x: 0, y: 472, width: 393, height: 380),
      mode: .docked)
    let move = KeyboardTrajectory(
      from: Self.up.frameInScreen, to: taller, screenBounds: Self.screen, animation: .default)
    #expect(abs(move.progress(of: move.start) - 336.0 / 380) < 0.001)
    #expect(move.progress(of: move.end) == 1)
  }

  @Test("A keyboard leaving from part-way (a finger's drag) goes on falling from where it was")
  func leavingFromPartWay() {
    let hidden = KeyboardState(
      phase: .hiding, frameInScreen: CGRect(x: 0, y: 852, width: 393, height: 336), mode: .hidden)
    let dragged = CGRect(x: 0, y: 700, width: 393, height: 152)
    let move = KeyboardTrajectory(
      from: dragged, to: hidden, screenBounds: Self.screen, animation: .default,
      fullHeightWhenLeaving: 336)
    #expect(abs(move.progress(of: move.start) - 152.0 / 336) < 0.001)
    // Without the height it had when up, the part-way keyboard would read as all the way up.
    let unaware = KeyboardTrajectory(
      from: dragged, to: hidden, screenBounds: Self.screen, animation: .default)
    #expect(unaware.progress(of: unaware.start) == 1)
  }
}
