import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardCore

/// The keyboard as one view follows it: what the SwiftUI layer reads, judged by the state
/// machine in the view's context, never one notification alone.
///
/// iPhone 15 Pro-sized screen (393 × 852), a 336 pt docked keyboard (its top at 516).
@Suite("Following the keyboard for one view")
struct KeyboardTrackerTests {
  static let portrait = KeyboardStateMachine.Context(screenBounds: StateMachineTests.screen)
  static let landscape = KeyboardStateMachine.Context(
    screenBounds: CGRect(x: 0, y: 0, width: 852, height: 393))
  static let up = StateMachineTests.up

  static func event(_ kind: KeyboardEventKind, _ frame: CGRect) -> KeyboardEvent {
    StateMachineTests.event(kind, frame)
  }

  /// A tracker that has followed the keyboard up.
  static func shown() -> KeyboardTracker {
    var tracker = KeyboardTracker()
    tracker.announced(event(.willShow, up), in: portrait)
    tracker.announced(event(.didShow, up), in: portrait)
    return tracker
  }

  /// What a single notification says while the keyboard is up, and what the view must read.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let events: [KeyboardEvent]
    let phase: KeyboardState.Phase
    let frame: CGRect
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a zeroed will-show and did-show (the phone being locked) keep the keyboard",
      events: [event(.willShow, .zero), event(.didShow, .zero)], phase: .shown, frame: up),
    Case(
      name: "a keyboard extension's transient frame over the whole screen is no keyboard",
      events: [event(.willChangeFrame, StateMachineTests.screen)], phase: .shown, frame: up),
    Case(
      name: "a hide that keeps a 44 pt accessory strip ends hidden",
      events: [
        event(.willChangeFrame, CGRect(x: 0, y: 808, width: 393, height: 44)),
        event(.willHide, CGRect(x: 0, y: 808, width: 393, height: 44)),
        event(.didHide, CGRect(x: 0, y: 808, width: 393, height: 44)),
      ], phase: .hidden, frame: CGRect(x: 0, y: 808, width: 393, height: 44)),
  ]

  @Test(
    "Notifications that describe no keyboard, or a hide's leftover, are judged as the avoiders judge them",
    arguments: cases)
  func judged(_ testCase: Case) {
    var tracker = Self.shown()
    for event in testCase.events { tracker.announced(event, in: Self.portrait) }
    #expect(tracker.state.phase == testCase.phase)
    #expect(tracker.state.frameInScreen == testCase.frame)
    #expect(tracker.lastEvent?.endFrameInScreen != .zero, "a zeroed show was kept as the keyboard")
  }

  @Test("A keyboard hiding when the view's screen turns shows none on the turned screen")
  func hidingStaysGoneOnTurn() {
    // Up on a landscape screen, then a will-hide whose end frame (iOS 26's leftover strip)
    // still meets that screen's bottom; on the portrait screen that frame lies mid-screen, full
    // width: read afresh, an undocked keyboard (the property test over fuzz streams, seed 700004:
    // the SwiftUI path's probe judged it so after a turn, the session did not).
    var tracker = KeyboardTracker()
    let landscape = Self.landscape.screenBounds
    tracker.announced(
      Self.event(.didShow, CGRect(x: 0, y: 193, width: 852, height: 200)), in: Self.landscape)
    tracker.announced(
      Self.event(.willHide, CGRect(x: 0, y: landscape.maxY - 50, width: 852, height: 50)),
      in: Self.landscape)
    #expect(tracker.state.phase == .hiding)
    tracker.rejudged(screenBounds: StateMachineTests.screen, windowFrameInScreen: nil)
    #expect(tracker.state.phase == .hiding)
    #expect(!tracker.state.mode.isVisible)
  }

  @Test("A keyboard seen hidden stays hidden when the view's screen turns")
  func hiddenStaysHiddenOnTurn() {
    var tracker = KeyboardTracker()
    // Announced below a landscape screen: no keyboard there.
    tracker.announced(
      Self.event(.willHide, CGRect(x: 0, y: 393, width: 852, height: 200)), in: Self.landscape)
    let changed = tracker.rejudged(
      screenBounds: StateMachineTests.screen, windowFrameInScreen: nil)
    #expect(changed)
    #expect(tracker.state.phase == .hidden)
  }

  @Test("A keyboard up is judged again on the view's new screen, where its old frame shows none")
  func upIsRejudgedOnTurn() {
    var tracker = Self.shown()
    let landscape = Self.landscape.screenBounds
    let changed = tracker.rejudged(screenBounds: landscape, windowFrameInScreen: nil)
    #expect(changed)
    // The portrait frame lies below a landscape screen: until the keyboard is announced again
    // on it (UIKit does, after a turn), the view sees none.
    #expect(tracker.state.mode == .hidden)
    let again = tracker.rejudged(screenBounds: landscape, windowFrameInScreen: nil)
    #expect(!again, "the same context judges nothing new")
  }

  @Test("A keyboard heard with the view in no window is judged when the view has one")
  func heardOffWindow() {
    var tracker = KeyboardTracker()
    tracker.announcedOffWindow(Self.event(.willShow, Self.up))
    tracker.announcedOffWindow(Self.event(.willShow, .zero))
    #expect(tracker.state.phase == .hidden, "nothing judged yet")
    tracker.adopt(recorded: tracker.lastEvent, in: Self.portrait)
    #expect(tracker.state.phase == .showing, "the will-show is judged, still rising")
    #expect(tracker.state.mode == .docked)
    #expect(tracker.state.frameInScreen == Self.up)
  }

  @Test("The view reads the judged keyboard: a zeroed show leaves its overlap")
  func keyboardInView() {
    var tracker = Self.shown()
    tracker.announced(Self.event(.willShow, .zero), in: Self.portrait)
    let event = tracker.lastEvent ?? Self.event(.willShow, .zero)
    let view = CGRect(x: 0, y: 0, width: 393, height: 852)
    let judged = KeyboardInView(
      state: tracker.state, announcedBy: event, keyboardFrameInView: tracker.state.frameInScreen,
      viewBounds: view, viewSafeAreaBottom: 34)
    #expect(judged.bottomOverlap == 336)
    #expect(judged.paddingBeyondSafeArea == 302)
    // One notification alone, as the SwiftUI layer read it before.
    let alone = KeyboardInView(
      event: Self.event(.willShow, .zero), keyboardFrameInView: .zero, viewBounds: view,
      viewSafeAreaBottom: 34, mode: .hidden)
    #expect(alone.bottomOverlap == 0)
  }
}
