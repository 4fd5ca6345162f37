#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidance
  import SwiftUI

  extension View {
    /// Scrolls the focused field to `margin` points above the keyboard.
    ///
    /// iOS 15 and later.
    /// Applied to a `ScrollView`, `List` or `Form`, it moves only when the keyboard covers the
    /// field, the field is closer than the margin, or it is cut off at the top; a field that is
    /// already clear is never moved.
    ///
    /// It acts when the keyboard rises or moves and when focus moves with the keyboard up. Each
    /// field is marked with `keyboardField(_:)` and the same identifier as its
    /// `FocusState` value. How far to move is KeyboardCore's `FieldReveal`, applied with
    /// `ScrollViewProxy.scrollTo(_:anchor:)` and the keyboard's curve.
    ///
    /// While a keyboard covers the screen's bottom, the content gets `margin` points of room at
    /// its end (a `safeAreaInset`, which a scroll view adds to its content's inset), so that the
    /// last field can clear the keyboard by the margin too.
    ///
    /// A `TextEditor` or a multi-line `TextField` being edited is followed by its caret as lines
    /// are typed: its text view scrolls its own text to keep the caret `margin` above the
    /// keyboard, and the container moves the field so that the caret, not the field's top,
    /// shows. Apply it to a `TextEditor` that fills its screen, too. On the last line of a text
    /// view that scrolls its own text, the caret can come no lower than the text's end: the text
    /// view's own inset (8 points by default) is all there is below it.
    ///
    /// iOS 13 and 14 have no `FocusState`, and SwiftUI tells a view nothing about which field is
    /// being edited, so this modifier is not offered there; `exactKeyboardAvoidance()`
    /// still keeps the container above the keyboard.
    ///
    /// ```swift
    /// ScrollView { fields }
    ///   .revealsFocusedField($focused, margin: 16)
    /// ```
    @available(iOS 15, *)
    nonisolated public func revealsFocusedField<Field: Hashable>(
      _ focus: FocusState<Field?>.Binding, margin: CGFloat = 16
    ) -> some View {
      modifier(FocusedFieldReveal(focus: focus, margin: margin))
    }
  }

  /// The modifier's inputs; its `ViewModifier` conformance is in the extension below.
  ///
  /// From the iOS 18 SDK `ViewModifier` is a main-actor protocol, and a conformance declared
  /// here would make the type main-actor isolated. Declared in an extension, it leaves the type
  /// nonisolated, so the public modifier, `nonisolated` as SwiftUI's are, can create it from any
  /// context; only `body` runs on the main actor, where the focus binding belongs.
  @available(iOS 15, *)
  private struct FocusedFieldReveal<Field: Hashable> {
    let focus: FocusState<Field?>.Binding
    let margin: CGFloat
    @State private var keyboard = KeyboardInView.hidden
    /// The focused field the last request was for: a new one means focus moved.
    @State private var lastField: Field?
    /// The caret of a text view being edited in the container, in the container's coordinates.
    @State private var caret: CGRect?
    /// The caret the last request was for: a new one means text was typed.
    @State private var lastCaret: CGRect?
    /// How many times text changed in the container (a keystroke in a field or a text view).
    @State private var typed = 0
    /// The count the last request was made at.
    @State private var lastTyped = 0
    /// The room kept at the content's end for the last field's margin.
    @State private var room: CGFloat = 0
    /// Counts the room's moves: a frame-by-frame shrink stops once a newer move begins.
    @State private var roomMoves = 0
  }

  /// What makes the reveal look at the focused field again.
  ///
  /// Focus, the keyboard, the caret, a keystroke; never the field's place alone, which the
  /// user's own scrolling changes.
  private struct RevealTrigger<Field: Hashable>: Equatable {
    let field: Field?
    let keyboard: KeyboardInView
    let caret: CGRect?
    let typed: Int
  }

  @available(iOS 15, *)
  extension FocusedFieldReveal: ViewModifier {
    func body(content: Content) -> some View {
      ScrollViewReader { proxy in
        content
          // Room for the last field's margin: the safe area a scroll view insets its content by.
          // Given back frame by frame as the keyboard goes down (`RoomGivenBack`).
          .safeAreaInset(edge: .bottom, spacing: 0) {
            Color.clear.frame(height: room)
          }
          .background(
            KeyboardProbe(
              onChange: { next in
                keyboard = next
                moveRoom(for: next)
              }, caretFollowing: .reveal, caretMargin: margin,
              onCaretChange: { caret = $0 }, onTextChange: { typed &+= 1 })
          )
          .overlayPreferenceValue(KeyboardFieldFrames.self) { anchors in
            GeometryReader { viewport in
              // Asked again when one of these changes, with the field where layout has put it
              // then (rows grown above it since are caught at the next keystroke, as the UIKit
              // avoiders catch them); a scroll the user makes moves nothing back.
              let trigger = RevealTrigger(
                field: focus.wrappedValue, keyboard: keyboard, caret: caret, typed: typed)
              Color.clear.onChange(of: trigger) { trigger in
                let request = revealRequest(anchors: anchors, viewport: viewport)
                let focusMoved = request.focusMoved(since: lastField)
                // Typing moves the caret at once, as a text view scrolls its own text.
                let typing = trigger.caret != lastCaret || trigger.typed != lastTyped
                lastField = request.field
                lastCaret = trigger.caret
                lastTyped = trigger.typed
                guard let field = request.field, let reveal = request.move else { return }
                let anchor = UnitPoint(x: 0.5, y: reveal.anchorY)
                if focusMoved || typing {
                  proxy.scrollTo(field, anchor: anchor)
                } else {
                  // A reveal makes way for a keyboard that arrives or grows.
                  withAnimation(keyboard.animation.swiftUIAnimation(.arriving)) {
                    proxy.scrollTo(field, anchor: anchor)
                  }
                }
              }
            }
          }
          // A new margin with the keyboard up: the room follows it.
          .onChange(of: margin) { _ in moveRoom(for: keyboard) }
      }
    }

    /// Moves the room at the content's end to what `keyboard` asks for: the margin while it
    /// covers the screen's bottom, none otherwise.
    @MainActor
    private func moveRoom(for keyboard: KeyboardInView) {
      roomMoves &+= 1
      let number = roomMoves
      RoomGivenBack.move(
        from: room, to: keyboard.mode.coversBottomEdge ? max(0, margin) : 0,
        animation: keyboard.animation, animatesGrowth: false, isCurrent: { number == roomMoves }
      ) { next, _ in room = next }
    }

    /// What to scroll to, given where the focused field is in the scroll view's frame.
    private func revealRequest(
      anchors: [AnyHashable: Anchor<CGRect>], viewport: GeometryProxy
    ) -> FocusedFieldMove<Field, FieldReveal?> {
      guard let field = focus.wrappedValue, let anchor = anchors[AnyHashable(field)] else {
        return FocusedFieldMove(field: nil, move: nil)
      }
      let fieldFrame = viewport[anchor]
      // The caret of the text view being edited, when it is this field's.
      if let caret, fieldFrame.insetBy(dx: -0.5, dy: -0.5).intersects(caret) {
        let reveal = FieldReveal(
          fieldFrame: fieldFrame, revealing: caret, viewportSize: viewport.size,
          bottomOverlap: keyboard.bottomOverlap, margin: margin)
        return FocusedFieldMove(field: field, move: reveal)
      }
      let reveal = FieldReveal(
        fieldFrame: fieldFrame, viewportSize: viewport.size,
        bottomOverlap: keyboard.bottomOverlap, margin: margin)
      return FocusedFieldMove(field: field, move: reveal)
    }
  }
#endif
