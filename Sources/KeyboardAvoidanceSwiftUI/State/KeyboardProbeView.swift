#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidance
  import SwiftUI
  import UIKit

  /// A view with no appearance, placed behind a SwiftUI view and sized to it, that reports the
  /// keyboard as that view sees it.
  ///
  /// SwiftUI gives a view neither the keyboard's frame nor the screen it is on; UIKit does, and a
  /// `UIViewRepresentable` laid out behind a view has that view's frame. The decisions are
  /// KeyboardCore's: each update is judged by the state machine in this view's window
  /// (`KeyboardTracker`, through `ViewKeyboardTracker`, which the simulator's `library-swiftui`
  /// strategy runs too), so a zeroed show while the keyboard is up, a keyboard extension's
  /// transient full-screen frame and a hide's leftover strip read as they do for the avoiders;
  /// this view only converts the judged keyboard into its own coordinates (`KeyboardInView`).
  ///
  /// Inferred, to be confirmed on a device: that the UIKit safe area of a view inside a hosting
  /// controller never contains the keyboard (SwiftUI keeps its keyboard region to itself; Apple
  /// documents `SafeAreaRegions.keyboard` for SwiftUI layout only).
  final class KeyboardProbeView: UIView {
    /// Called with each new keyboard state, on the main actor.
    var onChange: (@MainActor (KeyboardInView) -> Void)?
    /// What to do with a text view being edited over this view (`HostedTextViewCaret`); set
    /// once, by the modifier that makes the probe.
    var caretFollowing = CaretFollowing.none {
      didSet { followFocus() }
    }
    /// The gap kept between a revealed caret and the keyboard.
    var caretMargin: CGFloat = 16
    /// Called with the caret of the text view being edited over this view, in this view's
    /// coordinates, as it moves (`nil`: none), when ``caretFollowing`` reveals it.
    var onCaretChange: (@MainActor (CGRect?) -> Void)?
    /// Called after text changes in a field or a text view (a keystroke), when
    /// ``caretFollowing`` reveals.
    var onTextChange: (@MainActor () -> Void)?
    private var observer: KeyboardObserver?
    /// The input being edited, from UIKit's editing notifications (no walk of the view tree per
    /// event), while ``caretFollowing`` asks for one.
    private var focus: FocusTracker?
    private var reportedCaret: CGRect?
    private var keyboard = ViewKeyboardTracker()
    private var reported = KeyboardInView.hidden
    private var isReportScheduled = false

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      observer = KeyboardObserver { [weak self] update in
        guard let self else { return }
        self.keyboard.follow(update, in: self)
        self.report()
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    /// Follows the input being edited: a text view's caret is placed a turn after it begins
    /// editing (rdar 15149060) and moves as text is typed, which posts no keyboard notification;
    /// a keystroke in a field may come after layout moved it (rows grown above it), which the
    /// reveal then looks at again.
    private func followFocus() {
      guard caretFollowing != .none, focus == nil else { return }
      let focus = FocusTracker(center: .default)
      if let window { focus.adopt(HostedTextViewCaret.inputBeingEdited(in: window)) }
      guard caretFollowing == .reveal else {
        self.focus = focus
        return
      }
      focus.onFocusChange = { [weak self] input in
        guard input is UITextView else { return }
        DispatchQueue.main.async { [weak self] in self?.followCaret(animation: .immediate) }
      }
      focus.onTextChange = { [weak self] _ in
        self?.followCaret(animation: .immediate)
        self?.onTextChange?()
      }
      self.focus = focus
    }

    /// Keeps the caret of the text view being edited over this view above the keyboard: its own
    /// text scrolled first, then its caret reported for the container to reveal.
    private func followCaret(animation: KeyboardAnimation) {
      guard caretFollowing == .reveal else { return }
      var caret: CGRect?
      if let textView = HostedTextViewCaret.textView(focus?.focusedInput, over: self) {
        HostedTextViewCaret.revealCaretInOwnText(
          of: textView, keyboardOverlap: keyboard.keyboard(in: textView).bottomOverlap,
          margin: caretMargin, animation: animation)
        caret = HostedTextViewCaret.caretRect(of: textView, in: self)
      }
      guard caret != reportedCaret else { return }
      reportedCaret = caret
      onCaretChange?(caret)
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      // A view that appears while the keyboard is up knows it from the last announcement.
      if keyboard.tracker.lastEvent == nil, let last = KeyboardRecord.on(.default).last {
        keyboard.follow(last, in: self)
      }
      // Made before the window, an editing follower learns the input being edited now.
      if let focus, focus.focusedInput == nil, let window {
        focus.adopt(HostedTextViewCaret.inputBeingEdited(in: window))
      }
      reportOnNextTurn()
    }

    // A new size or place (a rotation, a sheet's detent, a Stage Manager resize) changes what
    // the same keyboard covers, and no notification comes.
    override func layoutSubviews() {
      super.layoutSubviews()
      reportOnNextTurn()
    }

    /// Reports after the layout pass that moved this view: SwiftUI does not take state changes
    /// made while it lays out.
    private func reportOnNextTurn() {
      guard !isReportScheduled else { return }
      isReportScheduled = true
      DispatchQueue.main.async { [weak self] in
        self?.isReportScheduled = false
        self?.report(keyboardMoved: false)
      }
    }

    /// Reports the keyboard as this view sees it, if that changed: with the keyboard's animation
    /// when a notification moved it, at once when the view moved or came back to a window (the
    /// keyboard stood still: what covers the view is there already), or with the keyboard's
    /// curve while it is still rising (a sheet UIKit moves to a larger detent after the
    /// keyboard's handlers: what covers the view changes as both move).
    private func report(keyboardMoved: Bool = true) {
      var state = current()
      if !keyboardMoved { state.animation = keyboard.tracker.risingAnimation ?? .immediate }
      // The animation alone does not make a new state: the layout would not change.
      guard !state.laysOutLike(reported) else { return }
      // A text editor padded by the container grows as the keyboard leaves: its text is first
      // brought where its new size lets it rest, along the keyboard's curve.
      if caretFollowing == .settleOnGrowth,
        state.paddingBeyondSafeArea < reported.paddingBeyondSafeArea,
        let textView = HostedTextViewCaret.textView(focus?.focusedInput, over: self)
      {
        HostedTextViewCaret.settleOwnText(
          of: textView, growingBy: reported.paddingBeyondSafeArea - state.paddingBeyondSafeArea,
          animation: state.animation)
      }
      reported = state
      onChange?(state)
      followCaret(animation: state.animation)
    }

    private func current() -> KeyboardInView {
      // A new window, screen or place (a rotation, a resize) judges the last keyboard again.
      keyboard.rejudge(in: self)
      return keyboard.keyboard(in: self)
    }
  }

  /// What a probe does with a text view being edited over it.
  enum CaretFollowing: Equatable {
    /// Nothing.
    case none
    /// Keeps its caret the margin above the keyboard in its own text, and reports it.
    case reveal
    /// Brings its text where the text view lets it rest before the text view grows as the
    /// keyboard leaves (the container padded for the keyboard holds it).
    case settleOnGrowth
  }

  /// `KeyboardProbeView` for SwiftUI.
  struct KeyboardProbe: UIViewRepresentable {
    let onChange: @MainActor (KeyboardInView) -> Void
    var caretFollowing = CaretFollowing.none
    var caretMargin: CGFloat = 16
    var onCaretChange: (@MainActor (CGRect?) -> Void)?
    var onTextChange: (@MainActor () -> Void)?

    func makeUIView(context: Context) -> KeyboardProbeView {
      let view = KeyboardProbeView(frame: .zero)
      updateUIView(view, context: context)
      return view
    }

    func updateUIView(_ view: KeyboardProbeView, context: Context) {
      view.onChange = onChange
      view.caretMargin = caretMargin
      view.onCaretChange = onCaretChange
      view.onTextChange = onTextChange
      if view.caretFollowing != caretFollowing { view.caretFollowing = caretFollowing }
    }
  }
#endif
