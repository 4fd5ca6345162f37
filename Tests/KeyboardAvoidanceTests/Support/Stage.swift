import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// A screen, a window on it and a keyboard that moves like iOS's: notifications posted as UIKit
/// posts them, the clock advanced at 120 Hz, and every frame sampled.
@MainActor
final class Stage {
  static let frameInterval: TimeInterval = 1.0 / 120

  let screen: UIScreen
  let window: UIWindow
  let center: NotificationCenter
  /// The keyboard's frame as drawn at the clock's current time, screen coordinates.
  private(set) var keyboardNow: CGRect
  /// Every sampled frame since the stage was made.
  private(set) var samples: [FrameSample] = []
  /// The view whose occlusion is measured (the focused input), and the rect in it to measure.
  var watched: (() -> (view: UIView, rect: CGRect)?)?
  /// Runs at every sampled frame, after time has moved (a per-frame measure of a test's own).
  var onSample: (() -> Void)?
  /// The scroll view the finger drags the keyboard through, while it does.
  private var draggedScrollView: UIScrollView?

  var clock: HeadlessClock { HeadlessEnvironment.clock }
  var screenBounds: CGRect { screen.bounds }

  /// A stage with its own notification center, or UIKit's default one (`onDefaultCenter`) for
  /// code that uses the public initializers, as apps do.
  init(
    screenSize: CGSize, windowFrame: CGRect? = nil, safeArea: UIEdgeInsets = .zero,
    onDefaultCenter: Bool = false
  ) {
    HeadlessEnvironment.reset()
    NextTurn.useScheduler { HeadlessEnvironment.clock.performOnNextTurn($0) }
    FrameTicker.useDriver { HeadlessEnvironment.clock.runEveryFrame($0) }
    FrameTicker.useClock { HeadlessEnvironment.clock.now }
    if onDefaultCenter { HeadlessEnvironment.notificationCenter = .default }
    center = HeadlessEnvironment.notificationCenter
    screen = UIScreen(_bounds: CGRect(origin: .zero, size: screenSize))
    HeadlessEnvironment.defaultScreen = screen
    window = UIWindow(frame: windowFrame ?? CGRect(origin: .zero, size: screenSize))
    window.screen = screen
    window._setSafeAreaInsets(safeArea)
    window.makeKeyAndVisible()
    keyboardNow = CGRect(x: 0, y: screenSize.height, width: screenSize.width, height: 0)
  }

  /// Turns the device: the screen's bounds and the full-screen window take the new size.
  ///
  /// The same screen object turns, as UIKit's does (DOC uikit/uiscreen/bounds): a keyboard
  /// announced before the turn still names this screen.
  func rotate(to size: CGSize) {
    screen._rotate(toBounds: CGRect(origin: .zero, size: size))
    window.frame = CGRect(origin: .zero, size: size)
  }

  /// A docked keyboard of `height` on this screen.
  func docked(height: CGFloat) -> CGRect {
    CGRect(
      x: 0, y: screenBounds.height - height, width: screenBounds.width, height: height)
  }

  /// The frame a keyboard of `frame`'s size has once moved just below the screen.
  func offscreen(_ frame: CGRect) -> CGRect {
    CGRect(x: frame.minX, y: screenBounds.height, width: frame.width, height: frame.height)
  }

  /// Posts one keyboard notification with userInfo exactly as UIKit sends it.
  func post(
    _ kind: KeyboardEventKind, begin: CGRect? = nil, end: CGRect, duration: Double? = 0.25,
    curve: Int? = 7, isLocal: Bool? = true, object: AnyObject? = nil
  ) {
    var info: [AnyHashable: Any] = [KeyboardUserInfoKey.frameEnd: NSValue(rect: end)]
    if let begin { info[KeyboardUserInfoKey.frameBegin] = NSValue(rect: begin) }
    if let duration { info[KeyboardUserInfoKey.animationDuration] = NSNumber(value: duration) }
    if let curve { info[KeyboardUserInfoKey.animationCurve] = NSNumber(value: curve) }
    if let isLocal { info[KeyboardUserInfoKey.isLocal] = NSNumber(value: isLocal) }
    center.post(
      name: Notification.Name(kind.rawValue), object: object ?? screen, userInfo: info)
  }

