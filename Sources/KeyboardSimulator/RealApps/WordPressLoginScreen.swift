import Foundation
import HeadlessUIKit

/// wordpress-mobile/WordPress-iOS's self-hosted site login (`SiteCredentialsViewController` of
/// its authenticator), as its storyboard and controller build it (structure from the source,
/// see `Docs/RealAppScreens.md`; row and button heights are the simulator's).
///
/// The controller's view holds a containing view pinned by constraints to the safe area's top
/// and bottom (the bottom one is the constraint the app's own keyboard code moves). In it, a
/// plain `UITableView` runs from the container's top down to a button view, whose bottom sits
/// 8 points above the container's. The table's data source dequeues and reuses one field cell
/// class: an instructions row, the username and the password.
@MainActor
final class WordPressLoginScreen: NSObject, UITableViewDataSource {
  /// The rows: instructions (no input), username, password.
  static let rows = ["instructions", "username", "password"]
  /// Every row's height.
  static let rowHeight: CGFloat = 64
  /// The button view's height (a 44 pt button with its padding).
  static let buttonViewHeight: CGFloat = 76

  /// The containing view.
  let container: UIView
  /// The table of field cells.
  let table: UITableView
  /// The button view below the table.
  let buttonView: UIView
  /// The container's bottom constraint to the safe area.
  let bottomConstraint: NSLayoutConstraint

  /// Builds the screen in `root`, a controller's view that fills its window or container.
  init(in root: UIView) {
    container = UIView(frame: root.bounds)
    table = UITableView(frame: .zero, style: .plain)
    buttonView = UIView(frame: .zero)
    bottomConstraint = container.bottomAnchor.constraint(
      equalTo: root.safeAreaLayoutGuide.bottomAnchor)
    super.init()
    root.addSubview(container)
    // The button view first: the stand-in resolves constraints one subview after another, and
    // the table's bottom is the button view's top.
    container.addSubview(buttonView)
    container.addSubview(table)
    for view in [container, table, buttonView] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    NSLayoutConstraint.activate(
      [
        container.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        bottomConstraint,
        table.topAnchor.constraint(equalTo: container.topAnchor),
        table.bottomAnchor.constraint(equalTo: buttonView.topAnchor),
        buttonView.heightAnchor.constraint(equalToConstant: Self.buttonViewHeight),
        buttonView.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8),
      ] + container.sidesPinned(to: root) + table.sidesPinned(to: container)
        + buttonView.sidesPinned(to: container))
    table.rowHeight = Self.rowHeight
    table.register(FieldCell.self, forCellReuseIdentifier: FieldCell.identifier)
    table.dataSource = self
    root.layoutIfNeeded()
    // The rows load once the table has its size, as the app's `viewDidLoad` reloads them.
    table.reloadData()
  }

  /// The username and password fields, in the cells the table made for their rows.
  var fields: [UITextField] {
    (1..<Self.rows.count).compactMap { row in
      (table.cellForRow(at: IndexPath(row: row, section: 0)) as? FieldCell)?.field
    }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: FieldCell.identifier, for: indexPath)
    // The instructions row shows text only: its cell's field is hidden, as the app configures a
    // reused cell for the row it shows.
    (cell as? FieldCell)?.field.isHidden = indexPath.row == 0
    return cell
  }

  /// The authenticator's text field cell: one field filling the content view, reused.
  final class FieldCell: UITableViewCell {
    static let identifier = "TextFieldTableViewCell"
    let field = UITextField(frame: .zero)

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      field.frame = CGRect(x: 16, y: 10, width: 100, height: 44)
      contentView.addSubview(field)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      field.frame = CGRect(x: 16, y: 10, width: max(0, bounds.width - 32), height: 44)
    }
  }
}
