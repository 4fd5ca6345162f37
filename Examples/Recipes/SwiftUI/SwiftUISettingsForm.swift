#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidanceSwiftUI
  import SwiftUI

  /// Recipe: a long settings `Form` with a Previous / Next / Done bar over the keyboard, in the
  /// order the fields are declared, with a Clear button of the app's own before Done, and the
  /// focused row revealed with a margin.
  @available(iOS 15, *)
  struct SwiftUISettingsForm: View {
    enum Field: Hashable, CaseIterable {
      case name, email, phone, street, city, postcode, country, notes
    }

    @State private var values: [Field: String] = [:]
    @FocusState private var focused: Field?

    var body: some View {
      Form {
        Section("Profile") {
          row(.name, "Name")
          row(.email, "Email")
          row(.phone, "Phone")
        }
        Section("Address") {
          row(.street, "Street")
          row(.city, "City")
          row(.postcode, "Postcode")
          row(.country, "Country")
        }
        Section("Notes") {
          row(.notes, "Notes")
        }
      }
      .revealsFocusedField($focused, margin: 16)
      .keyboardFocusToolbar($focused, order: Field.allCases) {
        EmptyView()
      } trailing: {
        Button("Clear") {
          if let field = focused { values[field] = "" }
        }
      }
    }

    private func row(_ field: Field, _ title: String) -> some View {
      TextField(title, text: binding(for: field))
        .keyboardField($focused, equals: field)
    }

    private func binding(for field: Field) -> Binding<String> {
      Binding(get: { values[field, default: ""] }, set: { values[field] = $0 })
    }
  }
#endif
