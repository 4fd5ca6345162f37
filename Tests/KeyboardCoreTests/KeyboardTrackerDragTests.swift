import Foundation
import Testing

@testable import KeyboardCore

/// A finger dragging the keyboard, as the one judge follows it.
///
/// The keyboard layout guide's moves with no notification, and the announcements that end a
/// drag: the avoiders' session forwards them and plans what the tracker answers.
///
/// iPhone 15 Pro-sized screen (393 × 852), a 336 pt docked keyboard (its top at 516).
@Suite("Following a drag of the keyboard")
struct KeyboardTrackerDragTests {
  static let portrait = KeyboardTrackerTests.portrait
  static let up = KeyboardTrackerTests.up

  /// A tracker following a drag: the keyboard shown, then dragged down to `top`.
  static func dragged(to top: CGFloat = 700) -> KeyboardTracker {
    var tracker = KeyboardTrackerTests.shown()
    _ = tracker.guideMoved(toTop: top, isInsideAnimation: false, isFingerDragging: { true })
    return tracker
  }

  /// One move of the guide and what it means.
  struct GuideCase: CustomTestStringConvertible, Sendable {
    let name: String
    let start: @Sendable () -> KeyboardTracker
    let top: CGFloat
    let insideAnimation: Bool
    let finger: Bool
    let expected: KeyboardTracker.GuideMove
    var testDescription: String { name }
  }

  static let draggedState = KeyboardState(
    phase: .shown, frameInScreen: CGRect(x: 0, y: 700, width: 393, height: 152), mode: .docked)

  static let guideCases: [GuideCase] = [
    GuideCase(
      name: "below the announced top with a finger dragging: the dragged keyboard",
      start: { KeyboardTrackerTests.shown() }, top: 700, insideAnimation: false, finger: true,
      expected: .drag(draggedState)),
    GuideCase(
      name: "below it with no finger: the guide's own glitch (FB18129551)",
      start: { KeyboardTrackerTests.shown() }, top: 700, insideAnimation: false, finger: false,
      expected: .glitch),
    GuideCase(
      name: "inside an animation: the announced keyboard, no drag",
      start: { KeyboardTrackerTests.shown() }, top: 700, insideAnimation: true, finger: true,
      expected: .nothing),
    GuideCase(
      name: "a drag already followed needs no finger asked again",
      start: { KeyboardTrackerDragTests.dragged(to: 650) }, top: 700, insideAnimation: false,
      finger: false, expected: .drag(draggedState)),
    GuideCase(
      name: "back at the announced top: back to the announced keyboard",
      start: { KeyboardTrackerDragTests.dragged() }, top: 516, insideAnimation: false,
      finger: true,
      expected: .back(KeyboardState(phase: .shown, frameInScreen: up, mode: .docked))),
    GuideCase(
      name: "at the announced top with no drag followed: nothing",
      start: { KeyboardTrackerTests.shown() }, top: 516, insideAnimation: false, finger: true,
      expected: .nothing),
    GuideCase(
      name: "a keyboard not shown (hidden) is not dragged",
      start: { KeyboardTracker() }, top: 700, insideAnimation: false, finger: true,
      expected: .nothing),
  ]

