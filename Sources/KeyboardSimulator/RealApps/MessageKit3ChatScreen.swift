import Foundation
import HeadlessUIKit

/// A conversation made with MessageKit 3 (3.8.0, 84236d91: `Sources/Controllers/
/// MessagesViewController.swift`, `+Keyboard.swift`), where the composer is the controller's own
/// input accessory view; structure from the source, see `Docs/RealAppScreens.md`; the rows and
/// the text view's height are the simulator's.
///
/// The controller answers `canBecomeFirstResponder` with `true` and returns its composer
/// (InputBarAccessoryView) as `inputAccessoryView`, so UIKit hosts the composer in its keyboard
/// window, at the bottom of the screen while the controller is first responder and on top of
/// the keyboard while the composer's text view is. The controller's view holds only the
/// messages' collection view, pinned to the view's top and bottom (interactive dismissal). The
/// app's own keyboard code (on each will-change-frame, the list's bottom inset set to the part
/// of the keyboard's frame, composer included, that covers the list) is left out, as a team
/// adopting a keyboard library would.
@MainActor
struct MessageKit3ChatScreen {
  /// The messages.
  let collectionView: UICollectionView
  /// The list's data source, which the collection view holds weakly.
  let messages = MessageRows(
    count: MessageKitChatScreen.messageCount, rowHeight: MessageKitChatScreen.messageHeight)
  /// The composer's text view, inside the controller's accessory.
  let textView: UITextView

  /// Builds the list in `controller`'s view, which fills its navigation controller's content.
  init(in controller: UIViewController) {
    let root: UIView = controller.view
    collectionView = messages.makeList(filling: root)
    collectionView.alwaysBounceVertical = true
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(collectionView)
    NSLayoutConstraint.activate(
      [
        collectionView.topAnchor.constraint(equalTo: root.topAnchor),
        collectionView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      ] + collectionView.sidesPinned(to: root))
    root.layoutIfNeeded()
    textView =
      (controller as? AccessoryComposerController)?.composer.textView ?? UITextView(frame: .zero)
  }
}

/// A view controller whose input accessory view is a chat composer, as MessageKit 3's
/// `MessagesViewController` is: it can become first responder, and UIKit then shows its
/// composer docked at the bottom of the screen (MessageKit's FAQ: the bar "is not in the view
/// hierarchy" of the controller's view; a child controller must call `becomeFirstResponder()`
/// itself).
@MainActor
final class AccessoryComposerController: UIViewController {
  /// The composer, hosted by UIKit in its keyboard window.
  let composer = DockedComposer(frame: .zero)

  override var canBecomeFirstResponder: Bool { true }

  override var inputAccessoryView: UIView? { composer }
}

/// InputBarAccessoryView as a controller's docked input accessory, its height written as Auto
/// Layout's solution.
///
/// The bar resizes with its content (`autoresizingMask = .flexibleHeight`, its height from
/// `intrinsicContentSize`: the text view and the paddings, 6 pt above and below); its content is
/// held `<=` above its own safe area's bottom, so where the keyboard window gives the bar a
/// bottom safe area (docked at the screen's bottom, over the home indicator: the accessory's
/// safe area is the home indicator's there and 0 on top of the keyboard, the answers to the
/// Stack Overflow question "iPhone X how to handle View Controller inputAccessoryView";
/// moderate) the bar grows by it. openradar 34411433:
/// Apple's engineers answer that respecting the accessory's safe area is the app's task, as
/// InputBarAccessoryView does.
@MainActor
final class DockedComposer: UIView, DockableComposer {
  /// The composer's text view.
  let textView = UITextView(frame: .zero)

  /// The bar's content: the paddings and one line of text.
  static let contentHeight = MessageKitChatScreen.padding * 2 + MessageKitChatScreen.textViewHeight

  override init(frame: CGRect) {
    super.init(frame: frame)
    autoresizingMask = [.flexibleHeight]
    textView.isScrollEnabled = false
    addSubview(textView)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The bar's height with `bottomSafeArea` below its content.
  func dockedHeight(bottomSafeArea: CGFloat) -> CGFloat {
    Self.contentHeight + bottomSafeArea
  }

  /// On the keyboard, its safe area is 0: its content alone.
  var raisedHeight: CGFloat { Self.contentHeight }

  override func layoutSubviews() {
    super.layoutSubviews()
    textView.frame = CGRect(
      x: 12, y: MessageKitChatScreen.padding,
      width: max(0, bounds.width - 24 - MessageKitChatScreen.sendButtonWidth),
      height: MessageKitChatScreen.textViewHeight)
  }
}
