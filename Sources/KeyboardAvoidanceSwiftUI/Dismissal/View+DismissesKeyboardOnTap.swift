#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidance
  import SwiftUI
  import UIKit

  extension View {
    /// Puts the keyboard away when the user taps outside every text input.
    ///
    /// iOS 13 and later.
    /// The tap is watched alongside the view's own gestures, never instead of them, so a button
    /// or a toggle under the finger still works, and scrolling is not a tap. Inputs are the fields
    /// marked `keyboardField(_:)`: a tap from one to another keeps the keyboard.
    /// Whether a touch counts is KeyboardCore's `TapDismissal`. Editing ends the way UIKit's
    /// first responder is resigned, which also ends it in UIKit-backed inputs.
    ///
    /// Inferred, to be confirmed on a device: that a simultaneous zero-distance drag (iOS 13–15)
    /// does not delay a scroll view's scrolling; iOS 16 and later use a spatial tap instead.
    ///
    /// Not in app extensions: ending editing app-wide needs `UIApplication.shared`, which
    /// extensions lack.
    ///
    /// ```swift
    /// LoginForm().dismissesKeyboardOnTap()
    /// ```
    @available(iOSApplicationExtension, unavailable)
    nonisolated public func dismissesKeyboardOnTap() -> some View {
      modifier(TapToDismissKeyboard())
    }
  }

  @available(iOSApplicationExtension, unavailable)
  private struct TapToDismissKeyboard: ViewModifier {
    @State private var inputFrames: [CGRect] = []

    func body(content: Content) -> some View {
      // The Xcode 16.2 SDK made onPreferenceChange's action `@Sendable` (16.3 reverted it), and
      // a Sendable closure cannot write this modifier's @State. Writing through the binding,
      // which is Sendable for a Sendable value, compiles under both signatures: the action is
      // declared `@Sendable` here, so every SDK checks what 16.2's would.
      let frames = $inputFrames
      let updateFrames: @Sendable ([CGRect]) -> Void = { frames.wrappedValue = $0 }
      return watchingTaps(
        content
          .backgroundPreferenceValue(KeyboardFieldFrames.self) { anchors in
            GeometryReader { space in
              Color.clear.preference(
                key: ResolvedInputFrames.self, value: anchors.values.map { space[$0] })
            }
          }
          .onPreferenceChange(ResolvedInputFrames.self, perform: updateFrames))
    }

    @MainActor @ViewBuilder
    private func watchingTaps(_ view: some View) -> some View {
      if #available(iOS 16, *) {
        view.simultaneousGesture(
          SpatialTapGesture().onEnded { tap in dismissIfOutside(at: tap.location, movedBy: .zero) })
      } else {
        view.simultaneousGesture(
          DragGesture(minimumDistance: 0).onEnded { touch in
            dismissIfOutside(at: touch.location, movedBy: touch.translation)
          })
      }
    }

    @MainActor
    private func dismissIfOutside(at location: CGPoint, movedBy: CGSize) {
      guard TapDismissal.dismisses(at: location, movedBy: movedBy, inputFrames: inputFrames)
      else { return }
      UIApplication.shared.sendAction(
        #selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
  }

  /// The marked inputs' frames in the dismissing view's own coordinates.
  private struct ResolvedInputFrames: PreferenceKey {
    static var defaultValue: [CGRect] { [] }

    static func reduce(value: inout [CGRect], nextValue: () -> [CGRect]) {
      value.append(contentsOf: nextValue())
    }
  }
#endif
