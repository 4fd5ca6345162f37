import Foundation
import HeadlessUIKit

/// A conversation made with MessageKit's `MessagesViewController` (MessageKit b4493fe4:
/// `Sources/Controllers/MessagesViewController.swift`, `+Keyboard.swift`) and its composer,
/// InputBarAccessoryView (95ecd849: `InputBarAccessoryView.swift`, `KeyboardManager.swift`);
/// structure from the source, see `Docs/RealAppScreens.md`; the rows and the text view's height
/// are the simulator's.
///
/// The controller's view holds the messages' collection view (flow layout, interactive
/// dismissal) pinned to the view's top and bottom, and the input container view, whose bottom
/// the keyboard manager pins to the view's bottom (the constraint it moves; at rest 0) and whose
/// sides it pins to the view's. The composer bar fills the container (pinned to its four edges);
/// inside the bar, the content view sits `padding.top` (6) below the bar's top and its bottom is
/// held `<=` the bar's safe-area bottom less `padding.bottom` (6), so the bar reaches down behind
/// the home indicator while its content stays above it. The text view fills the content view
/// but for the send button's width on the right.
///
/// The bar has no height of its own: Auto Layout gives it its content's (`intrinsicContentSize`:
/// the text view and the paddings) plus whatever its `<=` needs, which on a phone with a home
/// indicator is the safe area's bottom. The stand-in solves one view at a time, so the bar
/// writes that solution into its container's frame when it lays out (``ComposerBar``), from the
/// `<=`'s constant as it stands: lifting the container off the safe area shrinks the bar to its
/// content, as it does on a device, and moving the `<=` itself grows it. The content's second
/// `<=` (to the window's safe area, at priority 750) is left out: with the container at the
/// view's bottom it says what the first says, and lifted it holds anyway. MessageKit's own
/// keyboard code (the keyboard manager moving the container, and the list's bottom inset
/// following the container's position) is left out, as a team adopting a keyboard library
/// would; the list keeps the inset the observation gives it at rest (the bar less the safe
/// area).
@MainActor
struct MessageKitChatScreen {
  /// The messages.
  let collectionView: UICollectionView
  /// The list's data source, which the collection view holds weakly.
  let messages = MessageRows(
    count: MessageKitChatScreen.messageCount, rowHeight: MessageKitChatScreen.messageHeight)
  /// The input container view and its bottom constraint to the view's bottom.
  let inputContainer: UIView
  let containerBottom: NSLayoutConstraint
  /// The composer's text view.
  let textView: UITextView

  /// InputBarAccessoryView's `padding` (top and bottom).
  static let padding: CGFloat = 6
  /// The text view's height on one line.
  static let textViewHeight: CGFloat = 36
  /// The send button's width with its spacing, to the text view's right.
  static let sendButtonWidth: CGFloat = 60
  /// The number of message rows and the height of each.
  static let messageCount = 50
  static let messageHeight: CGFloat = 60

  /// Builds the screen in `root`, a controller's view that fills its window.
  init(in root: UIView) {
    collectionView = messages.makeList(filling: root)
    collectionView.alwaysBounceVertical = true
    inputContainer = UIView(
      frame: CGRect(x: 0, y: root.bounds.height, width: root.bounds.width, height: 0))
    let bar = ComposerBar(frame: .zero)
    let content = UIView(frame: .zero)
    textView = UITextView(frame: .zero)

    for view in [collectionView, inputContainer] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    for (view, parent) in [(bar, inputContainer), (content, bar), (textView, content)] {
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
    }
    containerBottom = inputContainer.bottomAnchor.constraint(equalTo: root.bottomAnchor)
    let contentBottom = content.bottomAnchor.constraint(
      lessThanOrEqualTo: bar.safeAreaLayoutGuide.bottomAnchor, constant: -Self.padding)
    let barTop = bar.topAnchor.constraint(equalTo: inputContainer.topAnchor)
    let barBottom = bar.bottomAnchor.constraint(equalTo: inputContainer.bottomAnchor)
    bar.pins = (barTop, barBottom, contentBottom)
    bar.content = content
    bar.textView = textView
    // InputTextView scrolls only once it reaches its greatest height (`InputTextView.swift`,
    // `calculateIntrinsicContentSize`).
    textView.isScrollEnabled = false
    NSLayoutConstraint.activate(
      [
        collectionView.topAnchor.constraint(equalTo: root.topAnchor),
        collectionView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        containerBottom, barTop, barBottom,
        content.topAnchor.constraint(equalTo: bar.topAnchor, constant: Self.padding),
        contentBottom,
        content.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 12),
        content.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -12),
        textView.topAnchor.constraint(equalTo: content.topAnchor),
        textView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        textView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        textView.trailingAnchor.constraint(
          equalTo: content.trailingAnchor, constant: -Self.sendButtonWidth),
      ] + collectionView.sidesPinned(to: root) + inputContainer.sidesPinned(to: root)
        + bar.sidesPinned(to: inputContainer))
    root.layoutIfNeeded()
    bar.followsText(in: root)
    // The inset MessageKit's observation of the container gives the list at rest.
    collectionView.contentInset.bottom = max(
      0, inputContainer.frame.height - collectionView.safeAreaInsets.bottom)
  }
}
