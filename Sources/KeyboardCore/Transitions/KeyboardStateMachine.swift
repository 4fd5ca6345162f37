import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Folds keyboard notifications, in whatever order and number iOS sends them, into one state.
///
/// The notification's name is not trusted to say what happened: iOS sends will-show while the
/// keyboard is already up (predictive bar, globe key, third-party keyboards: up to three times),
/// no show or hide at all for floating and undocked keyboards (iPadOS 13+: only frame changes),
/// a full hide-then-show cycle on rotation, duplicated hides around alerts, and zero-sized
/// frames. So the state follows the **end frame**: a frame that leaves a visible keyboard means
/// showing (will) or shown (did); any other means hiding or hidden. A plan is asked for only when
/// the geometry changes, so a repeated notification produces nothing.
///
/// ```swift
/// var machine = KeyboardStateMachine()
/// if let change = machine.handle(event, context: context), change.needsPlan {
///   apply(plan(for: change.current), animation: change.animation)
/// }
/// ```
public struct KeyboardStateMachine: Sendable, Equatable {
  /// What the machine needs to know about the screen the views are on.
  public struct Context: Sendable, Equatable {
    /// The screen's bounds.
    public var screenBounds: CGRect
    /// The app window's frame in the screen, when known.
    public var windowFrameInScreen: CGRect?
    /// Whether the notification's screen is this window's (iOS 16.1+ sends the screen).
    public var isOnThisScreen: Bool
    /// The height of the input accessory view a responder that stays first responder keeps
    /// docked at the bottom of the screen (a chat controller's own composer), if any: a hide
    /// whose end frame is that tall is then that accessory, still there, not a keyboard gone.
    public var dockedAccessoryHeight: CGFloat?

    /// Creates a context.
    public init(
      screenBounds: CGRect, windowFrameInScreen: CGRect? = nil, isOnThisScreen: Bool = true,
      dockedAccessoryHeight: CGFloat? = nil
    ) {
      self.screenBounds = screenBounds
      self.windowFrameInScreen = windowFrameInScreen
      self.isOnThisScreen = isOnThisScreen
      self.dockedAccessoryHeight = dockedAccessoryHeight
    }
  }

  /// The current state.
  public private(set) var state: KeyboardState
  /// The end frame of the last hide that still covered the bottom edge (iOS 26's leftover
  /// accessory strip), while no other frame has been announced since.
  private var hideEndFrame: CGRect?

  /// Starts from `state` (hidden by default).
  public init(state: KeyboardState = .hidden) {
    self.state = state
  }

  /// Takes in one notification.
  ///
  /// - Returns: the transition, or `nil` when the event changes nothing (a duplicate).
  public mutating func handle(_ event: KeyboardEvent, context: Context) -> KeyboardTransition? {
    judge(event, context: context).transition
  }

