import Foundation

/// A view controller whose view is a table view.
///
/// Models UIKit's `UITableViewController` (H15 UITableViewController.h:20-27): its root view is
/// the table view, created with the style given at initialization. UIKit's controller also
/// adjusts its table for the keyboard by itself (the behaviour KeyboardAvoidance stands down
/// for): the stand-in does as UIKit does, from its view's loading on
/// (`TableViewControllerKeyboardSupport`; UIKit starts at `viewWillAppear`, which the stand-in
/// does not send, and acts only while the view is in a window either way).
@MainActor
open class UITableViewController: UIViewController {
  private let style: UITableView.Style
  private var keyboardSupport: TableViewControllerKeyboardSupport?

  /// Creates a controller whose table view has `style`.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table view.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller from an archive; the stand-in cannot decode (plain style).
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// Makes the table view the root view.
  open override func loadView() {
    view = UITableView(frame: .zero, style: style)
    keyboardSupport = TableViewControllerKeyboardSupport(controller: self)
  }

  /// The table view, which is the root view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }
}
