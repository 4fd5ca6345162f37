import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Reports the keyboard frame by frame as it covers one view: for the app's own animations that
/// must move with it (a floating button, a collapsing header, a chat list's offset, a progress
/// animation).
///
/// On every display frame while the keyboard moves, and once when it comes to rest, `handler`
/// gets a ``KeyboardMotion``: the phase, how far up the keyboard is (0 to 1), how much of the
/// view it covers, its frame in the view's coordinates, and whether a finger drives it.
///
/// Each announcement is judged as the avoiders judge it (`KeyboardTracker`: a phone being locked,
/// a keyboard extension's transient full-screen frame and a hide's leftover strip move nothing),
/// and the keyboard is drawn from where it was to the announced frame on the announcement's own
/// curve: curve 7, the keyboard's, is the spring of mass 3 and stiffness 1000 (critically damped,
/// as Flutter's engine models it), run for as long as UIKit runs a block of that duration and
/// curve (read from the
/// animation UIKit attaches to a hidden view the observer moves in one: the spring's 0.5 s for
/// the usual 0.25 s). While a finger drags the keyboard down (a scroll view with an
/// interactive dismiss mode), UIKit posts nothing, and the frames come from the keyboard layout
/// guide as it follows the finger (iOS 15 and later; before, the release's notification moves
/// it). A hidden, zero-width view pinned to the guide is added to the view for that, as the
/// avoiders do; give a view that is not a scroll view (its first ancestor that is not one hosts
/// it otherwise).
///
/// Observation lasts as long as the observer: keep it, and release it or call ``stop()`` to end.
///
/// ```swift
/// motion = KeyboardMotionObserver(view: view) { [weak self] motion in
///   self?.sendButton.transform = CGAffineTransform(translationX: 0, y: -motion.overlap)
/// }
/// ```
@MainActor
public final class KeyboardMotionObserver {
  /// Called on every frame of a motion and when it ends.
  public typealias Handler = @MainActor (KeyboardMotion) -> Void

  /// The keyboard at the last frame reported (``KeyboardMotion/hidden`` before any).
  public private(set) var current = KeyboardMotion.hidden

  private weak var view: UIView?
  private let handler: Handler
  private var observer: KeyboardObserver?
  private var keyboard = ViewKeyboardTracker()
  private var tracker: InteractiveKeyboardTracker?
  private var dragFinger = KeyboardDragFinger()
  /// The keyboard's frame drawn now, in screen coordinates; `nil` when none is on screen.
  private var drawn: CGRect?
  /// The move under way, and its number: a newer move (or a drag) ends the frames of an older.
  private var trajectory: KeyboardTrajectory?
  private var moveNumber = 0
  private var isStopped = false
  /// The last announcement's timing and how long UIKit ran it: the next move announced alike
  /// (every show and hide of one keyboard) is not measured again inside the keyboard's block.
  private var motionProbe = UIKitMotionProbe()

  /// Starts reporting the keyboard as it covers `view`.
  ///
  /// A keyboard already up is reported at once, at rest, when `view` is in a window.
  public convenience init(view: UIView, handler: @escaping Handler) {
    self.init(view: view, center: .default, handler: handler)
  }

  /// ``init(view:handler:)`` on another notification center.
  package init(view: UIView, center: NotificationCenter, handler: @escaping Handler) {
    self.view = view
    self.handler = handler
    if let last = KeyboardRecord.on(center).last { keyboard.follow(last, in: view) }
    observer = KeyboardObserver(center: center) { [weak self] update in self?.follow(update) }
    installTrackerIfNeeded()
    if let window = view.window, keyboard.tracker.lastEvent != nil {
      start(
        KeyboardTrajectory(
          from: nil, to: keyboard.tracker.state, screenBounds: window.screen.bounds,
          animation: .immediate), in: window)
    }
  }

  /// Stops reporting for good.
  public func stop() {
    isStopped = true
    moveNumber += 1
    observer?.stop()
    observer = nil
    tracker?.stop()
    tracker = nil
  }

  private func follow(_ update: KeyboardUpdate) {
    guard !isStopped, let view else { return }
    let before = keyboard.tracker.state
    keyboard.follow(update, in: view)
    keyboard.rejudge(in: view)
    // An announcement of a keyboard ends any drag followed (the release's notification).
    if KeyboardTracker.describesKeyboard(update.event) { keyboard.dropDrag() }
    let after = keyboard.tracker.state
    guard let window = view.window else { return }
    installTrackerIfNeeded()
    // A "did" for the frame its "will" announced, a notification describing no keyboard: the
    // move under way (or the rest) goes on.
    guard !Self.endsAlike(before, after) || trajectory == nil else { return }
    let animation =
      update.event.kind.isWill ? update.event.animation : KeyboardAnimation.immediate
    // A keyboard leaving from part-way (a finger had it, or it was still rising) is measured
    // against its height when up, so its progress goes on falling rather than jump to 1.
    let wasUp = before.mode.coversBottomEdge && (before.phase == .shown || before.phase == .showing)
    let fullHeight =
      wasUp
      ? KeyboardTrajectory.heightOnScreen(before.frameInScreen, screenBounds: window.screen.bounds)
      : nil
    start(
      KeyboardTrajectory(
        from: drawn, to: after, screenBounds: window.screen.bounds, animation: animation,
        fullHeightWhenLeaving: fullHeight, motionDuration: uikitMotionDuration(of: animation)),
      in: window)
  }

