import Foundation
import HeadlessUIKit

/// mastodon/mastodon-ios's compose screen (`ComposeViewController` holding
/// `ComposeContentViewController`, at a9e088a9; structure from the source, see
/// `Docs/RealAppScreens.md`; the heights SwiftUI computes are the simulator's).
///
/// The compose controller pins its child, the content controller, to its four edges. The
/// child's view holds a plain `UITableView` pinned to its edges, bouncing vertically, and, over
/// its bottom, the toolbar: the view of a `UIHostingController` (not added as a child) 48 pt
/// tall, its bottom pinned to the view's by a constant the app keeps at the safe area's bottom
/// at rest; the app gives the table 48 pt of bottom inset for it. The table's one row here (a
/// reply adds one above) is the status cell the view model keeps for its life, its content a
/// `UIHostingConfiguration` of SwiftUI: the author (14 pt of padding, a 46 pt avatar), then the
/// text view, a UIKit `UITextView` wrapped for SwiftUI that does not scroll and grows with its
/// text, at least 100 pt tall, 16 pt in from each side. As it grows the app writes the cell's
/// new height between `beginUpdates` and `endUpdates`, without animation.
///
/// Not built: the app's own keyboard code (it moves the toolbar's constant and the table's
/// inset), the emoji picker swapped in through `inputView`, the content warning, poll and media
/// rows, and the auto-complete child. The stand-in's data-source rows are all one height, so the
/// growing row is placed by the screen where UIKit's table would place it, as soon as the text
/// view's content size changes (typed or set from code; on a device the hosting configuration
/// sizes the cell in its next layout pass).
@MainActor
final class MastodonComposeScreen {
  /// The compose table.
  let table: UITableView
  /// The status text view.
  let textView: StatusTextView
  private let cell: UITableViewCell

  /// The author row: 14 pt of padding above a 46 pt avatar.
  static let authorHeight: CGFloat = 14 + 46
  /// The text view's least height (`.frame(minHeight: 100)`).
  static let minimumTextHeight: CGFloat = 100
  /// `ComposeContentView.margin`.
  static let margin: CGFloat = 16
  /// `ComposeContentToolbarView.toolbarHeight`.
  static let toolbarHeight: CGFloat = 48

  /// Builds the screen in `controller`'s view.
  init(in controller: UIViewController) {
    let root: UIView = controller.view
    let content = UIViewController()
    controller.addChild(content)
    let contentView: UIView = content.view
    contentView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(contentView)
    content.didMove(toParent: controller)
    table = UITableView(frame: .zero, style: .plain)
    table.translatesAutoresizingMaskIntoConstraints = false
    table.alwaysBounceVertical = true
    contentView.addSubview(table)
    let toolbar = UIView(frame: .zero)
    toolbar.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(toolbar)
    NSLayoutConstraint.activate(
      [
        contentView.topAnchor.constraint(equalTo: root.topAnchor),
        contentView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        table.topAnchor.constraint(equalTo: contentView.topAnchor),
        table.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        // The app's resting constant: the safe area's bottom.
        toolbar.bottomAnchor.constraint(equalTo: contentView.safeAreaLayoutGuide.bottomAnchor),
        toolbar.heightAnchor.constraint(equalToConstant: Self.toolbarHeight),
      ] + contentView.sidesPinned(to: root) + table.sidesPinned(to: contentView)
        + toolbar.sidesPinned(to: contentView))
    root.layoutIfNeeded()
    table.contentInset.bottom = Self.toolbarHeight

    let width = table.bounds.width
    cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(
      x: 0, y: 0, width: width, height: Self.authorHeight + Self.minimumTextHeight)
    cell.autoresizingMask = .flexibleWidth
    // The hosting configuration's content view fills the cell's content view.
    let hosted = UIView(frame: cell.contentView.bounds)
    hosted.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    cell.contentView.addSubview(hosted)
    textView = StatusTextView(
      frame: CGRect(
        x: Self.margin, y: Self.authorHeight, width: width - 2 * Self.margin,
        height: Self.minimumTextHeight))
    textView.isScrollEnabled = false
    textView.autoresizingMask = .flexibleWidth
    hosted.addSubview(textView)
    table.addSubview(cell)
    table.contentSize = CGSize(width: width, height: cell.frame.height)
    textView.onContentSizeChange = { [weak self] in self?.fitCellToText() }
  }

  /// A text view that does not scroll, telling its screen when its text's size changes (UIKit
  /// invalidates such a text view's intrinsic size then, and SwiftUI lays it out again).
  final class StatusTextView: UITextView {
    var onContentSizeChange: (@MainActor () -> Void)?

    override var contentSize: CGSize {
      didSet {
        if oldValue != contentSize { onContentSizeChange?() }
      }
    }
  }

  /// The text view as tall as its text (at least 100 pt), the cell around it and the table's
  /// content, written without animation as the app does between `beginUpdates` and
  /// `endUpdates`.
  private func fitCellToText() {
    let text = max(Self.minimumTextHeight, textView.contentSize.height)
    guard abs(textView.frame.height - text) > 0.001 else { return }
    UIView.performWithoutAnimation {
      textView.frame.size.height = text
      cell.frame.size.height = Self.authorHeight + text
      table.contentSize.height = cell.frame.height
    }
  }
}
