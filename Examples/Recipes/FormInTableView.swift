import Foundation
import KeyboardAvoidance

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Recipe: a form in a table view.
///
/// Host the table in a plain `UIViewController` and attach one avoider: the focused cell's field
/// scrolls clear of the keyboard, and the table's own insets come back when it hides. (A
/// `UITableViewController` adjusts its table itself; avoiders stand down there.)
@MainActor
public final class ProfileFormViewController: UIViewController {
  /// The form's table; cells hold the text fields.
  public let tableView = UITableView(frame: .zero, style: .insetGrouped)

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    // The container sizes this screen after viewDidLoad (a tab, a sheet, a Split View column).
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)
    ScrollViewKeyboardAvoider(scrollView: tableView)
  }
}
