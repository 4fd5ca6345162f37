import Foundation
import HeadlessUIKit
import KeyboardAvoidance
import KeyboardCore

/// This package's SwiftUI layer on the SwiftUI screen the `swiftui` peer models: the screen's
/// container with `.exactKeyboardAvoidance()`, its scroll view (or a `TextEditor` filling the
/// screen) with `.revealsFocusedField($focus, margin:)`, a screen without one with
/// `.liftsFocusedField($focus, margin:)`, each field marked `.keyboardField(_:)`.
///
/// kbsim has no SwiftUI, so the screen is the simulator's `HostedLayout`, as for the `swiftui`
/// peer, with this package's decisions in place of SwiftUI's keyboard region:
/// - what the keyboard covers is read from a `ViewKeyboardTracker`, as the SwiftUI layer's
///   probe reads it: each update judged by the state machine in the measured view's window (the
///   scroll view, or without one the screen's main view), judged again as focus moves;
/// - the region SwiftUI would reserve is ``KeyboardInView/paddingBeyondSafeArea`` instead: a
///   scroll view's content bottom inset grows by it (and by the margin: the room
///   `revealsFocusedField` gives the content's end), a chat bar sits on it; nothing for a
///   floating or undocked keyboard; room given back as the keyboard goes down (the padding and
///   the reveal's room) is laid out on every frame along the keyboard's curve
///   (``HostedPaddingShrink``), as the modifiers give it back on a display link, and room taken is
///   laid out in one step with the keyboard's curve;
/// - a screen without a scroll view (a bottom-anchored stack) is offset by `PlainViewAvoidance`
///   for the focused field, not by the whole keyboard;
/// - the focused field is moved by ``FieldReveal`` (clamped to the content, as `scrollTo`
///   stops at the content's ends) when the keyboard moves and when focus moves with it up;
/// - a focused text view's caret is followed as `revealsFocusedField` follows it
///   (`HostedTextViewCaret`): the text view scrolls its own text to keep the caret the margin
///   above the keyboard, and a scroll view around it reveals the caret rather than the field's
///   top, when the keyboard moves, a turn after the text view begins editing (UIKit places the
///   tapped caret after that notification) and as text changes.
///
/// Inferred, as in the peer: each change lands with the keyboard's curve (the SwiftUI layer
/// changes its state inside `withAnimation` with the keyboard's animation); a focus move scrolls
/// at once, as the modifier does. What a device may do differently is in the
/// README's SwiftUI section.
@MainActor
final class LibrarySwiftUIStrategy: KeyboardStrategy {
  private let screen: SimulatedScreen
  private let margin: CGFloat
  private var observer: KeyboardObserver?
  /// The editing notifications the modifiers hear.
  private let editing = ObservationTokens(center: HeadlessEnvironment.notificationCenter)
  private var isStopped = false

  /// The keyboard as the probe of the measured view judges it.
  var judgedKeyboard: KeyboardState? { keyboard.tracker.state }
  /// The keyboard as the measured view follows it, judged as the SwiftUI layer's probe does.
  private var keyboard = ViewKeyboardTracker()
  /// The keyboard the layout and the reveal last worked from.
  private var reported = KeyboardInView.hidden
  /// The padding the layout was last run with (with the reveal's room at a scroll view's end).
  private var padding: CGFloat = 0
  /// The offset of a screen without a scroll view (zero or negative: up).
  private var lift: CGFloat = 0
  /// Whether `exactKeyboardAvoidance(isFrozen:)` holds the padding, and the keyboard last heard
  /// while it does (moved to once thawed, on the keyboard's usual curve).
  private var isFrozen = false
  private var heardWhileFrozen: KeyboardInView?
  private let layout: HostedLayout
  /// A padding giving room back frame by frame as the keyboard goes down, if one is under way,
  /// and when it began.
  private var shrink: (steps: HostedPaddingShrink, start: TimeInterval)?