  /// How long UIKit runs a move announced with `animation` (``UIKitMotionProbe``).
  ///
  /// `nil` when no animation is attached, and the announcement's own account is used. A push or
  /// a pop with the keyboard up may announce another duration than 0.25 s, and a prediction on
  /// the wrong account drifts from the keyboard by tens of points.
  private func uikitMotionDuration(of animation: KeyboardAnimation) -> TimeInterval? {
    motionProbe.seconds(of: animation, in: InteractiveKeyboardTracker.host(for: view))
  }

  /// Whether two judged keyboards end the same on screen: both up at the same frame, or both
  /// covering nothing.
  private static func endsAlike(_ a: KeyboardState, _ b: KeyboardState) -> Bool {
    let aUp = a.mode.coversBottomEdge && (a.phase == .shown || a.phase == .showing)
    let bUp = b.mode.coversBottomEdge && (b.phase == .shown || b.phase == .showing)
    guard aUp == bUp else { return false }
    return !aUp || a.hasSameGeometry(as: b)
  }

  /// Reports the first frame of `move` and, unless it has ended, one every display frame.
  private func start(_ move: KeyboardTrajectory, in window: UIWindow) {
    moveNumber += 1
    let number = moveNumber
    trajectory = move
    let frame = move.isFinished(atElapsed: 0) ? move.end : move.start
    report(
      frame: frame, phase: move.phase(atElapsed: 0), progress: move.progress(of: frame),
      isInteractive: false)
    guard !move.isFinished(atElapsed: 0) else { return }
    FrameTicker.run { [weak self] elapsed in
      self?.step(elapsed: elapsed, of: number) ?? false
    }
  }

  private func step(elapsed: TimeInterval, of number: Int) -> Bool {
    guard number == moveNumber, !isStopped, let move = trajectory else { return false }
    let frame = move.frame(atElapsed: elapsed)
    report(
      frame: frame, phase: move.phase(atElapsed: elapsed), progress: move.progress(of: frame),
      isInteractive: false)
    return !move.isFinished(atElapsed: elapsed)
  }

  private func report(
    frame: CGRect, phase: KeyboardMotion.Phase, progress: CGFloat, isInteractive: Bool
  ) {
    guard let view, let window = view.window else { return }
    let screen = window.screen
    drawn = phase == .hidden ? nil : frame
    let motion = KeyboardMotion(
      phase: phase, progress: progress,
      overlap: KeyboardOverlap.bottomOverlap(
        keyboardFrameInScreen: frame, mode: .docked,
        rectInScreen: view.convert(view.bounds, to: screen.coordinateSpace)),
      keyboardFrame: view.convert(frame, from: screen.coordinateSpace),
      isInteractive: isInteractive)
    guard motion != current else { return }
    current = motion
    handler(motion)
  }

  // MARK: - A finger on the keyboard

  private func installTrackerIfNeeded() {
    guard let host = InteractiveKeyboardTracker.host(for: view), tracker?.host !== host else {
      return
    }
    tracker?.stop()
    tracker = InteractiveKeyboardTracker.make(host: host)
    tracker?.onMove = { [weak self] top in self?.guideMoved(to: top) }
    tracker?.onWindowReturn = { [weak self] in self?.returnedToWindow() }
  }

  /// The view is in a window again: the keyboard is judged on it and reported at rest.
  ///
  /// It may have come or gone while the view was away (a tab switched, a screen pushed over
  /// it), and a motion it was in the middle of is over.
  private func returnedToWindow() {
    guard !isStopped, let view, let window = view.window else { return }
    keyboard.rejudge(in: view)
    start(
      KeyboardTrajectory(
        from: nil, to: keyboard.tracker.state, screenBounds: window.screen.bounds,
        animation: .immediate), in: window)
  }

  /// The keyboard layout guide moved with no notification: a finger's drag is reported at once;
  /// the guide's own glitch is not (`KeyboardTracker.guideMoved`).
  private func guideMoved(to top: CGFloat) {
    guard !isStopped, let window = view?.window else { return }
    let move = keyboard.guideMoved(
      toTop: top, isInsideAnimation: UIView.inheritedAnimationDuration != 0,
      isFingerDragging: { self.dragFinger.isDragging(in: window) })
    let announced = keyboard.tracker.state.frameInScreen
    let fullHeight = KeyboardTrajectory.heightOnScreen(
      announced, screenBounds: window.screen.bounds)
    let frame: CGRect
    let isInteractive: Bool
    switch move {
    case .drag(let dragged):
      (frame, isInteractive) = (dragged.frameInScreen, true)
    case .back(let state):
      (frame, isInteractive) = (state.frameInScreen, false)
    case .glitch, .nothing:
      return
    }
    // A drag ends any move under way: the finger has the keyboard now.
    moveNumber += 1
    trajectory = nil
    let height = KeyboardTrajectory.heightOnScreen(frame, screenBounds: window.screen.bounds)
    report(
      frame: frame, phase: .shown, progress: fullHeight > 0 ? min(1, height / fullHeight) : 0,
      isInteractive: isInteractive)
  }
}
