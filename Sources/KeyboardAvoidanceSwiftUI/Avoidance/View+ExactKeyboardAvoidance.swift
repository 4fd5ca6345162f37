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
    /// job. Room given back as the keyboard goes down is given back on every display frame along
    /// the keyboard's curve rather than in one animated step: a list scrolled to its end moves
    /// down with the keyboard instead of snapping down as the keyboard starts to leave
    /// (`HostedPaddingShrink`).
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
    /// Counts the padding's moves: a frame-by-frame shrink stops once a newer move begins.
    @State private var moveNumber = 0
    /// Whether a frame-by-frame shrink is under way.
    @State private var isShrinking = false

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
              move(to: keyboard.paddingBeyondSafeArea, animation: keyboard.animation)
            }, caretFollowing: .settleOnGrowth)
        )
        // `onReceive` rather than `onChange(of:)`, which is iOS 14's.
        .onReceive(Just(isFrozen)) { frozen in
          // Frozen, the padding stays where it is, part-way through a shrink or not.
          if frozen, isShrinking {
            isShrinking = false
            moveNumber += 1
          }
          guard !frozen, let keyboard = heardWhileFrozen else { return }
          heardWhileFrozen = nil
          move(to: keyboard.paddingBeyondSafeArea, animation: .default)
        }
    }

    /// Moves the padding to `target` along `animation`: room given back frame by frame, room
    /// taken in one animated step.
    private func move(to target: CGFloat, animation: KeyboardAnimation) {
      moveNumber += 1
      let number = moveNumber
      // The display link steps a shrink from the next frame on, after this assignment.
      isShrinking = RoomGivenBack.move(
        from: padding, to: target, animation: animation, animatesGrowth: true,
        isCurrent: { number == moveNumber }
      ) { room, finished in
        padding = room
        if finished, number == moveNumber { isShrinking = false }
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
