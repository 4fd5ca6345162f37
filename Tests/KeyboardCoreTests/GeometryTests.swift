import Foundation
import Testing

@testable import KeyboardCore

@Suite("Coordinate spaces and overlap")
struct GeometryTests {
  @Test("Screen → window → view mapping round-trips and composes offsets")
  func mapping() {
    // Given a Stage Manager window at (100, 200) and a view at (10, 30) inside it.
    let window = CoordinateSpaceMapping(originInScreen: CGPoint(x: 100, y: 200))
    let view = window.appending(originInThisSpace: CGPoint(x: 10, y: 30))
    let keyboard = CGRect(x: 0, y: 968, width: 1024, height: 398)
    // Then
    #expect(view.convertFromScreen(keyboard) == CGRect(x: -110, y: 738, width: 1024, height: 398))
    #expect(view.convertToScreen(view.convertFromScreen(keyboard)) == keyboard)
    #expect(CoordinateSpaceMapping.screen.convertFromScreen(keyboard) == keyboard)
  }

  @Test("The overlap is the covered height from the rect's bottom, never the keyboard height")
  func overlapInAWindowEndingAboveTheScreenBottom() {
    // A Stage Manager window ending at y=900 on a 1366 screen; keyboard top at 968.
    let windowRect = CGRect(x: 100, y: 200, width: 600, height: 700)
    let keyboard = CGRect(x: 0, y: 968, width: 1024, height: 398)
    #expect(
      KeyboardOverlap.bottomOverlap(
        keyboardFrameInScreen: keyboard, mode: .docked, rectInScreen: windowRect) == 0)
    let taller = CGRect(x: 100, y: 200, width: 600, height: 1000)
    #expect(
      KeyboardOverlap.bottomOverlap(
        keyboardFrameInScreen: keyboard, mode: .docked, rectInScreen: taller) == 232)
  }

  @Test("A keyboard that misses the rect sideways covers nothing")
  func sidewaysMiss() {
    let slideOverKeyboard = CGRect(x: 694, y: 1006, width: 320, height: 300)
    let mainApp = CGRect(x: 0, y: 0, width: 680, height: 1366)
    #expect(
      KeyboardOverlap.bottomOverlap(
        keyboardFrameInScreen: slideOverKeyboard, mode: .docked, rectInScreen: mainApp) == 0)
  }

  @Test(
    "Modes that do not cover the bottom edge overlap nothing",
    arguments: [KeyboardMode.floating, .undocked, .hidden, .notLocal, .otherScreen])
  func nonCoveringModes(_ mode: KeyboardMode) {
    let keyboard = CGRect(x: 0, y: 843, width: 820, height: 337)
    let screen = CGRect(x: 0, y: 0, width: 820, height: 1180)
    #expect(
      KeyboardOverlap.bottomOverlap(
        keyboardFrameInScreen: keyboard, mode: mode, rectInScreen: screen)
        == 0)
  }

  @Test("The hardware bar covers only its visible strip")
  func hardwareBarStrip() {
    let bar = CGRect(x: 0, y: 1024 - 55, width: 768, height: 313)
    let screen = CGRect(x: 0, y: 0, width: 768, height: 1024)
    #expect(
      KeyboardOverlap.bottomOverlap(
        keyboardFrameInScreen: bar, mode: .hardwareBar, rectInScreen: screen) == 55)
  }
}
