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
    private var observer: KeyboardObserver?
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

    override func didMoveToWindow() {
      super.didMoveToWindow()
      // A view that appears while the keyboard is up knows it from the last announcement.
      if keyboard.tracker.lastEvent == nil, let last = KeyboardRecord.on(.default).last {
        keyboard.follow(last, in: self)
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
        self?.report()
      }
    }

    private func report() {
      let state = current()
      // The animation alone does not make a new state: the layout would not change.
      guard
        state.bottomOverlap != reported.bottomOverlap
          || state.paddingBeyondSafeArea != reported.paddingBeyondSafeArea
          || state.mode != reported.mode
      else { return }
      reported = state
      onChange?(state)
    }

    private func current() -> KeyboardInView {
      // A new window, screen or place (a rotation, a resize) judges the last keyboard again.
      keyboard.rejudge(in: self)
      return keyboard.keyboard(in: self)
    }
  }

  /// `KeyboardProbeView` for SwiftUI.
  struct KeyboardProbe: UIViewRepresentable {
    let onChange: @MainActor (KeyboardInView) -> Void

    func makeUIView(context: Context) -> KeyboardProbeView {
      let view = KeyboardProbeView(frame: .zero)
      view.onChange = onChange
      return view
    }

    func updateUIView(_ view: KeyboardProbeView, context: Context) {
      view.onChange = onChange
    }
  }
#endif
