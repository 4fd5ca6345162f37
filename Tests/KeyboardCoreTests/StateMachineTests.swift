import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardCore

@Suite("Keyboard transitions")
struct StateMachineTests {
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let context = KeyboardStateMachine.Context(screenBounds: screen)
  static let up = CGRect(x: 0, y: 516, width: 393, height: 336)
  static let down = CGRect(x: 0, y: 852, width: 393, height: 336)

  static func event(_ kind: KeyboardEventKind, _ frame: CGRect, duration: Double = 0.25)
    -> KeyboardEvent
  {
    // Every duration these tests use is valid.
    KeyboardEvent(
      kind: kind, endFrameInScreen: frame,
      animation: (try? KeyboardAnimation(duration: duration, curve: 7)) ?? .default)
  }

  /// Runs events and returns the transitions that asked for a plan.
  static func run(_ events: [KeyboardEvent], from machine: inout KeyboardStateMachine)
    -> [KeyboardTransition]
  {
    events.compactMap { machine.handle($0, context: context) }.filter(\.needsPlan)
  }

  @Test("An ordinary show and hide plans twice and ends hidden")
  func showThenHide() {
    var machine = KeyboardStateMachine()
    let plans = Self.run(
      [
        Self.event(.willShow, Self.up), Self.event(.willChangeFrame, Self.up),
        Self.event(.didChangeFrame, Self.up), Self.event(.didShow, Self.up),
        Self.event(.willHide, Self.down), Self.event(.willChangeFrame, Self.down),
        Self.event(.didHide, Self.down),
      ], from: &machine)
    #expect(plans.map(\.current.phase) == [.showing, .hiding])
    #expect(machine.state.phase == .hidden)
  }

  @Test(
    "iOS 26's hide that keeps the accessory's strip ends hidden, in either order; a bar shown after is avoided"
  )
  func hideKeepingAccessoryStrip() {
    let strip = CGRect(x: 0, y: 808, width: 393, height: 44)
    let tall = CGRect(x: 0, y: 808, width: 393, height: 380)
    for leftover in [strip, tall] {
      // Will-change-frame first, as devices post: an interim 44 pt keyboard, then the hide.
      var machine = KeyboardStateMachine(
        state: KeyboardState(phase: .shown, frameInScreen: Self.up, mode: .docked))
      _ = Self.run(
        [
          Self.event(.willChangeFrame, leftover), Self.event(.willHide, leftover),
          Self.event(.didChangeFrame, leftover), Self.event(.didHide, leftover),
        ], from: &machine)
      #expect(machine.state.phase == .hidden, "\(leftover)")
      #expect(machine.state.mode == .hidden)
      // Will-hide first: the frame change that repeats its frame belongs to it.
      machine = KeyboardStateMachine(
        state: KeyboardState(phase: .shown, frameInScreen: Self.up, mode: .docked))
      let plans = Self.run(
        [
          Self.event(.willHide, leftover), Self.event(.willChangeFrame, leftover),
          Self.event(.didHide, leftover), Self.event(.didChangeFrame, leftover),
        ], from: &machine)
      #expect(plans.map(\.current.phase) == [.hiding])
      #expect(machine.state.phase == .hidden)
    }
    // A hardware keyboard's bar, announced by will-show after the hide, is a keyboard again.
    var machine = KeyboardStateMachine()
    _ = Self.run(
      [Self.event(.willHide, strip), Self.event(.willShow, strip)], from: &machine)
    #expect(machine.state.mode == .docked)
    #expect(machine.state.phase == .showing)
    // And one announced by a frame change of its own.
    let bar = CGRect(x: 0, y: 800, width: 393, height: 300)
    _ = Self.run([Self.event(.willHide, strip), Self.event(.willChangeFrame, bar)], from: &machine)
    #expect(machine.state.mode == .hardwareBar)
  }

