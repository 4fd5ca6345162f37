#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidanceSwiftUI
  import SwiftUI

  /// Recipe: the keyboard modifiers applied in a helper outside any view.
  ///
  /// SwiftUI's own modifiers may be called from such a helper. From the iOS 18 SDK a `View`'s
  /// members are main-actor isolated; this package's modifiers are `nonisolated`, like
  /// SwiftUI's, so the helper needs no actor.
  @available(iOS 15, *)
  enum SwiftUIFormStyle {
    /// A form with its fields revealed above the keyboard, Previous / Next / Done over the
    /// keyboard, and a tap outside the fields ending editing.
    nonisolated static func keyboardReady<Field: Hashable & Sendable>(
      _ form: some View, focus: FocusState<Field?>.Binding, order: [Field]
    ) -> some View {
      form
        .revealsFocusedField(focus, margin: 16)
        .keyboardFocusToolbar(focus, order: order)
        .dismissesKeyboardOnTap()
    }

    /// A screen without a scroll view: lifted just enough for its focused field, or padded by
    /// exactly the keyboard's overlap.
    nonisolated static func lifted<Field: Hashable>(
      _ screen: some View, focus: FocusState<Field?>.Binding, exact: Bool
    ) -> some View {
      Group {
        if exact {
          screen.exactKeyboardAvoidance()
        } else {
          screen.liftsFocusedField(focus)
        }
      }
      .readsKeyboard()
      .onKeyboardChange { _ in }
    }

    /// A field marked for the modifiers above.
    nonisolated static func field<ID: Hashable>(_ input: some View, id: ID) -> some View {
      input.keyboardField(id)
    }
  }
#endif