  @Test("What a move of the keyboard layout guide means", arguments: guideCases)
  func guideMoves(_ testCase: GuideCase) {
    var tracker = testCase.start()
    var asked = false
    let move = tracker.guideMoved(
      toTop: testCase.top, isInsideAnimation: testCase.insideAnimation,
      isFingerDragging: {
        asked = true
        return testCase.finger
      })
    #expect(move == testCase.expected)
    if case .drag = move { #expect(tracker.isFollowingDrag) }
    if case .back = move { #expect(!tracker.isFollowingDrag) }
    if testCase.insideAnimation { #expect(!asked, "the window is walked only for a real move") }
  }

  @Test(
    "A drag ending with the keyboard back at its announced frame still asks for a plan, and a did's at once (fuzz seed 9401399311547)"
  )
  func dragEndedByTheSameFrame() {
    var tracker = Self.dragged()
    _ = tracker.guideMoved(toTop: 516, isInsideAnimation: false, isFingerDragging: { true })
    #expect(tracker.wasDraggedSinceAnnouncement)
    let verdict = tracker.announcedEndingDrag(
      StateMachineTests.event(.didShow, Self.up), in: Self.portrait)
    #expect(verdict == .judged(nil, needsPlan: true, animation: .immediate))
    #expect(!tracker.wasDraggedSinceAnnouncement)
    // The same frame again, no drag since: nothing to plan.
    let again = tracker.announcedEndingDrag(
      StateMachineTests.event(.didShow, Self.up), in: Self.portrait)
    #expect(again == .judged(nil, needsPlan: false, animation: .immediate))
  }

  @Test(
    "A notification of no keyboard during a drag leaves the drag followed (fuzz seed 19243473382233)",
    arguments: [KeyboardEventKind.willShow, .didShow, .willChangeFrame, .didChangeFrame])
  func noKeyboardDuringDrag(kind: KeyboardEventKind) {
    var tracker = Self.dragged()
    let verdict = tracker.announcedEndingDrag(
      StateMachineTests.event(kind, .zero, duration: 0), in: Self.portrait)
    #expect(verdict == .dragContinues)
    #expect(tracker.isFollowingDrag)
    #expect(tracker.state.frameInScreen == Self.up)
  }

  @Test(
    "A will announcing the same frame while a finger holds the keyboard down is its spring back after the release, planned on the release's pace, not the announced curve",
    arguments: [KeyboardEventKind.willShow, .willChangeFrame])
  func springBackPlannedOnTheReleasePace(kind: KeyboardEventKind) {
    var tracker = Self.dragged()
    guard
      case .judged(_, let needsPlan, let springBack) = tracker.announcedEndingDrag(
        StateMachineTests.event(kind, Self.up), in: Self.portrait)
    else {
      Issue.record("a will ending a drag is judged")
      return
    }
    #expect(needsPlan)
    #expect(springBack == .releaseSnapBack)
    #expect(KeyboardAnimation.releaseSnapBack.duration == 0.145)
    #expect(KeyboardAnimation.releaseSnapBack.curve == 0)
  }

  /// A will that is no spring back: how the tracker got there, and the frame announced.
  struct OtherWillCase: CustomTestStringConvertible, Sendable {
    let name: String
    let start: @Sendable () -> KeyboardTracker
    let frame: CGRect
    var testDescription: String { name }
  }

  static let otherWills: [OtherWillCase] = [
    OtherWillCase(
      name: "no drag since the announcement", start: { KeyboardTrackerTests.shown() },
      frame: CGRect(x: 0, y: 472, width: 393, height: 380)),
    OtherWillCase(
      name: "a drag already back up, then a new height (review: the bar dropped ahead of it)",
      start: {
        var tracker = KeyboardTrackerDragTests.dragged()
        _ = tracker.guideMoved(toTop: 516, isInsideAnimation: false, isFingerDragging: { true })
        return tracker
      }, frame: CGRect(x: 0, y: 561, width: 393, height: 291)),
    OtherWillCase(
      name: "a new height while the finger still holds the keyboard down",
      start: { KeyboardTrackerDragTests.dragged() },
      frame: CGRect(x: 0, y: 472, width: 393, height: 380)),
  ]

  @Test("Any other will keeps its own curve", arguments: otherWills)
  func otherWillsKeepTheirCurve(_ testCase: OtherWillCase) {
    var tracker = testCase.start()
    guard
      case .judged(_, _, let animation) = tracker.announcedEndingDrag(
        StateMachineTests.event(.willShow, testCase.frame), in: Self.portrait)
    else {
      Issue.record("a will is judged")
      return
    }
    #expect(animation != .releaseSnapBack)
  }

  @Test("A hide during a drag ends it and is planned with its own curve")
  func hideEndsDrag() throws {
    var tracker = Self.dragged()
    let down = CGRect(x: 0, y: 852, width: 393, height: 336)
    let verdict = tracker.announcedEndingDrag(
      StateMachineTests.event(.willHide, down), in: Self.portrait)
    guard case .judged(let transition, let needsPlan, let animation) = verdict else {
      Issue.record("a hide is judged")
      return
    }
    #expect(needsPlan)
    #expect(animation == (try KeyboardAnimation(duration: 0.25, curve: 7)))
    #expect(transition?.current.phase == .hiding)
    #expect(!tracker.isFollowingDrag)
  }

  @Test("A follower adopting another's keyboard does not take over its drag")
  func adoptionLeavesTheDrag() {
    var follower = KeyboardTracker()
    follower.adopt(Self.dragged())
    #expect(follower.state == KeyboardTrackerTests.shown().state)
    #expect(!follower.isFollowingDrag)
    #expect(!follower.wasDraggedSinceAnnouncement)
  }

  @Test("A keyboard still rising lends its animation; a shown one none")
  func risingAnimation() throws {
    var tracker = KeyboardTracker()
    let animation = try KeyboardAnimation(duration: 0.25, curve: 7)
    tracker.announced(StateMachineTests.event(.willShow, Self.up), in: Self.portrait)
    #expect(tracker.risingAnimation == animation)
    tracker.announced(StateMachineTests.event(.didShow, Self.up), in: Self.portrait)
    #expect(tracker.risingAnimation == nil)
  }
}
