import KeyboardAvoidance
import KeyboardDeviceLab
import UIKit

/// `kbsim`'s `chat`: a message list filling the screen, dismissed interactively, and a 56 pt bar
/// whose bottom is pinned to the safe area's, holding one field.
final class ChatScreen: LabScreenController {
  private let list = UIScrollView()
  private let bar = UIView()
  private let field = UITextField()
  private var barBottom: NSLayoutConstraint?
  private let accessoryHeight: Double?

  init(accessoryHeight: Double?) {
    self.accessoryHeight = accessoryHeight
    super.init(layout: LabLayout(kind: "chat", accessoryHeight: accessoryHeight))
    title = accessoryHeight == nil ? "Chat" : "Chat with an accessory"
  }

  required init?(coder: NSCoder) {
    accessoryHeight = nil
    super.init(coder: coder)
  }

  override var labScrollView: UIScrollView? { list }
  override var labInputs: [UIView] { [field] }

  override func viewDidLoad() {
    list.frame = view.bounds
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    list.keyboardDismissMode = .interactive
    view.addSubview(list)
    for index in 0..<40 {
      let message = UILabel(
        frame: CGRect(x: 16, y: 20 + CGFloat(index) * 72, width: 280, height: 56))
      message.text = "Message \(index + 1)"
      list.addSubview(message)
    }
    bar.backgroundColor = .secondarySystemBackground
    bar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    field.borderStyle = .roundedRect
    field.placeholder = "Message"
    field.accessibilityIdentifier = "field 0"
    field.translatesAutoresizingMaskIntoConstraints = false
    bar.addSubview(field)
    if let accessoryHeight {
      let accessory = UIView(
        frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: accessoryHeight))
      accessory.backgroundColor = .tertiarySystemBackground
      field.inputAccessoryView = accessory
    }
    let bottom = bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    barBottom = bottom
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 56), bottom,
      field.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
      field.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
      field.topAnchor.constraint(equalTo: bar.topAnchor, constant: 6),
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
    super.viewDidLoad()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    list.contentSize = CGSize(width: view.bounds.width, height: 3000)
  }

  override func attachAvoiders() -> [@MainActor () -> Void] {
    guard let barBottom else { return [] }
    let avoider = BottomConstraintKeyboardAvoider(constraint: barBottom, container: view)
    return [{ avoider.stop() }]
  }
}
