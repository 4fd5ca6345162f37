import Foundation

/// A view controller whose view is a table view.
///
/// Models UIKit's `UITableViewController` (H15 UITableViewController.h:20-27): its root view is
/// the table view, created with the style given at initialization. UIKit's controller also
/// adjusts its table for the keyboard by itself (the behaviour KeyboardAvoidance stands down
/// for); the stand-in does not model that adjustment, tests that need it model it themselves.
@MainActor
open class UITableViewController: UIViewController {
  private let style: UITableView.Style

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
  }

  /// The table view, which is the root view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }
}
