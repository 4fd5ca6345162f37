#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidanceSwiftUI
  import SwiftUI

  /// Recipe: an iPad form, shown as a sheet, that gives up exactly what the keyboard covers:
  /// nothing for a floating or undocked keyboard (SwiftUI keeps the docked space reserved), the
  /// covered part only where the sheet stops above the screen's bottom, and the bar's height for
  /// a hardware keyboard.
  @available(iOS 15, *)
  struct SwiftUIiPadForm: View {
    enum Field: Hashable, CaseIterable {
      case title, location, attendees, agenda
    }

    @State private var values: [Field: String] = [:]
    @FocusState private var focused: Field?

    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 20) {
          ForEach(Field.allCases, id: \.self) { field in
            TextField(String(describing: field).capitalized, text: binding(for: field))
              .textFieldStyle(.roundedBorder)
              .focused($focused, equals: field)
              .keyboardField(field)
          }
        }
        .padding(24)
      }
      .revealsFocusedField($focused, margin: 20)
      .exactKeyboardAvoidance()
      .keyboardFocusToolbar($focused, order: Field.allCases)
    }

    private func binding(for field: Field) -> Binding<String> {
      Binding(get: { values[field, default: ""] }, set: { values[field] = $0 })
    }
  }
#endif
