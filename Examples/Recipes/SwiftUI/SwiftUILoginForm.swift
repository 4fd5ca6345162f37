#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidanceSwiftUI
  import SwiftUI

  /// Recipe: a SwiftUI login screen without a scroll view, lifted only as far as its focused field
  /// needs (16 pt above the keyboard; not at all when the field is clear), with Return moving to
  /// the password and a tap outside the fields dismissing the keyboard.
  @available(iOS 15, *)
  struct SwiftUILoginForm: View {
    enum Field: Hashable {
      case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @FocusState private var focused: Field?

    var body: some View {
      VStack(spacing: 16) {
        Spacer()
        TextField("Email", text: $email)
          .textContentType(.emailAddress)
          .keyboardField($focused, equals: .email)
          .onSubmit { focused = .password }
        SecureField("Password", text: $password)
          .textContentType(.password)
          .keyboardField($focused, equals: .password)
        Button("Sign In") { focused = nil }
      }
      .padding()
      .liftsFocusedField($focused, margin: 16)
      .dismissesKeyboardOnTap()
    }
  }
#endif
