#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidanceSwiftUI
  import SwiftUI

  /// Recipe: a chat screen whose composer rides on the keyboard, moving with its curve, and
  /// whose messages keep their last one above the composer.
  ///
  /// `exactKeyboardAvoidance()` replaces SwiftUI's keyboard region with the true overlap, so an
  /// iPad's floating keyboard leaves the composer at the bottom instead of leaving a docked
  /// keyboard's gap under it; `@Environment(\.keyboard)` gives the composer the keyboard's mode.
  @available(iOS 15, *)
  struct SwiftUIChatScreen: View {
    @State private var messages: [String] = ["Hello!", "Is the keyboard in the way?"]
    @State private var draft = ""

    var body: some View {
      VStack(spacing: 0) {
        ScrollViewReader { proxy in
          ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
              ForEach(messages.indices, id: \.self) { index in
                Text(messages[index]).id(index)
              }
            }
            .padding()
          }
          .onChange(of: messages.count) { count in
            withAnimation { proxy.scrollTo(count - 1, anchor: .bottom) }
          }
        }
        Composer(draft: $draft) {
          messages.append(draft)
          draft = ""
        }
      }
      .exactKeyboardAvoidance()
      .readsKeyboard()
    }
  }

  @available(iOS 15, *)
  private struct Composer: View {
    @Binding var draft: String
    let send: () -> Void
    @Environment(\.keyboard) private var keyboard

    var body: some View {
      HStack {
        TextField("Message", text: $draft)
          .textFieldStyle(.roundedBorder)
        Button("Send", action: send).disabled(draft.isEmpty)
      }
      .padding(8)
      // A hardware keyboard's bar is short: the composer needs no separator above it then.
      .overlay(alignment: .top) {
        if keyboard.mode != .hardwareBar { Divider() }
      }
    }
  }
#endif
