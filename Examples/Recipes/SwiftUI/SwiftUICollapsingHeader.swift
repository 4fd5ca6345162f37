#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidanceSwiftUI
  import SwiftUI

  /// Recipe: a header that collapses as the keyboard rises and opens as it leaves, in step with
  /// it.
  ///
  /// `onKeyboardMotion` calls back on every display frame of the keyboard's motion (and of a
  /// finger dragging it down) with how far up the keyboard is; the header's height and the
  /// logo's opacity are set from that, with no animation of their own.
  struct SwiftUICollapsingHeader: View {
    @State private var keyboardProgress: CGFloat = 0
    @State private var email = ""

    var body: some View {
      VStack(spacing: 0) {
        ZStack {
          Color.accentColor
          Text("Welcome back")
            .font(.largeTitle)
            .foregroundColor(.white)
            .opacity(Double(1 - keyboardProgress))
        }
        .frame(height: 220 - 164 * keyboardProgress)
        Form {
          TextField("Email", text: $email)
        }
      }
      .onKeyboardMotion { motion in keyboardProgress = motion.progress }
    }
  }
#endif
