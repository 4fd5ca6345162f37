import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard as one view follows it: each announcement judged by ``KeyboardStateMachine`` in
/// the view's context, and the last one that described a keyboard kept, so that the keyboard can
/// be judged again when the view's window turns, moves or comes back.
///
/// One judge for every consumer: the avoiders' session and the SwiftUI layer hold one each. What
/// a view reads from a single notification alone is wrong in known cases, which the state
/// machine's rules settle: a zeroed show while the keyboard is up (a phone being locked) is no
/// hide, a keyboard extension's transient frame over the whole screen is no keyboard, and a
/// frame change repeating a hide's leftover strip belongs to that hide.
///
/// ```swift
/// var tracker = KeyboardTracker()
/// tracker.announced(event, in: context)
/// let keyboard = tracker.state  // phase, frame in screen coordinates, mode
/// ```
public struct KeyboardTracker: Sendable, Equatable {
  /// The state machine every announcement goes through.
  public private(set) var machine = KeyboardStateMachine()
  /// The last announcement that described a keyboard (not a zeroed show, nor one the machine
  /// left out), or `nil`.
  public private(set) var lastEvent: KeyboardEvent?
  /// Whether `lastEvent` came while the view was in no window: it was judged on the last screen
  /// the view was on, not the one it will come back to.
  public private(set) var lastEventHeardOffWindow = false
  /// The view's context as last known (its screen and window frame); `nil` before the view was
  /// in a window.
  public var context: KeyboardStateMachine.Context?
  /// Whether a finger is dragging the keyboard below its announced top and what is applied
  /// follows it (``guideMoved(toTop:isInsideAnimation:isFingerDragging:)``).
  public private(set) var isFollowingDrag = false
  /// Whether a drag moved what was applied since the last announcement, even if it has come back
  /// up since: the announcement that ends it is planned for whatever frame it brings.
  public private(set) var wasDraggedSinceAnnouncement = false

  /// A tracker that has seen no keyboard.
  public init() {}

  /// The keyboard as judged: its phase, its frame in screen coordinates and its mode.
  public var state: KeyboardState { machine.state }

  /// Judges `event` in `context` and returns the transition, or `nil` when it changes nothing or
  /// describes no keyboard.
  ///
  /// - Parameters:
  ///   - event: the announcement.
  ///   - context: the view's screen and window frame; for a view in no window now
  ///     (`heardOffWindow`), the last ones it was in.
  ///   - heardOffWindow: whether the view is in no window now.
  /// - Returns: the machine's transition, or `nil`.
  @discardableResult
  public mutating func announced(
    _ event: KeyboardEvent, in context: KeyboardStateMachine.Context,
    heardOffWindow: Bool = false
  ) -> KeyboardTransition? {
    self.context = context
    let judged = machine.judge(event, context: context)
    if !judged.describesNoKeyboard, Self.describesKeyboard(event) {
      lastEvent = event
      lastEventHeardOffWindow = heardOffWindow
    }
    return judged.transition
  }

  /// Keeps `event`, heard before the view was ever in a window, to be judged when it is in one.
  ///
  /// There is no screen to judge it on. One with no frame is not kept (it describes no keyboard).
  public mutating func announcedOffWindow(_ event: KeyboardEvent) {
    guard Self.describesKeyboard(event) else { return }
    lastEvent = event
    lastEventHeardOffWindow = true
  }

  /// Whether `event` can be the last keyboard anything is judged from.
  ///
  /// Not a show or frame change whose end frame has no area, which comes while the keyboard
  /// stays where it was. What a notification center's record of the last keyboard keeps, too.
  public static func describesKeyboard(_ event: KeyboardEvent) -> Bool {
    !event.hasNoFrame
  }

  /// Takes a keyboard announced before this view followed any (the last one its notification
  /// center saw, if any) as its own, judged afresh in `context`.
  public mutating func adopt(
    recorded event: KeyboardEvent?, in context: KeyboardStateMachine.Context
  ) {
    self.context = context
    guard let event else { return }
    lastEvent = event
    lastEventHeardOffWindow = false
    machine = KeyboardStateMachine()
    _ = machine.handle(event, context: context)
  }

  /// Takes what `other` knows of the keyboard (a follower replacing another on the same view).
  ///
  /// This one's context is kept when `other` has none. A drag `other` followed is not taken:
  /// this follower has applied nothing of it.
  public mutating func adopt(_ other: KeyboardTracker) {
    let context = self.context
    self = other
    if self.context == nil { self.context = context }
    dropDrag()
  }

  /// Judges the last keyboard again when the view's screen or window frame changed since it was
  /// last judged (a turn, a Stage Manager resize, a return to a window); whether they changed.
  ///
  /// A keyboard seen hidden or hiding on the screen the view was on stays so: turning the device shows
  /// none (with a keyboard up, UIKit hides it and shows it again, announcing both), and its old
  /// frame read on the turned screen would be a keyboard that is not there. One heard while the
  /// view was in no window was judged on a stale screen: it is judged again, whatever it is.
  /// Whether the keyboard is on the view's screen is kept from the last announcement.
  @discardableResult
  public mutating func rejudged(screenBounds: CGRect, windowFrameInScreen: CGRect?) -> Bool {
    guard let previous = context,
      screenBounds != previous.screenBounds || windowFrameInScreen != previous.windowFrameInScreen,
      let event = lastEvent
    else { return false }
    let context = KeyboardStateMachine.Context(
      screenBounds: screenBounds, windowFrameInScreen: windowFrameInScreen,
      isOnThisScreen: previous.isOnThisScreen,
      dockedAccessoryHeight: previous.dockedAccessoryHeight)
    self.context = context
    let isUp = machine.state.phase == .shown || machine.state.phase == .showing
    if lastEventHeardOffWindow || isUp {
      machine = KeyboardStateMachine()
      _ = machine.handle(event, context: context)
    }
    return true
  }