  /// ``handle(_:context:)``, saying also whether `event` was left out as describing no keyboard.
  ///
  /// That is ``announcesNoKeyboard(_:frame:screenBounds:while:)``, judged against the state
  /// before it. The end frame is read once, in the screen's space, and the event is never copied
  /// (a copy retains its warnings).
  package mutating func judge(
    _ event: KeyboardEvent, context: Context
  ) -> (transition: KeyboardTransition?, describesNoKeyboard: Bool) {
    let frame = Self.screenFrame(of: event, context: context)
    guard
      !Self.announcesNoKeyboard(
        event, frame: frame, screenBounds: context.screenBounds, while: state)
    else {
      return (nil, true)
    }
    var mode = KeyboardMode(
      announcedBy: event.kind,
      endFrameInScreen: frame,
      screenBounds: context.screenBounds,
      windowFrameInScreen: context.windowFrameInScreen,
      isLocal: event.isLocal,
      isOnThisScreen: context.isOnThisScreen,
      dockedAccessoryHeight: context.dockedAccessoryHeight)
    // A frame change that repeats a hide's leftover frame belongs to that hide (UIKit posts the
    // pair together): the keyboard stays hidden until another frame is announced.
    if event.kind == .willHide || event.kind == .didHide {
      hideEndFrame = mode == .hidden ? frame : nil
    } else if event.kind == .willShow || frame != hideEndFrame {
      hideEndFrame = nil
    } else {
      mode = .hidden
    }
    let settles = !event.kind.isWill || event.animation.duration == 0
    let previous = state
    // A keyboard that is not visible while nothing was showing stays plainly hidden: another
    // app's keyboard or a stray zero frame is no "hide" of ours.
    let phase: KeyboardState.Phase =
      if mode.isVisible {
        settles ? .shown : .showing
      } else {
        settles || previous.phase == .hidden ? .hidden : .hiding
      }
    let next = KeyboardState(phase: phase, frameInScreen: frame, mode: mode)
    let sameGeometry = previous.hasSameGeometry(as: next)
    guard !(sameGeometry && previous.phase == next.phase) else { return (nil, false) }
    // A "did" for the frame a "will" already announced only finishes the phase; keep the
    // announced frame so sub-point jitter between the two never reads as a new geometry.
    state =
      sameGeometry
      ? KeyboardState(
        phase: phase, frameInScreen: previous.frameInScreen, mode: mode) : next
    let transition = KeyboardTransition(
      previous: previous,
      current: state,
      needsPlan: !sameGeometry,
      animation: event.kind.isWill ? event.animation : .immediate)
    return (transition, false)
  }

  /// Whether ``handle(_:context:)`` would leave `event` out as describing no keyboard at all
  /// (``announcesNoKeyboard(_:frame:screenBounds:while:)``), judged in `context` against the
  /// current state; it changes nothing.
  package func announcesNoKeyboard(_ event: KeyboardEvent, context: Context) -> Bool {
    Self.announcesNoKeyboard(
      event, frame: Self.screenFrame(of: event, context: context),
      screenBounds: context.screenBounds, while: state)
  }

  /// The end frame of `event` in the screen's space: iPadOS 26 may report it in the window's
  /// (FB18129544), and it is taken back before anything reads it.
  private static func screenFrame(of event: KeyboardEvent, context: Context) -> CGRect {
    guard let window = context.windowFrameInScreen else { return event.endFrameInScreen }
    return WindowSpaceKeyboardFrame.screenFrame(
      reported: event.endFrameInScreen, windowFrameInScreen: window,
      screenBounds: context.screenBounds)
  }

  /// Whether `event`, ending at `frame` (its end frame in the screen's space), describes no
  /// keyboard at all and leaves the state as it is.
  ///
  /// Two kinds. A show or a frame change whose end frame has no area while a keyboard is up (a
  /// phone being locked or woken in another orientation, an iPad's floating keyboard dragged or
  /// its multitasking mode switched): the keyboard stays where it is, and only a hide hides it.
  /// And a keyboard extension sizing itself passes through a frame that covers the whole screen
  /// before its own (Apple Developer Forums thread 813579; KeyboardKit issue 1041: "resizes to
  /// take up the entire screen"). Neither is a hide, and no keyboard covers a screen from its
  /// top to its bottom, so both are left out rather than planned for and undone a moment later,
  /// when the keyboard's own frame comes back.
  static func announcesNoKeyboard(
    _ event: KeyboardEvent, frame: CGRect, screenBounds: CGRect, while state: KeyboardState
  ) -> Bool {
    if event.kind == .willHide || event.kind == .didHide { return false }
    if event.hasNoFrame { return state.phase == .shown || state.phase == .showing }
    let tolerance = KeyboardMode.edgeTolerance
    return frame.minY <= screenBounds.minY + tolerance
      && frame.maxY >= screenBounds.maxY - tolerance
      && frame.minX <= screenBounds.minX + tolerance && frame.maxX >= screenBounds.maxX - tolerance
  }
}
