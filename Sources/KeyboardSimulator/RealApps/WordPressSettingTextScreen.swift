import Foundation
import HeadlessUIKit

/// wordpress-mobile/WordPress-iOS's site settings text editor (`SettingsTextViewController`, at
/// 028eccd9; structure from the source, see `Docs/RealAppScreens.md`; the row's height is the
/// simulator's), the screen the site settings push to edit one value.
///
/// A `UITableViewController` with the inset-grouped style, so UIKit's own keyboard support
/// adjusts its table (the stand-in's `TableViewControllerKeyboardSupport`): one section holding
/// one text field cell that the controller keeps for its life (`cellForRowAtIndexPath:` returns
/// the same cell), the field pinned to the cell's content view; rows are not self-sized. The
/// field becomes first responder in `viewDidAppear` (the stand-in's appearance calls). The app
/// has no keyboard code of its own on this screen. The optional action section and the hint
/// under the field are not built.
@MainActor
final class WordPressSettingTextScreen: NSObject, UITableViewDataSource {
  /// The text field cell's height.
  static let rowHeight: CGFloat = 44

  /// The settings table, the controller's view.
  let table: UITableView
  /// The value's text field.
  let field = UITextField(frame: .zero)
  private let cell = FieldCell(style: .default, reuseIdentifier: nil)

  /// Builds the editor in `controller`, an inset-grouped table controller.
  init(in controller: UIViewController) {
    table = (controller as? UITableViewController)?.tableView ?? UITableView(frame: .zero)
    super.init()
    (controller as? Controller)?.field = field
    cell.field = field
    cell.contentView.addSubview(field)
    table.rowHeight = Self.rowHeight
    table.dataSource = self
    table.superview?.layoutIfNeeded()
    table.reloadData()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cell
  }

  /// The editor's controller: an inset-grouped table controller that makes the field first
  /// responder once its view has appeared (`viewDidAppear`, as the app's does).
  final class Controller: UITableViewController {
    weak var field: UITextField?

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      field?.becomeFirstResponder()
    }
  }

  /// The controller's one cell: the field fills its content view.
  final class FieldCell: UITableViewCell {
    weak var field: UITextField?

    override func layoutSubviews() {
      super.layoutSubviews()
      field?.frame = CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height)
    }
  }
}
