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
/// list gets the same overlap as bottom inset so the last message stays reachable. The keyboard
/// can be swapped for a panel of the app's own (``showEmojiPanel()``): the avoiders are frozen
/// first, so the bar and the list stay where the keyboard left them.
@MainActor
public final class ChatViewController: UIViewController {
  /// The conversation.
  public let messagesView = UIScrollView()
  /// The bar holding the message field.
  public let messageBar = UIView()
  /// Where the user types.
  public let messageField = UITextField()
  /// The app's own emoji panel, shown in the keyboard's place.
  public let emojiPanel = UIView()
  private var barAvoider: BottomConstraintKeyboardAvoider?
  private var listAvoider: ScrollViewKeyboardAvoider?
  private var barBottom: NSLayoutConstraint?

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
    self.barBottom = barBottom
    barAvoider = BottomConstraintKeyboardAvoider(constraint: barBottom, container: view)
    // The field is in the bar, not the list: the list only makes room.
    var listConfiguration = KeyboardAvoidanceConfiguration()
    listConfiguration.revealsFocusedInput = false
    listAvoider = ScrollViewKeyboardAvoider(
      scrollView: messagesView, configuration: listConfiguration)
  }

  /// Swaps the keyboard for the emoji panel: the bar and the list stay where the keyboard left
  /// them, and the panel takes the keyboard's place.
  public func showEmojiPanel() {
    barAvoider?.isFrozen = true
    listAvoider?.isFrozen = true
    // The keyboard's overlap with the screen: the bar's lift and the home indicator's inset.
    let height = -(barBottom?.constant ?? 0) + view.safeAreaInsets.bottom
    emojiPanel.frame = CGRect(
      x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    view.addSubview(emojiPanel)
    messageField.resignFirstResponder()
  }

  /// Takes the emoji panel away: the bar and the list come down with the keyboard's animation,
  /// or ride a keyboard the field brought back.
  public func hideEmojiPanel() {
    emojiPanel.removeFromSuperview()
    barAvoider?.isFrozen = false
    listAvoider?.isFrozen = false
  }
}
