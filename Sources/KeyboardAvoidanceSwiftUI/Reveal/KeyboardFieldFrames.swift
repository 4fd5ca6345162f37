#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI

  /// Where the fields marked ``SwiftUI/View/keyboardField(_:)`` are, by identifier, for the
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
    /// Marks a text input with the identifier its `FocusState` value has.
    ///
    /// iOS 13 and later.
    /// The container it is in can then scroll to it
    /// (``SwiftUI/View/revealsFocusedField(_:margin:)``), and a tap on it does not dismiss the
    /// keyboard (``SwiftUI/View/dismissesKeyboardOnTap()``).
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
#endif
