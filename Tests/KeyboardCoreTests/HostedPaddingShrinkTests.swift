import Foundation
import Testing

@testable import KeyboardCore

/// Room a SwiftUI container gives back as the keyboard goes down: on every frame, along the
/// keyboard's curve, so a list at its end is carried down with the keyboard.
@Suite("Room given back frame by frame")
struct HostedPaddingShrinkTests {
  @Test("Room taken, or moved at once, is not stepped")
  func notAShrink() throws {
    #expect(HostedPaddingShrink(from: 0, to: 302, animation: .default) == nil)
    #expect(HostedPaddingShrink(from: 302, to: 302, animation: .default) == nil)
    #expect(HostedPaddingShrink(from: 302, to: 0, animation: .immediate) == nil)
  }

  @Test("A hide's room follows the keyboard's spring, never below the end, and ends at rest")
  func followsTheSpring() throws {
    let shrink = try #require(HostedPaddingShrink(from: 302, to: 0, animation: .default))
    let start = shrink.padding(atElapsed: 0)
    #expect(start.padding == 302)
    #expect(!start.finished)
    // The spring's published points (react-native-keyboard-controller's tests: 42.9 % at 80 ms,
    // 94.2 % at 250 ms of the move).
    let early = shrink.padding(atElapsed: 0.08)
    #expect(abs(early.padding - 302 * (1 - 0.429)) < 1.5)
    let late = shrink.padding(atElapsed: 0.25)
    #expect(abs(late.padding - 302 * (1 - 0.942)) < 1.5)
    var last = start.padding
    for frame in 1...59 {
      let step = shrink.padding(atElapsed: Double(frame) / 120)
      #expect(step.padding <= last && step.padding >= 0, "frame \(frame)")
      last = step.padding
    }
    let end = shrink.padding(atElapsed: 0.5)
    #expect(end.padding == 0)
    #expect(end.finished)
  }

  @Test("A keyboard that grows shorter gives back only the difference, on its own curve")
  func partialShrink() throws {
    let linear = try KeyboardAnimation(duration: 0.4, curve: 3)
    let shrink = try #require(HostedPaddingShrink(from: 302, to: 250, animation: linear))
    let middle = shrink.padding(atElapsed: 0.2)
    #expect(middle.padding > 250 && middle.padding < 302)
    #expect(shrink.padding(atElapsed: 0.4) == (250, true))
    #expect(shrink.padding(atElapsed: -1).padding == 302)
  }
}
