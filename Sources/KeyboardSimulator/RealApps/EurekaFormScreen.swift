import Foundation
import HeadlessUIKit

/// A form made with xmartlabs/Eureka's `FormViewController` (028ef8e3: `Source/Core/Core.swift`,
/// `Source/Core/Cell.swift`, `Source/Rows/Common/FieldRow.swift`,
/// `Source/Core/NavigationAccessoryView.swift`; structure from the source, see
/// `Docs/RealAppScreens.md`; the rows are the simulator's).
///
/// The controller is a plain `UIViewController`: in `viewDidLoad` it makes a grouped
/// `UITableView` from the view's bounds, filling it by autoresizing (flexible width and height),
/// and is the table's data source. Each row keeps one cell for its whole life, made once and
/// handed back whenever the table asks for the row (never dequeued), with its text field in the
/// cell's content view. The previous / next / Done bar (one 44 pt `UIToolbar`-like view for the
/// whole form) is the *cell's* `inputAccessoryView`, not the field's: UIKit finds it up the
/// field's responder chain. Eureka's rows size themselves (`automaticDimension`, estimated at
/// 44 pt); a one-line field row settles at that height, which the stand-in's single row height
/// stands for. Grouped sections' headers are not drawn (the stand-in's table has none).
@MainActor
final class EurekaFormScreen: NSObject, UITableViewDataSource {
  /// The sections' rows, each a text field row (`RealAppScreen.inputCount` counts them).
  static let sections = [
    ["Name", "Email", "Phone", "Company", "Job title"],
    ["Street", "City", "Postcode"],
  ]
  /// Every row's height: Eureka's estimate, where a one-line field row settles.
  static let rowHeight: CGFloat = 44
  /// The navigation bar's height (`NavigationAccessoryView`).
  static let accessoryHeight: CGFloat = 44

  /// The form's table.
  let table: UITableView
  /// The rows' cells, section by section, each kept for the form's life.
  private let cells: [[FieldCell]]

  /// Builds the form in `controller`'s view, as `FormViewController.viewDidLoad` does.
  init(in controller: UIViewController) {
    let root: UIView = controller.view
    let bar = UIToolbar(
      frame: CGRect(x: 0, y: 0, width: root.bounds.width, height: Self.accessoryHeight))
    bar.autoresizingMask = .flexibleWidth
    bar.items = [
      UIBarButtonItem(title: "Previous"), UIBarButtonItem(title: "Next"),
      UIBarButtonItem(systemItem: .done),
    ]
    cells = Self.sections.map { rows in rows.map { _ in FieldCell(navigationBar: bar) } }
    table = UITableView(frame: root.bounds, style: .grouped)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    super.init()
    root.addSubview(table)
    table.rowHeight = Self.rowHeight
    table.dataSource = self
    root.layoutIfNeeded()
  }

  /// The rows' text fields, in the order of the form.
  var fields: [UITextField] { cells.flatMap { $0.map(\.field) } }

  func numberOfSections(in tableView: UITableView) -> Int { cells.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    cells[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cells[indexPath.section][indexPath.row]
  }

  /// A field row's cell (`_FieldCell`): the text field fills the content view's trailing part,
  /// and the cell, not the field, answers for the input accessory.
  final class FieldCell: UITableViewCell {
    let field = UITextField(frame: .zero)
    /// The form's one bar, shared by every row.
    private let navigationBar: UIView?

    init(navigationBar: UIView) {
      self.navigationBar = navigationBar
      super.init(style: .default, reuseIdentifier: nil)
      contentView.addSubview(field)
    }

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      navigationBar = nil
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(field)
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// The form's bar, as `Cell.inputAccessoryView` asks its form controller for it.
    override var inputAccessoryView: UIView? { navigationBar }

    override func layoutSubviews() {
      super.layoutSubviews()
      // The title takes the leading third, the field the rest (the row's own layout, one line).
      let leading = (bounds.width / 3).rounded()
      field.frame = CGRect(
        x: leading, y: 0, width: max(0, bounds.width - leading - 16), height: bounds.height)
    }
  }
}
