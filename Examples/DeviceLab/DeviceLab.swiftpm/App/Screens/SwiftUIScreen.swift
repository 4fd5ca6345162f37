import KeyboardAvoidanceSwiftUI
import KeyboardDeviceLab
import SwiftUI
import UIKit

/// The SwiftUI recipes' screens, hosted: with the package's modifiers under "per screen", with
/// SwiftUI's own avoidance otherwise.
final class SwiftUIScreen: LabScreenController {
  /// Which screen.
  enum Kind {
    case login, settings, chat
  }

  private let kind: Kind
  private let host = UIHostingController(rootView: AnyView(EmptyView()))

  init(kind: Kind, presentation: String? = nil) {
    self.kind = kind
    let layout =
      switch kind {
      case .login: LabLayout(kind: "plain", fields: 3)
      case .settings: LabLayout(kind: "form", fields: 12)
      case .chat: LabLayout(kind: "chat")
      }
    super.init(layout: layout, presentation: presentation)
    title =
      switch kind {
      case .login: "SwiftUI login"
      case .settings: "SwiftUI settings"
      case .chat: "SwiftUI chat"
      }
  }

  required init?(coder: NSCoder) {
    kind = .login
    super.init(coder: coder)
  }

  override var isSwiftUI: Bool { true }

  /// SwiftUI's text inputs are UIKit views inside the host: found when recording starts, top to
  /// bottom.
  override var labInputs: [UIView] {
    func inputs(in view: UIView) -> [UIView] {
      if view is UITextField || view is UITextView { return [view] }
      return view.subviews.flatMap(inputs(in:))
    }
    return inputs(in: host.view).sorted {
      $0.convert($0.bounds, to: nil).minY < $1.convert($1.bounds, to: nil).minY
    }
  }

  override var labScrollView: UIScrollView? {
    func scrollView(in view: UIView) -> UIScrollView? {
      if let found = view as? UIScrollView, !(view is UITextView) { return found }
      return view.subviews.lazy.compactMap(scrollView(in:)).first
    }
    return scrollView(in: host.view)
  }

  override func viewDidLoad() {
    addChild(host)
    host.view.frame = view.bounds
    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(host.view)
    host.didMove(toParent: self)
    super.viewDidLoad()
  }

  override func strategyDidChange() {
    let modifiers = LabStrategy.current == .perScreen
    host.rootView =
      switch kind {
      case .login: AnyView(LabSwiftUILogin(usesPackage: modifiers))
      case .settings: AnyView(LabSwiftUISettings(usesPackage: modifiers))
      case .chat: AnyView(LabSwiftUIChat(usesPackage: modifiers))
      }
  }
}

/// Three fields at the bottom, no scroll view; lifted for the focused field by the package.
struct LabSwiftUILogin: View {
  enum Field: Hashable { case name, email, password }
  let usesPackage: Bool
  @State private var name = ""
  @State private var email = ""
  @State private var password = ""
  @FocusState private var focused: Field?

  var body: some View {
    let stack = VStack(spacing: 20) {
      Spacer()
      TextField("Name", text: $name).keyboardField($focused, equals: .name)
      TextField("Email", text: $email).keyboardField($focused, equals: .email)
      SecureField("Password", text: $password).keyboardField($focused, equals: .password)
    }
    .textFieldStyle(.roundedBorder)
    .padding()
    if usesPackage {
      stack.liftsFocusedField($focused, margin: 16)
    } else {
      stack
    }
  }
}

/// A settings form of twelve fields; the focused one revealed with a margin by the package.
struct LabSwiftUISettings: View {
  let usesPackage: Bool
  @State private var values = Array(repeating: "", count: 12)
  @FocusState private var focused: Int?

  var body: some View {
    let form = Form {
      ForEach(0..<12, id: \.self) { index in
        TextField("Setting \(index + 1)", text: $values[index])
          .keyboardField($focused, equals: index)
      }
    }
    if usesPackage {
      form.revealsFocusedField($focused, margin: 16).exactKeyboardAvoidance()
    } else {
      form
    }
  }
}

/// A message list with a composer under it.
struct LabSwiftUIChat: View {
  let usesPackage: Bool
  @State private var draft = ""
  @FocusState private var focused: Bool?

  var body: some View {
    let screen = ScrollView {
      LazyVStack(alignment: .leading, spacing: 16) {
        ForEach(1...40, id: \.self) { Text("Message \($0)") }
      }
      .padding()
    }
    .scrollDismissesKeyboard(.interactively)
    .safeAreaInset(edge: .bottom) {
      TextField("Message", text: $draft)
        .textFieldStyle(.roundedBorder)
        .keyboardField($focused, equals: true)
        .padding(8)
        .background(.bar)
    }
    if usesPackage {
      screen.exactKeyboardAvoidance()
    } else {
      screen
    }
  }
}
