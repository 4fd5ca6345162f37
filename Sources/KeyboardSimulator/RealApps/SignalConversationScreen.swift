import Foundation
import HeadlessUIKit

/// signalapp/Signal-iOS's conversation (`ConversationViewController`; structure from the source,
/// see `Docs/RealAppScreens.md`; the message rows' and the composer's sizes are the simulator's).
///
/// The controller's view holds a collection view of messages pinned to its four edges
/// (interactive dismissal) whose data source makes the message cells as it scrolls (the app's
/// own layout is a flow of full-width rows here), and a bottom bar container pinned to its
/// bottom and sides. The input
/// toolbar fills the container; its content layout guide, to which the composer's text view is
/// pinned, has its bottom pinned to the view's keyboard layout guide
/// (`ConversationViewController+BottomBar.swift`, `updateBottomBar`), so UIKit grows the bar as
/// the keyboard rises and the composer rides on it. Auto Layout sizes the toolbar from that guide
/// (its top a margin below the toolbar's); the stand-in solves one view at a time, so the
/// container's top is written as the solution: the content's height above the keyboard layout
/// guide. That makes the container a view pinned to the keyboard layout guide itself, so the
/// automatic mode finds it on the way up before the composer's guide; its search through the
/// guide alone is `ChatUnderAutomaticModeTests.barFollowsThroughItsLayoutGuide`. The app's own
/// keyboard code (the list's bottom inset following the bar) is left out, as a team adopting a
/// keyboard library would.
@MainActor
struct SignalConversationScreen {
  /// The message list.
  let collectionView: UICollectionView
  /// The list's data source, which the collection view holds weakly.
  let messages = MessageRows(
    count: SignalConversationScreen.messageCount, rowHeight: SignalConversationScreen.messageHeight)
  /// The composer's text view.
  let composer: UITextView
  /// The bottom bar container, pinned to the view's bottom.
  let bottomBarContainer: UIView

  /// The composer's height (one line with its padding).
  static let composerHeight: CGFloat = 40
  /// From the toolbar's top to its content layout guide's (iOS 26: 8 pt above the glass panel,
  /// 12 pt inside it, `ConversationBottomPanelView`).
  static let contentTopMargin: CGFloat = 20
  /// The number of message rows and the height of each.
  static let messageCount = 50
  static let messageHeight: CGFloat = 60

  /// Builds the screen in `root`, a controller's view that fills its window.
  init(in root: UIView) {
    collectionView = messages.makeList(filling: root)
    bottomBarContainer = UIView(frame: .zero)
    let toolbar = UIView(frame: .zero)
    let contentLayoutGuide = UILayoutGuide()
    composer = UITextView(frame: .zero)

    for view in [collectionView, bottomBarContainer] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    toolbar.translatesAutoresizingMaskIntoConstraints = false
    bottomBarContainer.addSubview(toolbar)
    toolbar.addLayoutGuide(contentLayoutGuide)
    composer.translatesAutoresizingMaskIntoConstraints = false
    toolbar.addSubview(composer)
    let keyboardGuide = root.keyboardLayoutGuide
    NSLayoutConstraint.activate(
      [
        collectionView.topAnchor.constraint(equalTo: root.topAnchor),
        collectionView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        bottomBarContainer.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        // The stand-in's form of the toolbar's size (see the type's note).
        bottomBarContainer.topAnchor.constraint(
          equalTo: keyboardGuide.topAnchor,
          constant: -(Self.contentTopMargin + Self.composerHeight)),
        toolbar.topAnchor.constraint(equalTo: bottomBarContainer.topAnchor),
        toolbar.bottomAnchor.constraint(equalTo: bottomBarContainer.bottomAnchor),
        contentLayoutGuide.topAnchor.constraint(
          equalTo: toolbar.topAnchor, constant: Self.contentTopMargin),
        // Signal's pin: the composer's content ends where the keyboard begins.
        contentLayoutGuide.bottomAnchor.constraint(equalTo: keyboardGuide.topAnchor),
        composer.topAnchor.constraint(equalTo: contentLayoutGuide.topAnchor),
        composer.bottomAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor),
        // The stand-in's guides have no horizontal anchors: the toolbar's 16 pt margins.
        composer.leadingAnchor.constraint(equalTo: toolbar.leadingAnchor, constant: 16),
        composer.trailingAnchor.constraint(equalTo: toolbar.trailingAnchor, constant: -16),
      ] + collectionView.sidesPinned(to: root) + bottomBarContainer.sidesPinned(to: root)
        + toolbar.sidesPinned(to: bottomBarContainer))
    root.layoutIfNeeded()
  }
}
