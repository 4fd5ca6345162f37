import Foundation
import KeyboardAvoidance

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Recipe: a chat whose conversation is an inverted table, the newest message at row 0.
///
/// The table is flipped upside down and each row's content flipped back, so row 0 is drawn at
/// the bottom and new messages arrive there without moving the offset. The bar rides on the
/// keyboard; the table's room goes on the edge drawn at the bottom, which is its *top* inset,
/// for the composer here and for the keyboard by the avoider, and a conversation showing its
/// newest message keeps showing it (`chatListLift: .atEnd`). The newest message rests on the bar,
/// with the keyboard down or up.
@MainActor
public final class InvertedChatViewController: UIViewController, UITableViewDataSource {
  /// The conversation, newest first.
  public let messagesView = UITableView(frame: .zero, style: .plain)
  /// The bar holding the message field.
  public let messageBar = UIView()
  /// Where the user types.
  public let messageField = UITextField()
  /// The messages, newest first.
  public var messages: [String] = (1...60).reversed().map { "Message \($0)" }
  private var barAvoider: BottomConstraintKeyboardAvoider?
  private var listAvoider: ScrollViewKeyboardAvoider?

  public override func viewDidLoad() {
    super.viewDidLoad()
    let barHeight: CGFloat = 52
    messagesView.transform = CGAffineTransform(scaleX: 1, y: -1)
    // UIKit does not carry safe areas into a scaled view, so the table lies inside the safe area
    // and its insets are the app's: the keyboard covers of it only what is above the home
    // indicator, and its top inset, drawn at the bottom, is the bar's height.
    messagesView.contentInsetAdjustmentBehavior = .never
    messagesView.contentInset.top = barHeight
    messagesView.verticalScrollIndicatorInsets.top = barHeight
    messagesView.rowHeight = 56
    messagesView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    messagesView.dataSource = self
    view.addSubview(messagesView)
    messageBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: barHeight)
    messageField.frame = messageBar.bounds.insetBy(dx: 12, dy: 8)
    messageField.autoresizingMask = [.flexibleWidth]
    messageBar.addSubview(messageField)
    view.addSubview(messageBar)
    messageBar.translatesAutoresizingMaskIntoConstraints = false
    let barBottom = messageBar.bottomAnchor.constraint(
      equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    messagesView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      messagesView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      messagesView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      messagesView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      messagesView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      messageBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      messageBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      messageBar.heightAnchor.constraint(equalToConstant: barHeight),
      barBottom,
    ])
    barAvoider = BottomConstraintKeyboardAvoider(constraint: barBottom, container: view)
    listAvoider = ScrollViewKeyboardAvoider(
      scrollView: messagesView,
      configuration: KeyboardAvoidanceConfiguration(
        revealsFocusedInput: false, chatListLift: .atEnd))
  }

  /// One row per message.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  /// A message's row, its content flipped back so it reads upright in the flipped table.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    cell.contentView.transform = CGAffineTransform(scaleX: 1, y: -1)
    return cell
  }
}