  /// Moves the keyboard to `end` the way iOS does: will-change-frame, then will-show (or
  /// will-hide), the motion along `curve` sampled every 1/120 s, then did-change-frame and
  /// did-show (or did-hide): the order devices post (KeyboardSimulator's `NotificationOrder`
  /// names the sources).
  ///
  /// `afterWill` runs between the will notifications and the motion, in the same turn (a text
  /// view's begin-editing and caret, which UIKit sends after the keyboard's notifications).
  func moveKeyboard(
    to end: CGRect, duration: Double = 0.25, curve: Int = 7, showing: Bool = true,
    settle: TimeInterval = 0.1, afterWill: (() -> Void)? = nil
  ) {
    draggedScrollView?._setUserDragging(false)
    draggedScrollView = nil
    let begin = keyboardNow
    // From inside UIKit's own keyboard animation, as devices post them; the keyboard layout
    // guide takes its end frame at once in that animation, laid out there.
    UIView._animateAsSystem(withDuration: duration, curve: curve) {
      placeKeyboardForLayout(at: end)
      post(.willChangeFrame, begin: begin, end: end, duration: duration, curve: curve)
      post(
        showing ? .willShow : .willHide, begin: begin, end: end, duration: duration, curve: curve)
    }
    afterWill?()
    let start = clock.now
    // Drawn as UIKit draws it: curve 7 moves for its spring's 0.5 s, whatever was announced.
    let motion = HeadlessTiming.motionDuration(curveRawValue: curve, duration: duration)
    let frames = Int((motion / Self.frameInterval).rounded(.up))
    for frame in 0...frames {
      let elapsed = Double(frame) * Self.frameInterval
      clock.advance(to: start + min(elapsed, motion))
      let progress = HeadlessTiming.progress(
        curveRawValue: curve, duration: duration, elapsed: elapsed)
      keyboardNow = Self.interpolate(begin, end, progress)
      window.layoutIfNeeded()
      sample(keyboardMoving: frame < frames)
    }
    keyboardNow = end
    post(.didChangeFrame, begin: begin, end: end, duration: duration, curve: curve)
    post(showing ? .didShow : .didHide, begin: begin, end: end, duration: duration, curve: curve)
    run(for: settle)
  }

  /// Drags the docked keyboard down to `top` (screen y) frame by frame, as the user does with
  /// `keyboardDismissMode = .interactive`: no notification, only the keyboard layout guide moves.
  func dragKeyboard(toTop top: CGFloat, over duration: TimeInterval = 0.3) {
    // The finger is on the scroll view that dismisses the keyboard interactively, until the
    // keyboard next moves by a notification.
    draggedScrollView = draggedScrollView ?? Self.interactiveScrollView(in: window)
    #expect(draggedScrollView != nil, "a keyboard drag needs an interactive scroll view")
    draggedScrollView?._setUserDragging(true)
    let begin = keyboardNow
    let end = CGRect(
      x: begin.minX, y: top, width: begin.width, height: max(0, begin.maxY - top))
    let frames = Int((duration / Self.frameInterval).rounded(.up))
    for frame in 1...frames {
      clock.advance(by: Self.frameInterval)
      keyboardNow = Self.interpolate(begin, end, Double(frame) / Double(frames))
      placeKeyboardForLayout()
      sample(keyboardMoving: true)
    }
  }

  /// Tells the window where the keyboard is (now, or at `frame`) and runs a layout pass: the
  /// keyboard layout guide follows it (every frame of a drag; once, at the end frame, for a move
  /// UIKit announces).
  private func placeKeyboardForLayout(at frame: CGRect? = nil) {
    let keyboard = frame ?? keyboardNow
    let onScreen = keyboard.height > 0 && keyboard.minY < screenBounds.maxY
    window._setKeyboardFrame(onScreen ? keyboard : nil)
    window.layoutIfNeeded()
  }

