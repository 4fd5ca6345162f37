import Foundation
import KeyboardAvoidance

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Recipe: a chat screen whose message bar rides on the keyboard.
///
/// The bar's bottom is pinned to the safe area; the avoider moves that constraint by the
/// keyboard's real overlap (the home indicator's inset is not counted twice), and the messages
/// list gets the same overlap as bottom inset so the last message stays reachable.
@MainActor
public final class ChatViewController: UIViewController {
  /// The conversation.
  public let messagesView = UIScrollView()
  /// The bar holding the message field.
  public let messageBar = UIView()
  /// Where the user types.
  public let messageField = UITextField()

  public override func viewDidLoad() {
    super.viewDidLoad()
    let barHeight: CGFloat = 52
    // The container sizes this screen after viewDidLoad: the list follows it by its mask, the
    // bar by its constraints (all four: Auto Layout needs x, width, y and height).
    messagesView.frame = view.bounds
    messagesView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    messagesView.contentInset.bottom = barHeight
    view.addSubview(messagesView)
    messageBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: barHeight)
    messageField.frame = messageBar.bounds.insetBy(dx: 12, dy: 8)
    messageField.autoresizingMask = [.flexibleWidth]
    messageBar.addSubview(messageField)
    view.addSubview(messageBar)
    messageBar.translatesAutoresizingMaskIntoConstraints = false
    let barBottom = messageBar.bottomAnchor.constraint(
      equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    NSLayoutConstraint.activate([
      messageBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      messageBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      messageBar.heightAnchor.constraint(equalToConstant: barHeight),
      barBottom,
    ])
    BottomConstraintKeyboardAvoider(constraint: barBottom, container: view)
    // The field is in the bar, not the list: the list only makes room.
    var listConfiguration = KeyboardAvoidanceConfiguration()
    listConfiguration.revealsFocusedInput = false
    ScrollViewKeyboardAvoider(scrollView: messagesView, configuration: listConfiguration)
  }
}
