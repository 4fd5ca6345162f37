import KeyboardAvoidance
import KeyboardDeviceLab
import UIKit

/// `kbsim`'s table form (`form` with `table` and `cellHeights`): a table view filling the screen,
/// 20 rows of 64 pt with a field centred in each, whose cells are recycled as it scrolls.
///
/// A field is numbered by the row its cell shows now, so a recording names the row, not the
/// cell that happened to hold it.
final class TableFormScreen: LabScreenController, UITableViewDataSource {
  private static let rowHeight: CGFloat = 64
  private let tableView = UITableView(frame: .zero, style: .plain)
  /// Each row's text: a recycled cell shows its new row's.
  private var texts = Array(repeating: "", count: 20)

  init() {
    super.init(
      layout: LabLayout(
        kind: "form", cellHeights: Array(repeating: Double(Self.rowHeight), count: 20),
        table: true))
    title = "Table form"
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override var labScrollView: UIScrollView? { tableView }

  override var labNumberedInputs: [Int: UIView] {
    var inputs: [Int: UIView] = [:]
    for case let cell as FieldCell in tableView.visibleCells {
      if let row = tableView.indexPath(for: cell)?.row { inputs[row] = cell.field }
    }
    return inputs
  }

  /// The row `kbsim`'s matrix focuses on a form, if its cell is on screen.
  override var autopilotInput: UIView? { labNumberedInputs[LabFields.matrixFocusIndex(in: view)] }

  override func viewDidLoad() {
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.rowHeight = Self.rowHeight
    // No separator: it would take a pixel from each cell's content view, moving the field off
    // `kbsim`'s place for it.
    tableView.separatorStyle = .none
    tableView.dataSource = self
    tableView.register(FieldCell.self, forCellReuseIdentifier: FieldCell.reuseIdentifier)
    view.addSubview(tableView)
    super.viewDidLoad()
  }

  override func attachAvoiders() -> [@MainActor () -> Void] {
    let avoider = ScrollViewKeyboardAvoider(scrollView: tableView)
    return [{ avoider.stop() }]
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    texts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let reused = tableView.dequeueReusableCell(
      withIdentifier: FieldCell.reuseIdentifier, for: indexPath)
    guard let cell = reused as? FieldCell else { return reused }
    let row = indexPath.row
    cell.field.text = texts[row]
    cell.field.placeholder = "Row \(row + 1)"
    cell.field.accessibilityIdentifier = "field \(row)"
    cell.textDidChange = { [weak self] text in self?.texts[row] = text }
    return cell
  }
}

/// A table cell holding one rounded field, 44 pt tall, 16 pt from each side, centred.
private final class FieldCell: UITableViewCell {
  static let reuseIdentifier = "field"
  let field = UITextField()
  /// Called with the field's text as the user edits it.
  var textDidChange: (@MainActor (String) -> Void)?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    field.borderStyle = .roundedRect
    contentView.addSubview(field)
    field.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.textDidChange?(self.field.text ?? "")
      }, for: .editingChanged)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func layoutSubviews() {
    super.layoutSubviews()
    let bounds = contentView.bounds
    field.frame = LabGeometry.cellInput(
      width: Double(bounds.width), height: Double(bounds.height))
  }
}
