#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidance
  import SwiftUI

  extension EnvironmentValues {
    /// The keyboard as the nearest view marked `readsKeyboard()` sees it;
    /// `KeyboardInView/hidden` outside one (debug builds say so once, on the console).
    public var keyboard: KeyboardInView {
      get {
        #if DEBUG
          if !self[KeyboardIsReadKey.self] { UnreadKeyboardWarning.shared.warnOnce() }
        #endif
        return self[KeyboardInViewKey.self]
      }
      set {
        self[KeyboardInViewKey.self] = newValue
        self[KeyboardIsReadKey.self] = true
      }
    }
  }

  private struct KeyboardInViewKey: EnvironmentKey {
    static let defaultValue = KeyboardInView.hidden
  }

  /// Whether a `readsKeyboard()` (or the app) put the keyboard into this
  /// environment.
  private struct KeyboardIsReadKey: EnvironmentKey {
    static let defaultValue = false
  }

  /// The debug warning for `@Environment(\.keyboard)` read with no `readsKeyboard()`
  /// above: printed once per process, from whichever thread SwiftUI reads the environment on.
  private final class UnreadKeyboardWarning: @unchecked Sendable {
    static let shared = UnreadKeyboardWarning()
    private let lock = NSLock()
    private var warned = false

    func warnOnce() {
      lock.lock()
      let first = !warned
      warned = true
      lock.unlock()
      guard first else { return }
      print(
        "KeyboardAvoidance warning: @Environment(\\.keyboard) was read with no readsKeyboard() "
          + "above it; it stays .hidden. Add .readsKeyboard() to an ancestor.")
    }
  }

  extension View {
    /// Calls `action` with the keyboard as this view sees it.
    ///
    /// iOS 13 and later.
    /// It is called whenever what the keyboard covers or its mode changes: the overlap with this
    /// view in its own points (not the screen's height minus the keyboard's top), and the mode
    /// (docked, floating, undocked or split, a hardware keyboard's bar, another app's, another
    /// screen's, hidden).
    ///
    /// The view's own size counts: a sheet or a view above a tab bar is covered only where the
    /// keyboard meets it. Call it on a view SwiftUI does not shrink for the keyboard (one that
    /// ignores the keyboard safe area) to read the full overlap.
    ///
    /// ```swift
    /// .onKeyboardChange { keyboard in composerLift = keyboard.paddingBeyondSafeArea }
    /// ```
    nonisolated public func onKeyboardChange(
      perform action: @escaping @MainActor (KeyboardInView) -> Void
    ) -> some View {
      background(KeyboardProbe(onChange: action))
    }

    /// Puts the keyboard as this view sees it into its content's environment.
    ///
    /// iOS 13 and later.
    /// Read it with `@Environment(\.keyboard)`; it changes inside an animation that moves with
    /// the keyboard.
    ///
    /// ```swift
    /// ComposerScreen().readsKeyboard()
    /// // inside: @Environment(\.keyboard) private var keyboard
    /// ```
    nonisolated public func readsKeyboard() -> some View {
      modifier(KeyboardReading())
    }
  }

  private struct KeyboardReading: ViewModifier {
    @State private var keyboard = KeyboardInView.hidden

    func body(content: Content) -> some View {
      content
        .environment(\.keyboard, keyboard)
        .onKeyboardChange { next in
          let pace: KeyboardAnimation.Pace =
            next.bottomOverlap >= keyboard.bottomOverlap ? .arriving : .leaving
          withAnimation(next.animation.swiftUIAnimation(pace)) { keyboard = next }
        }
    }
  }
#endif