  // MARK: - Following a drag

  /// What an announcement asks of a follower that also follows drags of the keyboard.
  public enum AnnouncementVerdict: Sendable, Equatable {
    /// It describes no keyboard (a zeroed show: a phone being locked) while a drag is followed:
    /// the keyboard is still where the finger has it, and the drag is followed on.
    case dragContinues
    /// Judged: the machine's transition, if any; whether a plan is due (the geometry changed, or
    /// a drag had moved what was applied); and the animation to plan with.
    case judged(KeyboardTransition?, needsPlan: Bool, animation: KeyboardAnimation)
  }

  /// Judges `event` in `context` for a follower that follows drags: as
  /// ``announced(_:in:heardOffWindow:)``, and the end of any drag.
  ///
  /// A drag that ends with the keyboard springing back announces the frame it already had: the
  /// machine sees nothing new, but what was applied followed the dragged keyboard, so a plan is
  /// due all the same. A "did" comes once the keyboard has stopped: a plan it asks for has
  /// nothing to move with, and is applied at once (fuzz seed 9401399311547: a did ending a drag
  /// glided a bar back over 0.35 s under a keyboard already back up). A notification that
  /// describes no keyboard says nothing of a drag either (fuzz seed 19243473382233: the bar
  /// glided back to the announced keyboard and was then under the keyboard's next frame). A
  /// "will" that comes while the keyboard is still held below its announced top and announces
  /// that same frame again is its spring back after the finger lifted, planned on
  /// `KeyboardAnimation.releaseSnapBack` rather than the announced curve, which the keyboard
  /// may outrun; any other will (a new height, a drag already back up) keeps its own.
  public mutating func announcedEndingDrag(
    _ event: KeyboardEvent, in context: KeyboardStateMachine.Context
  ) -> AnnouncementVerdict {
    if isFollowingDrag, machine.announcesNoKeyboard(event, context: context) {
      return .dragContinues
    }
    let wasDragged = wasDraggedSinceAnnouncement
    let heldDown = isFollowingDrag
    let announcedBefore = machine.state
    dropDrag()
    let transition = announced(event, in: context)
    var animation = transition?.animation ?? (event.kind.isWill ? event.animation : .immediate)
    let phase = machine.state.phase
    if heldDown, event.kind.isWill, phase == .showing || phase == .shown,
      animation.duration > 0, announcedBefore.mode == machine.state.mode,
      Self.isSameFrame(announcedBefore.frameInScreen, machine.state.frameInScreen)
    {
      animation = .releaseSnapBack
    }
    return .judged(
      transition, needsPlan: transition?.needsPlan == true || wasDragged, animation: animation)
  }

  /// Whether two judged frames are the same to within half a point.
  private static func isSameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.width - b.width) <= 0.5
      && abs(a.height - b.height) <= 0.5
  }

  /// What a move of the keyboard layout guide with no notification means.
  public enum GuideMove: Sendable, Equatable {
    /// A finger drags the keyboard down: plan for this keyboard, at once.
    case drag(KeyboardState)
    /// A drag came back up to the announced keyboard: plan for it, at once.
    case back(KeyboardState)
    /// The guide moved below the announced top with no finger dragging: the guide's own glitch.
    case glitch
    /// Nothing to follow.
    case nothing
  }

  /// Judges a move of the keyboard layout guide's top to `top` (screen coordinates) that no
  /// notification announced, while a docked keyboard is shown.
  ///
  /// A top below the announced one is a drag when a finger drags a scroll view that dismisses
  /// the keyboard interactively (`isFingerDragging`, asked only when no drag is followed yet: the
  /// glue walks the window for it). Without that finger it is the guide's own glitch: on iOS 26
  /// the guide jumps with input accessories and reports positions with no finger down
  /// (FB18129551 in chockenberry/KeyboardAvoider's README; react-native-keyboard-controller pull
  /// request 1159 filters the same). Inside an animation it is the announced keyboard: UIKit
  /// gives the guide its end value inside its keyboard animation and may lay out before the
  /// notification is heard; a drag moves the guide outside any animation block.
  public mutating func guideMoved(
    toTop top: CGFloat, isInsideAnimation: Bool, isFingerDragging: () -> Bool
  ) -> GuideMove {
    let state = machine.state
    guard !isInsideAnimation, top.isFinite, state.phase == .shown, state.mode == .docked else {
      return .nothing
    }
    let announced = state.frameInScreen
    if top > announced.minY + 0.5 {
      guard isFollowingDrag || isFingerDragging() else { return .glitch }
      isFollowingDrag = true
      wasDraggedSinceAnnouncement = true
      return .drag(
        KeyboardState(
          phase: .shown,
          frameInScreen: CGRect(
            x: announced.minX, y: top, width: announced.width,
            height: max(0, announced.maxY - top)),
          mode: .docked))
    }
    guard isFollowingDrag else { return .nothing }
    isFollowingDrag = false
    return .back(state)
  }

  /// Stops following a drag: the view left its window, or its follower applies nothing now.
  public mutating func dropDrag() {
    isFollowingDrag = false
    wasDraggedSinceAnnouncement = false
  }

  /// Whether the keyboard is up or on its way up (shown or showing).
  public var isUp: Bool {
    machine.state.phase == .shown || machine.state.phase == .showing
  }

  /// The animation of a keyboard still rising (its will notification came, its did has not):
  /// what a plan made now must move with, rather than jump ahead of it; `nil` otherwise.
  public var risingAnimation: KeyboardAnimation? {
    guard machine.state.phase == .showing, let event = lastEvent, event.kind.isWill else {
      return nil
    }
    return event.animation
  }
}
