import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard as one view follows it: each announcement judged by ``KeyboardStateMachine`` in
/// the view's context, and the last one that described a keyboard kept, so that the keyboard can
/// be judged again when the view's window turns, moves or comes back.
///
/// What a view reads from a single notification alone is wrong in known cases, which the state
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
  /// The last announcement that described a keyboard (not one the machine left out), or `nil`.
  public private(set) var lastEvent: KeyboardEvent?
  /// The context `lastEvent` was judged in; `nil` when it was heard with the view in no window.
  public private(set) var context: KeyboardStateMachine.Context?

  /// A tracker that has seen no keyboard.
  public init() {}

  /// The keyboard as judged: its phase, its frame in screen coordinates and its mode.
  public var state: KeyboardState { machine.state }

  /// Judges `event` in `context` (the view's screen and window), and returns the transition, or
  /// `nil` when it changes nothing or describes no keyboard.
  @discardableResult
  public mutating func announced(
    _ event: KeyboardEvent, in context: KeyboardStateMachine.Context
  ) -> KeyboardTransition? {
    let describesKeyboard = !machine.announcesNoKeyboard(event, context: context)
    self.context = context
    if describesKeyboard { lastEvent = event }
    return machine.handle(event, context: context)
  }

  /// Keeps `event`, heard while the view was in no window, to be judged when it is in one.
  ///
  /// There is no screen to judge it on now. A zeroed show is not kept (it describes no
  /// keyboard).
  public mutating func announcedOffWindow(_ event: KeyboardEvent) {
    guard !event.isZeroedShow else { return }
    lastEvent = event
    context = nil
  }

  /// Judges the last keyboard again in `context`, the view's screen and window now, when they
  /// changed (a turn, a Stage Manager resize, a return to a window); the transition, or `nil`.
  ///
  /// A keyboard seen hidden stays hidden: turning the device shows none, and its old frame read
  /// on the turned screen would be a keyboard that is not there. One heard while the view was in
  /// no window was judged on no screen: it is judged now, whatever it is.
  @discardableResult
  public mutating func rejudged(in context: KeyboardStateMachine.Context)
    -> KeyboardTransition?
  {
    guard context != self.context else { return nil }
    let heardOffWindow = self.context == nil
    self.context = context
    guard let event = lastEvent, heardOffWindow || machine.state.phase != .hidden else {
      return nil
    }
    let previous = machine.state
    machine = KeyboardStateMachine()
    _ = machine.handle(event, context: context)
    return KeyboardTransition(
      previous: previous, current: machine.state,
      needsPlan: !previous.hasSameGeometry(as: machine.state), animation: .immediate)
  }
}
