import Foundation
import HeadlessUIKit

/// kickstarter/ios-oss's project comments (`CommentsViewController` at ba910f88 and
/// `CommentComposerView`; structure from the source, see `Docs/RealAppScreens.md`; the rows'
/// count and height are the simulator's).
///
/// A `UITableViewController` in a navigation controller, so UIKit's own keyboard support adjusts
/// its table (the stand-in's `TableViewControllerKeyboardSupport`), that can become first
/// responder and returns its comment composer as `inputAccessoryView`: UIKit docks the composer
/// at the bottom of the screen and carries it on the keyboard. The controller makes the composer
/// with an 80-point frame; the composer is resizable in height with an intrinsic size of zero, a
/// stack view (avatar, text view, post button) pinned to its edges inside 24-point margins. The
/// stand-in keeps the 80-point frame: the height the stack would give it on a device is not
/// solved. The table makes its comment cells as it scrolls and dismisses the
/// keyboard interactively. The app has no keyboard code of its own on this screen.
@MainActor
final class KickstarterCommentsScreen: NSObject, UITableViewDataSource {
  /// How many comments the table shows, and each one's height.
  static let commentCount = 30
  static let commentHeight: CGFloat = 100

  /// The comments' table, the controller's view.
  let table: UITableView
  /// The composer's text view.
  let textView: UITextView

  /// Builds the comments in `controller`, a ``CommentsController``'s table.
  init(in controller: UIViewController) {
    table = (controller as? UITableViewController)?.tableView ?? UITableView(frame: .zero)
    textView = (controller as? CommentsController)?.composer.textView ?? UITextView(frame: .zero)
    super.init()
    table.rowHeight = Self.commentHeight
    table.keyboardDismissMode = .interactive
    table.register(UITableViewCell.self, forCellReuseIdentifier: "comment")
    table.dataSource = self
    table.superview?.layoutIfNeeded()
    table.reloadData()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.commentCount
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "comment", for: indexPath)
  }

  /// The comments controller: a table controller whose composer is its input accessory view.
  @MainActor
  final class CommentsController: UITableViewController {
    let composer = CommentComposer(frame: CGRect(x: 0, y: 0, width: 390, height: 80))

    override var canBecomeFirstResponder: Bool { true }

    override var inputAccessoryView: UIView? { composer }
  }

  /// The comment composer, kept at the 80-point frame the controller makes it with wherever
  /// UIKit shows it: the stand-in's choice (on a device its stack's constraints size it), its
  /// text view inside its margins.
  @MainActor
  final class CommentComposer: UIView, DockableComposer {
    let textView = UITextView(frame: .zero)

    override init(frame: CGRect) {
      super.init(frame: frame)
      autoresizingMask = [.flexibleHeight]
      addSubview(textView)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    func dockedHeight(bottomSafeArea: CGFloat) -> CGFloat { 80 }

    var raisedHeight: CGFloat { 80 }

    override func layoutSubviews() {
      super.layoutSubviews()
      textView.frame = CGRect(x: 16, y: 12, width: max(0, bounds.width - 96), height: 44)
    }
  }
}