  /// Shows a docked keyboard of `height`.
  func showKeyboard(height: CGFloat, duration: Double = 0.25) {
    moveKeyboard(to: docked(height: height), duration: duration)
  }

  /// Hides the keyboard below the screen.
  func hideKeyboard(duration: Double = 0.25) {
    moveKeyboard(to: offscreen(keyboardNow), duration: duration, showing: false)
  }

  /// Moves the keyboard layout guide alone to `top` (screen y) for `frames` frames and back.
  ///
  /// No finger is down and nothing is posted: iOS 26's guide glitches (FB18129551: the guide
  /// "jumps around" with an input accessory; positions reported after the keyboard finished
  /// opening). The keyboard itself stays where it is.
  func glitchKeyboardGuide(toTop top: CGFloat, frames: Int = 2) {
    let drawn = keyboardNow
    let glitch = CGRect(
      x: drawn.minX, y: top, width: drawn.width, height: max(0, drawn.maxY - top))
    for _ in 0..<frames {
      clock.advance(by: Self.frameInterval)
      window._setKeyboardFrame(glitch)
      window.layoutIfNeeded()
      sample(keyboardMoving: false)
    }
    clock.advance(by: Self.frameInterval)
    placeKeyboardForLayout()
    sample(keyboardMoving: false)
  }

  /// The first scroll view in `root`'s tree whose keyboard dismiss mode is interactive.
  static func interactiveScrollView(in root: UIView) -> UIScrollView? {
    if let scrollView = root as? UIScrollView, scrollView.keyboardDismissMode == .interactive {
      return scrollView
    }
    for subview in root.subviews {
      if let found = interactiveScrollView(in: subview) { return found }
    }
    return nil
  }

  /// Lets time pass with the keyboard still, sampling every frame.
  func run(for interval: TimeInterval) {
    let end = clock.now + interval
    while clock.now < end - 1e-9 {
      clock.advance(to: min(end, clock.now + Self.frameInterval))
      sample(keyboardMoving: false)
    }
  }

  /// Records the watched rect against the keyboard at the current instant.
  func sample(keyboardMoving: Bool) {
    onSample?()
    guard let (view, rect) = watched?(), view.window === window else { return }
    let shown = view._presentationRect(inScreen: rect)
    let overlap: CGFloat
    if keyboardNow.height > 0, keyboardNow.minX < shown.maxX, keyboardNow.maxX > shown.minX {
      overlap = max(0, shown.maxY - keyboardNow.minY)
    } else {
      overlap = 0
    }
    samples.append(
      FrameSample(
        time: clock.now, keyboardTop: keyboardNow.minY, watchedRectInScreen: shown,
        occlusion: overlap, keyboardMoving: keyboardMoving))
  }

  static func interpolate(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
    let t = CGFloat(p)
    return CGRect(
      x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
      width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
  }

  /// Samples where the watched input was under the keyboard by more than half a point.
  var occludedSamples: [FrameSample] { samples.filter { $0.occlusion > 0.5 } }

  /// How many samples were occluded, and the worst, for a readable failure.
  var occlusionSummary: String {
    let occluded = occludedSamples
    guard let worst = occluded.max(by: { $0.occlusion < $1.occlusion }) else { return "none" }
    return "\(occluded.count) occluded frames, worst \(worst.occlusion)pt at \(worst)"
  }

  func clearSamples() {
    samples.removeAll()
  }
}

/// One sampled frame.
struct FrameSample: Sendable, CustomStringConvertible {
  let time: TimeInterval
  let keyboardTop: CGFloat
  let watchedRectInScreen: CGRect
  let occlusion: CGFloat
  let keyboardMoving: Bool

  var description: String {
    "t=\(time) keyboardTop=\(keyboardTop) watchedMaxY=\(watchedRectInScreen.maxY)"
  }
}
