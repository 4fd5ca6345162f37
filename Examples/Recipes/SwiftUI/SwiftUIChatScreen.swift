#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidanceSwiftUI
  import SwiftUI

  /// Recipe: a chat screen whose composer rides on the keyboard, moving with its curve, and
  /// whose messages keep their last one above the composer.
  ///
  /// `exactKeyboardAvoidance()` replaces SwiftUI's keyboard region with the true overlap, so an
  /// iPad's floating keyboard leaves the composer at the bottom instead of leaving a docked
  /// keyboard's gap under it; `@Environment(\.keyboard)` gives the composer the keyboard's mode.
  ///
  /// The messages ride up with the keyboard when the list shows the newest one, and stay put
  /// when it is scrolled back (`ChatListLift.atEnd`, as Telegram and iMessage do): SwiftUI's own
  /// anchor for size changes, iOS 18 and later. Without it, as before iOS 18, SwiftUI keeps the
  /// list's top where it is (`ChatListLift.none`).
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
          .keepsNewestMessageShown()
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

  extension View {
    /// The list keeps its end in view as its frame shrinks for the keyboard and grows back, when
    /// the end was showing; scrolled back, it keeps its place (iOS 18 and later).
    @ViewBuilder
    fileprivate func keepsNewestMessageShown() -> some View {
      if #available(iOS 18, *) {
        defaultScrollAnchor(.bottom, for: .sizeChanges)
      } else {
        self
      }
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
