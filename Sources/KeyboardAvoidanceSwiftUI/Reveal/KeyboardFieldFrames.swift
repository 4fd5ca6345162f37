#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI

  /// Where the fields marked `keyboardField(_:)` are, by identifier, for the
  /// containers that reveal them and the taps that dismiss the keyboard.
  struct KeyboardFieldFrames: PreferenceKey {
    static var defaultValue: [AnyHashable: Anchor<CGRect>] { [:] }

    static func reduce(
      value: inout [AnyHashable: Anchor<CGRect>], nextValue: () -> [AnyHashable: Anchor<CGRect>]
    ) {
      value.merge(nextValue()) { _, inner in inner }
    }
  }

  extension View {
    /// Binds a text input to `focus` as `value` and marks it with that identity, in one step.
    ///
    /// iOS 15 and later.
    /// `.focused(focus, equals: value)` and `keyboardField(_:)` together, so the
    /// field is named once:
    ///
    /// ```swift
    /// TextField("Email", text: $email)
    ///   .keyboardField($focused, equals: .email)
    /// ```
    ///
    /// The field's identity (`.id`) becomes `value`, which the revealing container scrolls to.
    /// Give the same view no other `.id`: an app's own `ScrollViewReader` scrolls to `value`.
    @available(iOS 15, *)
    nonisolated public func keyboardField<Value: Hashable>(
      _ focus: FocusState<Value?>.Binding, equals value: Value
    ) -> some View {
      modifier(FocusedKeyboardField(focus: focus, value: value))
    }

    /// Marks a text input with the identifier its `FocusState` value has.
    ///
    /// iOS 13 and later.
    /// The container it is in can then scroll to it
    /// (`revealsFocusedField(_:margin:)`), and a tap on it does not dismiss the
    /// keyboard (`dismissesKeyboardOnTap()`). The field's identity (`.id`)
    /// becomes `id`; from iOS 15, `keyboardField(_:equals:)` also binds the
    /// focus, naming the field once.
    ///
    /// ```swift
    /// TextField("Email", text: $email)
    ///   .focused($focused, equals: .email)
    ///   .keyboardField(Field.email)
    /// ```
    nonisolated public func keyboardField<ID: Hashable>(_ id: ID) -> some View {
      self.id(id).anchorPreference(key: KeyboardFieldFrames.self, value: .bounds) {
        [AnyHashable(id): $0]
      }
    }
  }

  /// The modifier's inputs; its `ViewModifier` conformance is in the extension below, so the
  /// type stays nonisolated (the focus binding is not `Sendable`; see `FocusedFieldReveal`).
  @available(iOS 15, *)
  private struct FocusedKeyboardField<Value: Hashable> {
    let focus: FocusState<Value?>.Binding
    let value: Value
  }

  @available(iOS 15, *)
  extension FocusedKeyboardField: ViewModifier {
    func body(content: Content) -> some View {
      content.focused(focus, equals: value).keyboardField(value)
    }
  }
#endif