  init(screen: SimulatedScreen, center: NotificationCenter, margin: Double) {
    self.screen = screen
    self.margin = CGFloat(margin)
    layout = HostedLayout(screen: screen)
    // In a window from the start: the probe judges there the last keyboard its center saw
    // (`didMoveToWindow`).
    if let last = KeyboardRecord.on(center).last { keyboard.follow(last, in: measuredView) }
    keyboard.rejudge(in: measuredView)
    observer = KeyboardObserver(center: center) { [weak self] update in self?.handle(update) }
    // A field focused under the keyboard comes at once, as the modifiers move to it; a text
    // view's caret is placed a turn after it begins editing; a keystroke moves the caret, or
    // finds a field that rows grown above it moved since its reveal. All at once.
    editing.observe(UITextField.textDidBeginEditingNotification) { [weak self] _ in
      MainActor.assumeIsolated { self?.moveAtOnce() }
    }
    editing.observe(UITextView.textDidBeginEditingNotification) { [weak self] _ in
      MainActor.assumeIsolated { NextTurn.perform { [weak self] in self?.moveAtOnce() } }
    }
    for name in [UITextView.textDidChangeNotification, UITextField.textDidChangeNotification] {
      editing.observe(name) { [weak self] _ in MainActor.assumeIsolated { self?.moveAtOnce() } }
    }
    // The probe judges the keyboard again when its view comes back to a window or moves
    // (`didMoveToWindow`, `layoutSubviews`), reporting only a keyboard that covers it otherwise;
    // checked here on every frame, on the frames as laid out.
    HeadlessEnvironment.clock.runEveryFrame { [weak self] _ in
      guard let self, !self.isStopped else { return false }
      self.stepShrink()
      self.followLayout()
      return true
    }
  }

  /// Judges the keyboard again for the measured view where it is now and, if what it covers
  /// changed, lays the screen out and moves for the focused input, as the probe's report does.
  private func followLayout() {
    guard keyboard.tracker.lastEvent != nil, measuredView.window != nil else { return }
    keyboard.rejudge(in: measuredView)
    let now = keyboard.keyboard(in: measuredView)
    guard !now.laysOutLike(reported) else {
      // The app's own inset changed: SwiftUI lays the scroll view out again, the padding on top.
      if !isPlainScreen, !layout.keepsPadding(padding) {
        layout.layOut(keyboardRegion: 0, padding: padding, animation: .immediate)
      }
      return
    }
    // The keyboard did not move: the screen comes to it at once, as the probe reports it, or
    // on the curve of a keyboard still rising (a sheet UIKit moves to a larger detent after the
    // handlers: fuzz seed 24781233333872).
    apply(now, animation: keyboard.tracker.risingAnimation ?? .immediate)
  }

  /// Freezes or thaws the padding, as `exactKeyboardAvoidance(isFrozen:)` does.
  ///
  /// Thawed, the screen is laid out for the keyboard heard meanwhile. The reveal and a plain
  /// screen's lift are other modifiers', not held.
  func setFrozen(_ frozen: Bool) -> Bool {
    isFrozen = frozen
    // Frozen, the padding stays where it is, part-way or not.
    if frozen { shrink = nil }
    if !frozen, let keyboard = heardWhileFrozen {
      heardWhileFrozen = nil
      apply(keyboard, animation: .default)
    }
    return true
  }

  func stop() {
    isStopped = true
    observer?.stop()
    editing.removeAll()
  }

  /// Moves for the focused input (a text view's caret) at once, with the keyboard as judged now.
  private func moveAtOnce() {
    guard keyboard.tracker.lastEvent != nil else { return }
    // SwiftUI runs the reveal's `onChange` after the update's layout: an inset the app changed
    // meanwhile (off-window, where no frame laid it out) is laid out, the padding on top, before
    // the field is scrolled within it (fuzz seed 87077916210473: a field revealed within the
    // range the app's inset alone left, 13 pt under the keyboard).
    if !isPlainScreen, measuredView.window != nil, !layout.keepsPadding(padding) {
      layout.layOut(keyboardRegion: 0, padding: padding, animation: .immediate)
    }
    keyboard.rejudge(in: measuredView)
    moveForFocusedInput(keyboard.keyboard(in: measuredView), animation: .immediate)
  }

  /// The view whose keyboard state the modifiers read: the scroll view, else the main view (and
  /// for a screen-filling `TextEditor`, whose frame the padding shrinks, the container that
  /// holds the modifier).
  private var measuredView: UIView {
    // The layer's probe sits behind the SwiftUI view it serves: a screen with a composer pads
    // the whole screen (Element X's timeline, a UIKit list above the composer, is not where
    // the probe is), a notes editor its screen.
    screen.layout.kind == .notes || screen.bar != nil
      ? screen.root : (screen.scrollView ?? screen.root)
  }

