#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidance
  import SwiftUI
  import UIKit

  /// Recipe: a SwiftUI screen hosted in a UIKit app that runs the automatic mode.
  ///
  /// SwiftUI keeps hosted content out of the keyboard itself, so the automatic mode leaves the
  /// hosting controller alone (`UIHostingController` conforms to `HandlesKeyboardAvoidance`)
  /// and nothing is moved twice. Only SwiftUI's side needs care: inputs in a `ScrollView` or
  /// `Form` are scrolled to by SwiftUI; `@FocusState` moves between them.
  @available(iOS 15, *)
  struct FeedbackForm: View {
    enum Field: Hashable {
      case subject, message
    }

    @State private var subject = ""
    @State private var message = ""
    @FocusState private var focused: Field?

    var body: some View {
      Form {
        TextField("Subject", text: $subject)
          .focused($focused, equals: .subject)
          .onSubmit { focused = .message }
        TextEditor(text: $message)
          .focused($focused, equals: .message)
          .frame(minHeight: 160)
      }
    }
  }

  /// The UIKit screen that hosts ``FeedbackForm``.
  @available(iOS 15, *)
  public final class FeedbackViewController: UIViewController {
    private let hosting = UIHostingController(rootView: FeedbackForm())

    public override func viewDidLoad() {
      super.viewDidLoad()
      addChild(hosting)
      hosting.view.frame = view.bounds
      hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(hosting.view)
      hosting.didMove(toParent: self)
    }
  }
#endif
