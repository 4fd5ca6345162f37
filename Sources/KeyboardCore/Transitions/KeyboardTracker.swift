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
    if Self.describesKeyboard(event), !machine.announcesNoKeyboard(event, context: context) {
      lastEvent = event
      lastEventHeardOffWindow = heardOffWindow
    }
    return machine.handle(event, context: context)
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

  /// Takes what `other` knows of the keyboard (a follower replacing another on the same view),
  /// keeping this one's context when `other` has none.
  public mutating func adopt(_ other: KeyboardTracker) {
    let context = self.context
    self = other
    if self.context == nil { self.context = context }
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
      isOnThisScreen: previous.isOnThisScreen)
    self.context = context
    let isUp = machine.state.phase == .shown || machine.state.phase == .showing
    if lastEventHeardOffWindow || isUp {
      machine = KeyboardStateMachine()
      _ = machine.handle(event, context: context)
    }
    return true
  }
}
