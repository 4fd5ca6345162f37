#if canImport(UIKit) && canImport(SwiftUI)
  import Combine
  import KeyboardAvoidance
  import KeyboardCore
  import SwiftUI

  extension View {
    /// Replaces SwiftUI's keyboard safe area with what the keyboard covers.
    ///
    /// iOS 13 and later.
    /// The view ignores SwiftUI's keyboard region (iOS 14+) and instead keeps its content above
    /// the part of the keyboard that covers it beyond its own safe area
    /// (`KeyboardInView/paddingBeyondSafeArea`): nothing for a floating or undocked iPad
    /// keyboard, where SwiftUI keeps the docked space reserved; the bar's height for a hardware
    /// keyboard's bar; only the covered part of a sheet or of another app's keyboard. It moves
    /// with the keyboard's curve. On iOS 13, whose SwiftUI avoids no keyboard, it does the whole
    /// job.
    ///
    /// Apply it to a flexible container (a `ScrollView`, a `VStack` filling the screen): the
    /// padding shrinks what the container lays out, as the safe area would.
    ///
    /// While `isFrozen` is `true` the padding stays where it is whatever the keyboard does: a
    /// chat that swaps the keyboard for a panel of its own (emoji, attachments) keeps its
    /// composer and messages where the keyboard left them. Thawed, it moves to the keyboard as it
    /// then is, or gives the room back if it has gone, on the keyboard's usual 0.25 s curve.
    ///
    /// ```swift
    /// ScrollView { form }.exactKeyboardAvoidance()
    /// conversation.exactKeyboardAvoidance(isFrozen: isEmojiPanelShown)
    /// ```
    nonisolated public func exactKeyboardAvoidance(isFrozen: Bool = false) -> some View {
      modifier(ExactKeyboardAvoidance(isFrozen: isFrozen))
    }
  }

  private struct ExactKeyboardAvoidance: ViewModifier {
    let isFrozen: Bool
    @State private var padding: CGFloat = 0
    /// The last keyboard reported while frozen, moved to once thawed.
    @State private var heardWhileFrozen: KeyboardInView?

    func body(content: Content) -> some View {
      // The probe sits behind the view that ignores the keyboard region, so it measures the
      // full frame, which the padding inside does not change: no feedback between the two.
      // A text editor the padding shrinks is settled before it grows back (KeyboardProbeView).
      ignoringKeyboardRegion(content.padding(.bottom, padding))
        .background(
          KeyboardProbe(
            onChange: { keyboard in
              guard !isFrozen else {
                heardWhileFrozen = keyboard
                return
              }
              withAnimation(keyboard.animation.swiftUIAnimation) {
                padding = keyboard.paddingBeyondSafeArea
              }
            }, caretFollowing: .settleOnGrowth)
        )
        // `onReceive` rather than `onChange(of:)`, which is iOS 14's.
        .onReceive(Just(isFrozen)) { frozen in
          guard !frozen, let keyboard = heardWhileFrozen else { return }
          heardWhileFrozen = nil
          withAnimation(KeyboardAnimation.default.swiftUIAnimation) {
            padding = keyboard.paddingBeyondSafeArea
          }
        }
    }

    @ViewBuilder
    private func ignoringKeyboardRegion(_ view: some View) -> some View {
      if #available(iOS 14, *) {
        view.ignoresSafeArea(.keyboard, edges: .bottom)
      } else {
        view
      }
    }
  }
#endif
