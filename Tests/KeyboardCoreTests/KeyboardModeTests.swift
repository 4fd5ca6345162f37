import Foundation
import Testing

@testable import KeyboardCore

@Suite("Keyboard modes from end frames")
struct KeyboardModeTests {
  @Test("A full-width keyboard on the bottom edge is docked on every device", arguments: Device.all)
  func docked(_ device: Device) {
    #expect(
      KeyboardMode(endFrameInScreen: device.dockedKeyboard, screenBounds: device.screenBounds)
        == .docked)
  }

  @Test("A keyboard moved just below the screen is hidden", arguments: Device.all)
  func hiddenBelow(_ device: Device) {
    let below = device.dockedKeyboard.offsetBy(dx: 0, dy: device.keyboardHeight)
    #expect(KeyboardMode(endFrameInScreen: below, screenBounds: device.screenBounds) == .hidden)
  }

  struct FrameCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let frame: CGRect
    let screen: CGSize
    var window: CGRect? = nil
    var isLocal: Bool? = nil
    var isOnThisScreen = true
    let expected: KeyboardMode
  }

  static let facts: [FrameCase] = [
    FrameCase(
      testDescription: "a zero-height will-show frame (published dump) is hidden",
      frame: CGRect(x: 0, y: 667, width: 375, height: 0), screen: CGSize(width: 375, height: 667),
      expected: .hidden),
    FrameCase(
      testDescription: "an all-zero frame (iPad drag, RN #29614) is hidden",
      frame: .zero, screen: CGSize(width: 820, height: 1180), expected: .hidden),
    FrameCase(
      testDescription: "a begin frame far below a 480pt screen (y=744) is hidden",
      frame: CGRect(x: 0, y: 744, width: 320, height: 216), screen: CGSize(width: 320, height: 480),
      expected: .hidden),
    FrameCase(
      testDescription: "a 313pt frame with 55pt visible is the hardware bar (SO 32319697)",
      frame: CGRect(x: 0, y: 1024 - 55, width: 768, height: 313),
      screen: CGSize(width: 768, height: 1024), expected: .hardwareBar),
    FrameCase(
      testDescription: "a 320pt-wide iPad keyboard mid-screen is floating",
      frame: CGRect(x: 250, y: 500, width: 320, height: 250),
      screen: CGSize(width: 820, height: 1180), expected: .floating),
    FrameCase(
      testDescription: "a floating keyboard left at the bottom edge is still floating",
      frame: CGRect(x: 250, y: 930, width: 320, height: 250),
      screen: CGSize(width: 820, height: 1180), expected: .floating),
    FrameCase(
      testDescription: "a full-width keyboard raised off the bottom is undocked",
      frame: CGRect(x: 0, y: 400, width: 768, height: 304),
      screen: CGSize(width: 768, height: 1024), expected: .undocked),
    FrameCase(
      testDescription: "the iOS 5 menu-undock frame above the screen is undocked, not docked",
      frame: CGRect(x: 0, y: -264, width: 768, height: 304),
      screen: CGSize(width: 768, height: 1024), expected: .undocked),
    FrameCase(
      testDescription: "a fractional 366.67pt iPhone X keyboard is docked",
      frame: CGRect(x: 0, y: 812 - 366.66666666666674, width: 375, height: 366.66666666666674),
      screen: CGSize(width: 375, height: 812), expected: .docked),
    FrameCase(
      testDescription: "a keyboard a fraction of a point off the bottom is docked",
      frame: CGRect(x: 0, y: 516.4, width: 393, height: 335.2),
      screen: CGSize(width: 393, height: 852), expected: .docked),
    FrameCase(
      testDescription: "a Slide Over keyboard ending at the window's bottom is docked",
      frame: CGRect(x: 1024 - 330, y: 1366 - 60 - 300, width: 320, height: 300),
      screen: CGSize(width: 1024, height: 1366),
      window: CGRect(x: 1024 - 330, y: 40, width: 320, height: 1366 - 100), expected: .docked),
    FrameCase(
      testDescription: "a Stage Manager keyboard wider than the window is docked",
      frame: CGRect(x: 0, y: 1366 - 398, width: 1024, height: 398),
      screen: CGSize(width: 1024, height: 1366),
      window: CGRect(x: 100, y: 200, width: 600, height: 700), expected: .docked),
    FrameCase(
      testDescription: "another app's docked keyboard (is-local false) covers the bottom",
      frame: CGRect(x: 0, y: 843, width: 820, height: 337),
      screen: CGSize(width: 820, height: 1180), isLocal: false, expected: .notLocalDocked),
    FrameCase(
      testDescription: "another app's floating keyboard (is-local false) covers nothing",
      frame: CGRect(x: 250, y: 500, width: 320, height: 250),
      screen: CGSize(width: 820, height: 1180), isLocal: false, expected: .notLocal),
    FrameCase(
      testDescription: "an unknown is-local flag (before iOS 9) is treated as this app's",
      frame: CGRect(x: 0, y: 843, width: 820, height: 337),
      screen: CGSize(width: 820, height: 1180), isLocal: nil, expected: .docked),
    FrameCase(
      testDescription: "a keyboard on another screen is other screen",
      frame: CGRect(x: 0, y: 843, width: 820, height: 337),
      screen: CGSize(width: 820, height: 1180), isOnThisScreen: false, expected: .otherScreen),
  ]

  @Test("Frames from keyboard-behaviour.md classify as documented", arguments: facts)
  func documentedFrames(_ fact: FrameCase) {
    let mode = KeyboardMode(
      endFrameInScreen: fact.frame, screenBounds: CGRect(origin: .zero, size: fact.screen),
      windowFrameInScreen: fact.window, isLocal: fact.isLocal,
      isOnThisScreen: fact.isOnThisScreen)
    #expect(mode == fact.expected)
  }

  @Test("Only docked and hardware-bar keyboards, this app's or another's, cover the bottom edge")
  func coversBottomEdge() {
    let covering = KeyboardMode.allCases.filter(\.coversBottomEdge)
    #expect(Set(covering) == [.docked, .hardwareBar, .notLocalDocked])
    #expect(!KeyboardMode.notLocalDocked.isVisible, "no input of this app is being edited")
  }
}