  /// Whether the screen has no scroll view and no bar: a bottom-anchored stack, lifted for its
  /// focused field rather than padded.
  private var isPlainScreen: Bool { layout.isStack }

  private func handle(_ update: KeyboardUpdate) {
    self.keyboard.follow(update, in: measuredView)
    // With the judged keyboard's animation, as the probe reports it (at once after a "did").
    let keyboard = self.keyboard.keyboard(in: measuredView)
    apply(keyboard, animation: keyboard.animation)
  }

  /// Lays the screen out for `keyboard` (the padding `exactKeyboardAvoidance()` adds) and moves
  /// for its focused input, with `animation`.
  private func apply(_ keyboard: KeyboardInView, animation: KeyboardAnimation) {
    reported = keyboard
    // `revealsFocusedField` gives a scroll view's content the margin's room at its end while a
    // keyboard covers the screen's bottom (`safeAreaInset`), so that its last field can clear
    // the keyboard by it, however close the view's bottom comes to it.
    let room =
      screen.bar == nil && screen.layout.kind != .notes && screen.scrollView != nil
        && keyboard.mode.coversBottomEdge ? margin : 0
    let next = keyboard.paddingBeyondSafeArea + room
    if isFrozen, !isPlainScreen {
      heardWhileFrozen = keyboard
    } else if !isPlainScreen, next != padding {
      // A text editor about to grow (the keyboard leaving) brings its text into the range its
      // new size allows first, as `exactKeyboardAvoidance()`'s probe does.
      if screen.layout.kind == .notes, let textView = screen.focusedInput as? UITextView {
        HostedTextViewCaret.settleOwnText(
          of: textView, growingBy: padding - next, animation: animation)
      }
      // Room given back while the keyboard goes down follows it frame by frame.
      if let shrinking = HostedPaddingShrink(from: padding, to: next, animation: animation) {
        shrink = (shrinking, HeadlessEnvironment.clock.now)
      } else {
        shrink = nil
        let listOffset = chatListOffset(from: padding, to: next)
        padding = next
        // `exactKeyboardAvoidance()` ignores SwiftUI's keyboard region and pads instead.
        layout.layOut(keyboardRegion: 0, padding: padding, animation: animation)
        moveChatList(to: listOffset, animation: animation)
      }
    }
    moveForFocusedInput(keyboard, animation: animation)
  }

  /// Lays the padding out for this frame of a keyboard going down, while room is given back.
  private func stepShrink() {
    guard let shrink else { return }
    let step = shrink.steps.padding(atElapsed: HeadlessEnvironment.clock.now - shrink.start)
    if step.finished { self.shrink = nil }
    guard step.padding != padding else { return }
    let listOffset = chatListOffset(from: padding, to: step.padding)
    padding = step.padding
    layout.layOut(keyboardRegion: 0, padding: padding, animation: .immediate)
    moveChatList(to: listOffset, animation: .immediate)
  }

  /// Where a chat's list goes as the padding goes from `before` to `after`, when the screen
  /// anchors the list's end for size changes; `nil` for no move.
  ///
  /// The `atEnd` policy in SwiftUI is SwiftUI's own: `defaultScrollAnchor(.bottom, for:
  /// .sizeChanges)` (iOS 18) on the list, which as the list's frame changes "adjust[s] its
  /// content offset" (Apple's documentation of `ScrollAnchorRole.sizeChanges`) to keep the last
  /// element showing when it was, and otherwise keeps the top (measured on macOS 15 with Xcode 16
  /// by the zenn.dev article "ScrollAnchorRole.sizeChanges 調査隊", 2024-09-19: weak for iOS).
  /// "Showing" is read as KeyboardCore's `isAtEnd`, within a point of the end (inferred: the
  /// article says only that the last element is shown). The padding stands for the frame change
  /// here, as it does for the list's room. On the way down this is the stand-in's own clamp of
  /// an offset left past the range, as UIKit's. No scroll anchor spells `always` or
  /// `keptAfterHide` (a list scrolled back keeps its place under each, by the same article), and
  /// `none` is SwiftUI's default. Upright lists only: a flipped SwiftUI list's end is its top,
  /// which no source covers.
  private func chatListOffset(from before: CGFloat, to after: CGFloat) -> CGFloat? {
    guard screen.bar != nil, screen.layout.chatListLift == .atEnd,
      screen.layout.invertedList != true, screen.layout.realApp?.hostsUIKitList != true,
      let list = screen.scrollView, let onScreen = list.window?.screen
    else { return nil }
    // The app's own inset as `HostedLayout` lays it out, the padding on top of it.
    let app = screen.appInsets[ObjectIdentifier(list)]?.content.bottom ?? 0
    let geometry = list.uprightKeyboardGeometry(in: onScreen, appBottomInset: app)
    return ChatListLift.atEnd.offsetY(in: geometry, addedBefore: before, addedAfter: after)
  }

