#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidance
  import KeyboardCore
  import SwiftUI
  import UIKit

  extension View {
    /// Calls `action` on every display frame while the keyboard moves, and once when it comes to
    /// rest, with the keyboard as this view sees it: its phase, how far up it is (0 to 1), what it
    /// covers of this view, its frame in this view's points and whether a finger drives it.
    ///
    /// iOS 13 and later; a finger's drag is followed frame by frame from iOS 15.
    /// For the app's own animations that must move with the keyboard (a collapsing header, a
    /// floating button, a progress animation): set state from `motion` and SwiftUI draws each
    /// frame with the keyboard. `KeyboardMotionObserver` says how each frame is computed.
    ///
    /// Call it on a view SwiftUI does not shrink for the keyboard (one that ignores the keyboard
    /// safe area) to read the full overlap.
    ///
    /// ```swift
    /// .onKeyboardMotion { motion in headerHeight = 180 - 120 * motion.progress }
    /// ```
    nonisolated public func onKeyboardMotion(
      perform action: @escaping @MainActor (KeyboardMotion) -> Void
    ) -> some View {
      background(KeyboardMotionProbe(onMotion: action))
    }
  }

  /// A view with no appearance, behind a SwiftUI view and sized to it, that runs a
  /// `KeyboardMotionObserver` on itself while it is in a window.
  final class KeyboardMotionProbeView: UIView {
    var onMotion: (@MainActor (KeyboardMotion) -> Void)?
    private var observer: KeyboardMotionObserver?

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    // Made for a window it is in: a keyboard already up is reported at once, at rest.
    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil else {
        observer?.stop()
        observer = nil
        return
      }
      guard observer == nil else { return }
      observer = KeyboardMotionObserver(view: self) { [weak self] motion in
        self?.onMotion?(motion)
      }
    }
  }

  /// `KeyboardMotionProbeView` for SwiftUI.
  struct KeyboardMotionProbe: UIViewRepresentable {
    let onMotion: @MainActor (KeyboardMotion) -> Void

    func makeUIView(context: Context) -> KeyboardMotionProbeView {
      let view = KeyboardMotionProbeView(frame: .zero)
      view.onMotion = onMotion
      return view
    }

    func updateUIView(_ view: KeyboardMotionProbeView, context: Context) {
      view.onMotion = onMotion
    }
  }
#endif
