import Foundation
import KeyboardCore
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// iPadOS 26's keyboard frames in window coordinates (FB18129544), on an 11-inch iPad in
/// landscape (1194 × 834) with a 351 pt docked keyboard.
@Suite("Keyboard frames reported in the window's space")
struct WindowSpaceKeyboardFrameTests {
  static let screen = CGRect(x: 0, y: 0, width: 1194, height: 834)
  static let docked = CGRect(x: 0, y: 483, width: 1194, height: 351)
  static let gone = CGRect(x: 0, y: 834, width: 1194, height: 351)
  /// A hardware keyboard's bar: 55 pt on screen, the rest below it.
  static let hardwareBar = CGRect(x: 0, y: 779, width: 1194, height: 313)

  struct WindowCase: CustomTestStringConvertible, Sendable {
    let window: CGRect
    var testDescription: String { "window at \(window.origin.x), \(window.origin.y)" }
  }

  /// What the library reads from `reported` in `window`.
  static func read(_ reported: CGRect, in window: CGRect) -> CGRect {
    WindowSpaceKeyboardFrame.screenFrame(
      reported: reported, windowFrameInScreen: window, screenBounds: screen)
  }

  static let windows: [WindowCase] = [
    .init(window: CGRect(x: 200, y: 100, width: 700, height: 600)),
    .init(window: CGRect(x: 0, y: 60, width: 1194, height: 700)),
    .init(window: CGRect(x: 494, y: 0, width: 700, height: 834)),
    .init(window: CGRect(x: 12.5, y: 300.25, width: 500, height: 400)),
  ]

  @Test(
    "A docked or departing frame in the window's space is moved back to the screen's",
    arguments: windows)
  func movedBack(_ testCase: WindowCase) {
    let origin = testCase.window.origin
    for frame in [Self.docked, Self.gone, Self.hardwareBar] {
      let reported = frame.offsetBy(dx: -origin.x, dy: -origin.y)
      // A window moved only down: a frame that runs past the screen's bottom looks the same in
      // both spaces (a hardware keyboard's bar), and is left as reported.
      let expected = origin.x == 0 && reported.maxY >= Self.screen.maxY ? reported : frame
      #expect(Self.read(reported, in: testCase.window) == expected)
    }
  }

  @Test("A Slide Over window's keyboard, as wide as the window, is moved back too")
  func slideOverMovedBack() {
    let window = CGRect(x: 820, y: 24, width: 320, height: 786)
    let keyboard = CGRect(x: 820, y: 459, width: 320, height: 351)
    let reported = keyboard.offsetBy(dx: -820, dy: -24)
    #expect(Self.read(reported, in: window) == keyboard)
    #expect(Self.read(keyboard, in: window) == keyboard)
  }

  @Test("A frame already where a keyboard can be is left alone", arguments: windows)
  func screenFramesKept(_ testCase: WindowCase) {
    for frame in [Self.docked, Self.gone, Self.hardwareBar] {
      #expect(Self.read(frame, in: testCase.window) == frame)
    }
  }

  @Test("Floating, narrower, empty and full-screen-window frames are left alone")
  func othersKept() {
    let window = CGRect(x: 200, y: 100, width: 700, height: 600)
    let frames = [
      CGRect(x: 300, y: 200, width: 320, height: 250),  // floating
      CGRect(x: -200, y: 383, width: 700, height: 351),  // the window's width, not the screen's
      CGRect(x: -200, y: 383, width: 1194, height: 0),  // empty
      CGRect(x: -200, y: 100, width: 1194, height: 351),  // moved, still mid-screen
    ]
    for frame in frames {
      #expect(Self.read(frame, in: window) == frame)
    }
    let shifted = Self.docked.offsetBy(dx: -200, dy: -100)
    #expect(
      Self.read(shifted, in: Self.screen)
        == shifted, "a window at the screen's origin: both spaces agree")
    let nonFinite = CGRect(x: CGFloat.nan, y: 383, width: 1194, height: 351)
    #expect(Self.read(nonFinite, in: window).minX.isNaN)
  }
}