  /// Moves the chat's list to `y` with the padding's `animation`, if there is somewhere to go.
  private func moveChatList(to y: CGFloat?, animation: KeyboardAnimation) {
    guard let y, let list = screen.scrollView else { return }
    animation.animatePeerChanges {
      list.setContentOffset(CGPoint(x: list.contentOffset.x, y: y), animated: false)
    }
  }

  /// Reveals the focused input in the scroll view, or lifts a plain screen for it.
  private func moveForFocusedInput(_ keyboard: KeyboardInView, animation: KeyboardAnimation) {
    if isPlainScreen {
      liftPlainScreen(keyboard, animation: animation)
    } else {
      revealFocusedInput(keyboard, animation: animation)
    }
  }

  /// Offsets a screen without a scroll view just enough for its focused field.
  private func liftPlainScreen(_ keyboard: KeyboardInView, animation: KeyboardAnimation) {
    let root = screen.root
    var next: CGFloat = 0
    if let input = screen.focusedInput, let top = layout.restingTop(of: input) {
      let size = root.bounds.size
      let covered = keyboard.bottomOverlap
      next = PlainViewAvoidance.translationY(
        inputFrameInScreen: CGRect(
          x: input.frame.minX, y: top, width: input.frame.width, height: input.frame.height),
        visibleTopInScreen: root.safeAreaInsets.top,
        keyboardFrameInScreen: CGRect(
          x: 0, y: size.height - covered, width: size.width, height: covered),
        mode: keyboard.mode, margin: margin)
    }
    guard next != lift else { return }
    lift = next
    layout.offsetStack(by: next, animation: animation)
  }

  /// Scrolls the focused input to the margin above the keyboard, if it needs it: a text view's
  /// caret in its own text first, then the input (or the caret) in the scroll view around it.
  private func revealFocusedInput(_ keyboard: KeyboardInView, animation: KeyboardAnimation) {
    guard let input = screen.focusedInput else { return }
    let textView = input as? UITextView
    if let textView {
      HostedTextViewCaret.revealCaretInOwnText(
        of: textView, keyboardOverlap: self.keyboard.keyboard(in: textView).bottomOverlap,
        margin: margin, animation: animation)
    }
    guard let scrollView = screen.scrollView, input !== scrollView,
      input.isDescendant(of: scrollView)
    else { return }
    let inContent = input.convert(input.bounds, to: scrollView)
    let toViewport = -scrollView.contentOffset.y
    let inViewport = inContent.offsetBy(dx: 0, dy: toViewport)
    let caret = textView.flatMap { HostedTextViewCaret.caretRect(of: $0, in: scrollView) }
    let reveal =
      if let caret {
        FieldReveal(
          fieldFrame: inViewport, revealing: caret.offsetBy(dx: 0, dy: toViewport),
          viewportSize: scrollView.bounds.size, bottomOverlap: keyboard.bottomOverlap,
          topInset: scrollView.adjustedContentInset.top, margin: margin)
      } else {
        FieldReveal(
          fieldFrame: inViewport, viewportSize: scrollView.bounds.size,
          bottomOverlap: keyboard.bottomOverlap, topInset: scrollView.adjustedContentInset.top,
          margin: margin)
      }
    guard let reveal else { return }
    let inset = scrollView.adjustedContentInset
    let highest = -inset.top
    let lowest = max(
      highest, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
    // `scrollTo(_:anchor:)` puts the field's top at anchorY × (viewport − field height), which
    // for a field taller than the viewport may stop short of the reveal's target.
    let anchoredTop = CGFloat(reveal.anchorY) * (scrollView.bounds.height - inViewport.height)
    let y = min(max(scrollView.contentOffset.y + inViewport.minY - anchoredTop, highest), lowest)
    guard abs(y - scrollView.contentOffset.y) > 0.5 else { return }
    animation.animatePeerChanges {
      scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: y), animated: false)
    }
  }
}