  @Test(
    "A hide back to an accessory a first responder keeps docked is that accessory, in either order"
  )
  func hideToDockedAccessory() {
    // MessageKit 3's composer, docked above the home indicator: its content and 34 pt below.
    let docked = CGRect(x: 0, y: 770, width: 393, height: 82)
    var context = Self.context
    context.dockedAccessoryHeight = 82
    for order in [[KeyboardEventKind.willChangeFrame, .willHide], [.willHide, .willChangeFrame]] {
      var machine = KeyboardStateMachine(
        state: KeyboardState(phase: .shown, frameInScreen: Self.up, mode: .docked))
      let plans = order.compactMap { machine.handle(Self.event($0, docked), context: context) }
        .filter(\.needsPlan)
      #expect(plans.map(\.current.frameInScreen) == [docked], "\(order)")
      _ = machine.handle(Self.event(.didHide, docked), context: context)
      #expect(machine.state.mode == .docked)
      #expect(machine.state.phase == .shown)
      #expect(machine.state.frameInScreen == docked)
    }
    // Without a docked accessory the same frames are iOS 26's strip of a keyboard gone; so is a
    // frame of another height than the docked accessory's.
    var machine = KeyboardStateMachine(
      state: KeyboardState(phase: .shown, frameInScreen: Self.up, mode: .docked))
    _ = Self.run([Self.event(.willHide, docked), Self.event(.didHide, docked)], from: &machine)
    #expect(machine.state.mode == .hidden)
    machine = KeyboardStateMachine(
      state: KeyboardState(phase: .shown, frameInScreen: Self.up, mode: .docked))
    let tall = CGRect(x: 0, y: 361, width: 393, height: 491)
    _ = machine.handle(Self.event(.willHide, tall), context: context)
    #expect(machine.state.mode == .hidden)
  }

  @Test("Zeroed shows while the keyboard is up and a frame covering the screen change nothing")
  func framesOfNoKeyboard() {
    var machine = KeyboardStateMachine(
      state: KeyboardState(phase: .shown, frameInScreen: Self.up, mode: .docked))
    // Locking the phone: a burst of zeroed shows, the keyboard still up.
    for kind in [KeyboardEventKind.willShow, .didShow, .willShow, .didShow] {
      #expect(machine.handle(Self.event(kind, .zero, duration: 0), context: Self.context) == nil)
    }
    #expect(machine.state.frameInScreen == Self.up)
    // An extension sizing itself through the whole screen, then its own frame.
    let settled = CGRect(x: 0, y: 584, width: 393, height: 268)
    let plans = Self.run(
      [
        Self.event(.willChangeFrame, Self.screen), Self.event(.willShow, Self.screen),
        Self.event(.willChangeFrame, settled), Self.event(.willShow, settled),
      ], from: &machine)
    #expect(plans.map(\.current.frameInScreen) == [settled])
  }

  /// Frames with no area: all zero, zero height along the bottom, zero width.
  static let framesWithNoArea: [CGRect] = [
    .zero, CGRect(x: 0, y: 852, width: 393, height: 0), CGRect(x: 0, y: 516, width: 0, height: 336),
  ]

  @Test(
    "A show or frame change with no area leaves a keyboard that is up where it is, and its frame coming back animates nothing",
    arguments: [KeyboardEventKind.willShow, .didShow, .willChangeFrame, .didChangeFrame],
    framesWithNoArea)
  func frameWithNoAreaWhileUp(kind: KeyboardEventKind, frame: CGRect) {
    var tracker = KeyboardTracker()
    tracker.announced(Self.event(.willShow, Self.up), in: Self.context)
    tracker.announced(Self.event(.didShow, Self.up), in: Self.context)
    let before = tracker
    // Locking a phone, waking it in another orientation, dragging an iPad's floating keyboard or
    // switching its multitasking mode: the keyboard stays, no hide follows.
    #expect(tracker.announced(Self.event(kind, frame, duration: 0), in: Self.context) == nil)
    #expect(tracker == before)
    #expect(!KeyboardTracker.describesKeyboard(Self.event(kind, frame)))
    // The keyboard's own frame again: nothing to plan or animate.
    for kind in [KeyboardEventKind.willChangeFrame, .willShow, .didChangeFrame, .didShow] {
      #expect(tracker.announced(Self.event(kind, Self.up), in: Self.context)?.needsPlan != true)
    }
    #expect(tracker.state == before.state)
  }

