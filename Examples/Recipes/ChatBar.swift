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
    messagesView.frame = view.bounds
    messagesView.contentInset.bottom = barHeight
    view.addSubview(messagesView)
    messageBar.frame = CGRect(
      x: 0, y: view.bounds.height - barHeight, width: view.bounds.width, height: barHeight)
    messageField.frame = messageBar.bounds.insetBy(dx: 12, dy: 8)
    messageBar.addSubview(messageField)
    view.addSubview(messageBar)
    messageBar.translatesAutoresizingMaskIntoConstraints = false
    let barBottom = messageBar.bottomAnchor.constraint(
      equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    barBottom.isActive = true
    BottomConstraintKeyboardAvoider(constraint: barBottom, container: view)
    // The field is in the bar, not the list: the list only makes room.
    var listConfiguration = KeyboardAvoidanceConfiguration()
    listConfiguration.revealsFocusedInput = false
    ScrollViewKeyboardAvoider(scrollView: messagesView, configuration: listConfiguration)
  }
}
