#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidance
  import SwiftUI

  extension View {
    /// Puts a Previous / Next / Done bar above the keyboard.
    ///
    /// iOS 15 and later.
    /// The bar is driven by `focus` and the order of the screen's fields.
    /// Previous and Next move focus along `order` (KeyboardCore's `FocusOrder`) and are
    /// disabled at its ends; Done ends editing. The chevrons carry VoiceOver labels and Done its
    /// title in the package's languages (English, French, German, Japanese, Portuguese,
    /// Spanish), as the UIKit toolbar does.
    ///
    /// One bar per screen: SwiftUI shows every `.keyboard` toolbar group of the focused field's
    /// ancestors together (a repeated Done is a common report: onmyway133/notes issue 598), so
    /// a second one inside a view that has one already adds nothing.
    ///
    /// ```swift
    /// Form { fields }
    ///   .keyboardFocusToolbar($focused, order: [.name, .email, .password])
    /// ```
    @available(iOS 15, *)
    nonisolated public func keyboardFocusToolbar<Field: Hashable>(
      _ focus: FocusState<Field?>.Binding, order: [Field]
    ) -> some View {
      modifier(
        KeyboardFocusToolbar(
          focus: focus, order: FocusOrder(ordered: order), leading: EmptyView(),
          trailing: EmptyView()))
    }

    /// ``keyboardFocusToolbar(_:order:)`` with the app's own controls: `leading` after the
    /// chevrons, `trailing` before Done (the UIKit bar's `makeLeadingItems` and
    /// `makeTrailingItems`; IQKeyboardManager's additional leading and trailing items).
    ///
    /// ```swift
    /// Form { fields }
    ///   .keyboardFocusToolbar($focused, order: [.name, .note]) {
    ///     Button("Template") { insertTemplate() }
    ///   } trailing: {
    ///     EmptyView()
    ///   }
    /// ```
    @available(iOS 15, *)
    @MainActor
    public func keyboardFocusToolbar<Field: Hashable, Leading: View, Trailing: View>(
      _ focus: FocusState<Field?>.Binding, order: [Field],
      @ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing
    ) -> some View {
      modifier(
        KeyboardFocusToolbar(
          focus: focus, order: FocusOrder(ordered: order), leading: leading(),
          trailing: trailing()))
    }
  }

  extension EnvironmentValues {
    /// Whether an ancestor already shows a keyboard focus toolbar.
    fileprivate var hasKeyboardFocusToolbar: Bool {
      get { self[HasKeyboardFocusToolbar.self] }
      set { self[HasKeyboardFocusToolbar.self] = newValue }
    }
  }

  private struct HasKeyboardFocusToolbar: EnvironmentKey {
    static let defaultValue = false
  }

  /// The modifier's inputs; its `ViewModifier` conformance is in the extension below.
  ///
  /// From the iOS 18 SDK `ViewModifier` is a main-actor protocol, and a conformance declared
  /// here would make the type main-actor isolated. Declared in an extension, it leaves the type
  /// nonisolated, so the public modifier, `nonisolated` as SwiftUI's are, can create it from any
  /// context; only `body` runs on the main actor, where the focus binding belongs.
  @available(iOS 15, *)
  private struct KeyboardFocusToolbar<Field: Hashable, Leading: View, Trailing: View> {
    let focus: FocusState<Field?>.Binding
    let order: FocusOrder<Field>
    /// The app's controls after the chevrons.
    let leading: Leading
    /// The app's controls before Done.
    let trailing: Trailing
    @Environment(\.hasKeyboardFocusToolbar) private var hasToolbarAbove
  }

  @available(iOS 15, *)
  extension KeyboardFocusToolbar: ViewModifier {
    func body(content: Content) -> some View {
      if hasToolbarAbove {
        content
      } else {
        content
          .environment(\.hasKeyboardFocusToolbar, true)
          .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
              let current = focus.wrappedValue
              let previous = current.flatMap { order.previous(before: $0) }
              let next = current.flatMap { order.next(after: $0) }
              chevron(
                "chevron.up", label: ToolbarStrings.previous, hint: ToolbarStrings.previousHint,
                moving: previous)
              chevron(
                "chevron.down", label: ToolbarStrings.next, hint: ToolbarStrings.nextHint,
                moving: next)
              leading
              Spacer()
              trailing
              doneButton
                .accessibilityHint(Text(ToolbarStrings.doneHint))
            }
          }
      }
    }

    /// Previous or Next: moves focus to `field`, disabled where there is none.
    ///
    /// On the main actor with `body`, so the button's action may capture the focus binding.
    /// Done ends editing. On iOS 26 it has the confirm role, which SwiftUI draws prominent in a
    /// toolbar (DOC swiftui/buttonrole/confirm; as UIKit's `prominent` bar items are, and as the
    /// UIKit bar's Done is); built against an older SDK, a plain button.
    @MainActor
    @ViewBuilder
    private var doneButton: some View {
      // Built against the iOS 26 SDK: UIKit's module version is 9126.2.4 in 26.2's, 8506.1.101
      // in 18.6's.
      #if canImport(UIKit, _version: 9000)
        if #available(iOS 26, macCatalyst 26, *) {
          Button(ToolbarStrings.done, role: .confirm) { focus.wrappedValue = nil }
        } else {
          Button(ToolbarStrings.done) { focus.wrappedValue = nil }
        }
      #else
        Button(ToolbarStrings.done) { focus.wrappedValue = nil }
      #endif
    }

    @MainActor
    private func chevron(
      _ symbol: String, label: String, hint: String, moving field: Field?
    ) -> some View {
      Button {
        focus.wrappedValue = field
      } label: {
        Image(systemName: symbol)
      }
      .accessibilityLabel(Text(label))
      .accessibilityHint(Text(hint))
      .disabled(field == nil)
    }
  }
#endif