  @Test(
    "A hide with no area still hides, and one with no area while nothing is up stays plainly hidden",
    arguments: framesWithNoArea)
  func hideWithNoArea(frame: CGRect) {
    var tracker = KeyboardTracker()
    tracker.announced(Self.event(.didShow, Self.up), in: Self.context)
    // TPKeyboardAvoiding issue 270: an iPad's drag-to-dismiss hides with a zero-height rect.
    let hide = tracker.announced(Self.event(.willHide, frame), in: Self.context)
    #expect(hide?.needsPlan == true)
    #expect(tracker.state.phase == .hiding)
    #expect(KeyboardTracker.describesKeyboard(Self.event(.willHide, frame)))
    var idle = KeyboardTracker()
    idle.announced(Self.event(.willChangeFrame, frame), in: Self.context)
    #expect(idle.state.phase == .hidden)
    #expect(!idle.state.mode.isVisible)
  }

  @Test("The same event twice produces nothing the second time")
  func duplicate() {
    var machine = KeyboardStateMachine()
    #expect(machine.handle(Self.event(.willShow, Self.up), context: Self.context) != nil)
    #expect(machine.handle(Self.event(.willShow, Self.up), context: Self.context) == nil)
  }

  @Test("Will-hide, did-hide, will-hide, did-hide around an alert converge to hidden, one plan")
  func duplicatedHides() {
    var machine = KeyboardStateMachine(
      state: KeyboardState(phase: .shown, frameInScreen: Self.up, mode: .docked))
    let plans = Self.run(
      [
        Self.event(.willHide, Self.down), Self.event(.didHide, Self.down),
        Self.event(.willHide, Self.down), Self.event(.didHide, Self.down),
      ], from: &machine)
    #expect(plans.count == 1)
    #expect(machine.state.phase == .hidden)
  }

  @Test("A did-show without a will-show still brings the keyboard in, immediately")
  func missingWill() throws {
    var machine = KeyboardStateMachine()
    let handled = machine.handle(Self.event(.didShow, Self.up), context: Self.context)
    let change = try #require(handled)
    #expect(change.needsPlan)
    #expect(change.current.phase == .shown)
    #expect(change.animation.duration == 0)
  }

  @Test("A repeated will-show with a new height plans again (QuickType bar, IME candidates)")
  func repeatedWillShow() {
    var machine = KeyboardStateMachine()
    let taller = CGRect(x: 0, y: 472, width: 393, height: 380)
    let plans = Self.run(
      [
        Self.event(.willShow, Self.up), Self.event(.didShow, Self.up),
        Self.event(.willShow, taller),
      ],
      from: &machine)
    #expect(plans.count == 2)
    #expect(machine.state.frameInScreen == taller)
  }

  @Test("Third-party keyboards' three will-shows (0, 216, 256) end at the last height")
  func thirdPartyTriple() {
    var machine = KeyboardStateMachine()
    let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    let context = KeyboardStateMachine.Context(screenBounds: screen)
    for height in [0.0, 216, 256] {
      _ = machine.handle(
        Self.event(.willShow, CGRect(x: 0, y: 667 - height, width: 375, height: height)),
        context: context)
    }
    #expect(machine.state.frameInScreen.height == 256)
    #expect(machine.state.mode == .docked)
  }

