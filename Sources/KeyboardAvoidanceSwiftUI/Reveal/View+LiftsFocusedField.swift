#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidance
  import SwiftUI

  extension View {
    /// Lifts a screen without a scroll view just far enough to keep the focused field `margin`
    /// points above the keyboard.
    ///
    /// iOS 15 and later.
    ///
    /// SwiftUI's keyboard safe area moves a bottom-anchored screen by the whole keyboard, so a
    /// field the keyboard never covered is pushed up anyway, and its opt-out,
    /// `.ignoresSafeArea(.keyboard)`, works on flexible containers only (openillumi.com, "SwiftUI:
    /// fix TextField auto-move"; V8tr/KeyboardAvoidanceSwiftUI issue 11). This modifier ignores
    /// that region and offsets the view by KeyboardCore's `PlainViewAvoidance`: nothing when the
    /// field is clear, never so far that its top leaves the safe area, nothing for a floating or
    /// undocked keyboard. Each field is marked `keyboardField(_:)`.
    ///
    /// ```swift
    /// LoginFields()
    ///   .liftsFocusedField($focused, margin: 16)
    /// ```
    @available(iOS 15, *)
    nonisolated public func liftsFocusedField<Field: Hashable>(
      _ focus: FocusState<Field?>.Binding, margin: CGFloat = 16
    ) -> some View {
      modifier(FocusedFieldLift(focus: focus, margin: margin))
    }
  }

  /// The modifier's inputs; its `ViewModifier` conformance is in the extension below.
  ///
  /// From the iOS 18 SDK `ViewModifier` is a main-actor protocol, and a conformance declared
  /// here would make the type main-actor isolated. Declared in an extension, it leaves the type
  /// nonisolated, so the public modifier, `nonisolated` as SwiftUI's are, can create it from any
  /// context; only `body` runs on the main actor, where the focus binding belongs.
  @available(iOS 15, *)
  private struct FocusedFieldLift<Field: Hashable> {
    let focus: FocusState<Field?>.Binding
    let margin: CGFloat
    @State private var keyboard = KeyboardInView.hidden
    @State private var lift: CGFloat = 0
    /// The focused field the last request was for: a new one means focus moved.
    @State private var lastField: Field?
  }

  @available(iOS 15, *)
  extension FocusedFieldLift: ViewModifier {
    func body(content: Content) -> some View {
      // The fields' frames are read inside the offset, so they are where the fields rest; the
      // keyboard is read outside it, on the frame the offset does not move.
      content
        .backgroundPreferenceValue(KeyboardFieldFrames.self) { anchors in
          GeometryReader { space in
            let request = FocusedFieldMove(
              field: focus.wrappedValue, move: liftFor(anchors: anchors, in: space))
            Color.clear.onChange(of: request) { request in
              let focusMoved = request.focusMoved(since: lastField)
              lastField = request.field
              // Up with a keyboard arriving, down with one leaving.
              let pace: KeyboardAnimation.Pace = request.move < lift ? .arriving : .leaving
              withAnimation(focusMoved ? nil : keyboard.animation.swiftUIAnimation(pace)) {
                lift = request.move
              }
            }
          }
        }
        .offset(y: lift)
        .ignoresSafeArea(.keyboard, edges: .bottom)
        .onKeyboardChange { keyboard = $0 }
    }

    /// The offset the focused field needs, from where it rests.
    private func liftFor(anchors: [AnyHashable: Anchor<CGRect>], in space: GeometryProxy)
      -> CGFloat
    {
      guard let field = focus.wrappedValue, let anchor = anchors[AnyHashable(field)] else {
        return 0
      }
      let resting = space[anchor]
      let size = space.size
      let covered = keyboard.bottomOverlap
      let keyboardFrame = CGRect(
        x: 0, y: size.height - covered, width: size.width, height: covered)
      return PlainViewAvoidance.translationY(
        inputFrameInScreen: resting, visibleTopInScreen: space.safeAreaInsets.top,
        keyboardFrameInScreen: keyboardFrame, mode: keyboard.mode, margin: margin)
    }
  }
#endif