  @Test("A rotation storm (hide cycle, then show cycle in the new size) ends shown in landscape")
  func rotationStorm() {
    var machine = KeyboardStateMachine(
      state: KeyboardState(phase: .shown, frameInScreen: Self.up, mode: .docked))
    let landscape = CGRect(x: 0, y: 0, width: 852, height: 393)
    let context = KeyboardStateMachine.Context(screenBounds: landscape)
    let landscapeUp = CGRect(x: 0, y: 393 - 209, width: 852, height: 209)
    let events = [
      Self.event(.willHide, CGRect(x: 0, y: 393, width: 852, height: 209)),
      Self.event(.didHide, CGRect(x: 0, y: 393, width: 852, height: 209)),
      Self.event(.willShow, landscapeUp), Self.event(.didShow, landscapeUp),
    ]
    let plans = events.compactMap { machine.handle($0, context: context) }.filter(\.needsPlan)
    #expect(plans.map(\.current.mode) == [.hidden, .docked])
    #expect(
      machine.state == KeyboardState(phase: .shown, frameInScreen: landscapeUp, mode: .docked))
  }

  @Test("A will-hide with a zero frame (iPad drag-to-dismiss) hides")
  func zeroFrameHide() {
    var machine = KeyboardStateMachine(
      state: KeyboardState(phase: .shown, frameInScreen: Self.up, mode: .docked))
    let change = machine.handle(Self.event(.willHide, .zero), context: Self.context)
    #expect(change?.current.phase == .hiding)
    #expect(change?.needsPlan == true)
  }

  @Test(
    "Undocking through frame changes alone (no will-hide) leaves a floating keyboard to plan for")
  func floatingWithoutShowOrHide() {
    let ipad = KeyboardStateMachine.Context(
      screenBounds: CGRect(x: 0, y: 0, width: 820, height: 1180))
    var machine = KeyboardStateMachine(
      state: KeyboardState(
        phase: .shown, frameInScreen: CGRect(x: 0, y: 843, width: 820, height: 337), mode: .docked))
    let floating = CGRect(x: 250, y: 500, width: 320, height: 250)
    let change = machine.handle(Self.event(.didChangeFrame, floating), context: ipad)
    #expect(change?.needsPlan == true)
    #expect(machine.state.mode == .floating)
  }

  @Test("A did-notification a fraction of a point off its will keeps the announced frame")
  func subPointJitter() {
    var machine = KeyboardStateMachine()
    _ = machine.handle(Self.event(.willShow, Self.up), context: Self.context)
    let jittered = Self.up.offsetBy(dx: 0, dy: 0.3)
    let change = machine.handle(Self.event(.didShow, jittered), context: Self.context)
    #expect(change?.needsPlan == false)
    #expect(machine.state.frameInScreen == Self.up)
  }

  @Test("Another app's keyboard is no keyboard of this app; docked, it still asks for a plan")
  func notLocal() {
    var machine = KeyboardStateMachine()
    var floating = Self.event(.willShow, CGRect(x: 40, y: 300, width: 320, height: 250))
    floating.isLocal = false
    #expect(
      machine.handle(floating, context: Self.context) == nil, "hidden → hidden changes nothing")
    var docked = Self.event(.willShow, Self.up)
    docked.isLocal = false
    let transition = machine.handle(docked, context: Self.context)
    #expect(transition?.needsPlan == true, "Split View: it covers this app's bottom content")
    #expect(machine.state.phase == .hidden)
    #expect(machine.state.mode == .notLocalDocked)
  }

  @Test("An un-animated will-change (duration 0) settles at once")
  func zeroDuration() {
    var machine = KeyboardStateMachine()
    let change = machine.handle(
      Self.event(.willChangeFrame, Self.up, duration: 0), context: Self.context)
    #expect(change?.current.phase == .shown)
  }

  @Test("Any order of the same show events converges to the same final state", arguments: 0..<24)
  func orderIndependence(permutationIndex: Int) {
    var events = [
      Self.event(.willShow, Self.up), Self.event(.didShow, Self.up),
      Self.event(.willChangeFrame, Self.up), Self.event(.didChangeFrame, Self.up),
    ]
    var generator = SeededRandom(seed: UInt64(permutationIndex))
    events.shuffle(using: &generator)
    events.append(Self.event(.didShow, Self.up))  // the last word is always a "did"
    var machine = KeyboardStateMachine()
    for event in events { _ = machine.handle(event, context: Self.context) }
    #expect(machine.state == KeyboardState(phase: .shown, frameInScreen: Self.up, mode: .docked))
  }
}
