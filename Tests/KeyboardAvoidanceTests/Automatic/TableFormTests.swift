import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// A settings form built as apps build it: a table view in a plain screen (not a
/// `UITableViewController`, which avoids the keyboard itself), whose data source makes a cell per
/// row as the table scrolls to it, one field per cell.
///
/// Return and the toolbar must walk the rows, not the cells that happen to exist: the next row
/// is right below the last visible one even before its cell exists, and a reused cell's field
/// shows another row after a scroll.
///
/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34), a 336 pt docked keyboard.
@MainActor
@Suite("Automatic mode: a table form whose cells are made as it scrolls", .serialized)
struct TableFormTests {
  /// How the data source makes its cells.
  enum Cells: String, CaseIterable, CustomTestStringConvertible {
    /// `dequeueReusableCell(withIdentifier:for:)`: a cell shows row after row.
    case reused = "reused cells"
    /// A cell made once per row, the first time the table asks for it.
    case onePerRow = "one cell per row"
    var testDescription: String { rawValue }
  }

  /// A cell holding one field, 44 pt tall in a 64 pt row.
  final class FieldCell: UITableViewCell {
    let field = UITextField(frame: CGRect(x: 16, y: 10, width: 361, height: 44))
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(field)
    }
    required init?(coder: NSCoder) { nil }
  }

  /// How much of the screen the table takes.
  enum Height: String, CaseIterable, CustomTestStringConvertible {
    /// The whole screen: rows under the keyboard have cells too.
    case fullScreen = "a table filling the screen"
    /// 300 pt under the navigation area, above the screen's other content: the row after the
    /// last one shown has no cell.
    case short = "a 300 pt table"
    var testDescription: String { rawValue }
  }

  /// Twenty rows; each row's text kept by the screen, as a form's model is.
  final class Settings: FramedViewController, UITableViewDataSource {
    let table = UITableView(frame: .zero, style: .plain)
    let cells: Cells
    let height: Height
    private var made: [Int: FieldCell] = [:]

    init(frame: CGRect, cells: Cells, height: Height = .fullScreen) {
      self.cells = cells
      self.height = height
      super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      switch height {
      case .fullScreen:
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      case .short:
        table.frame = CGRect(x: 0, y: 103, width: view.bounds.width, height: 300)
      }
      table.rowHeight = 64
      table.register(FieldCell.self, forCellReuseIdentifier: "field")
      table.dataSource = self
      view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      switch cells {
      case .reused:
        return tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
      case .onePerRow:
        if let cell = made[indexPath.row] { return cell }
        let cell = FieldCell(style: .default, reuseIdentifier: nil)
        made[indexPath.row] = cell
        return cell
      }
    }

    /// The row whose cell holds the first responder.
    var focusedRow: Int? {
      table.visibleCells.compactMap { $0 as? FieldCell }.first { $0.field.isFirstResponder }
        .flatMap { table.indexPath(for: $0)?.row }
    }

    /// The field of `row`, scrolled into view if its cell does not exist.
    func field(ofRow row: Int) -> UITextField? {
      let indexPath = IndexPath(row: row, section: 0)
      if table.cellForRow(at: indexPath) == nil {
        table.scrollToRow(at: indexPath, at: .none, animated: false)
      }
      return (table.cellForRow(at: indexPath) as? FieldCell)?.field
    }
  }

  /// Starts the automatic mode with its toolbar, shows the settings screen, and edits row 0
  /// with the keyboard up.
  func editFirstRow(_ cells: Cells, _ height: Height, returnKeyMovesToNextField: Bool) throws
    -> (Stage, Settings)
  {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(
      showsToolbar: true, returnKeyMovesToNextField: returnKeyMovesToNextField,
      center: stage.center)
    let screen = Settings(frame: stage.window.bounds, cells: cells, height: height)
    stage.present(screen)
    stage.window.layoutIfNeeded()
    let first = try #require(screen.field(ofRow: 0))
    first.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    return (stage, screen)
  }

  @Test(
    "Return walks every row as the table makes its cells; Next and the key's title agree",
    arguments: Cells.allCases, Height.allCases)
  func returnWalksTheRows(_ cells: Cells, _ height: Height) throws {
    let (stage, screen) = try editFirstRow(cells, height, returnKeyMovesToNextField: true)
    defer { AutomaticKeyboardAvoidance.stop() }
    var visited = [0]
    for row in 0..<19 {
      let edited = screen.table.visibleCells.compactMap { $0 as? FieldCell }.map { $0.field }
        .first { $0.isFirstResponder }
      let field = try #require(edited, "row \(row): nothing is edited")
      #expect(field.returnKeyType == .next, "row \(row) reads \(field.returnKeyType)")
      let toolbar = try #require(
        screen.table.layoutGuides.lazy.compactMap { $0 as? LifetimeAttachment }
          .compactMap { $0.owner as? KeyboardToolbar }.first)
      #expect(field.inputAccessoryView === toolbar.toolbar, "row \(row) has no bar")
      #expect(toolbar.nextItem.isEnabled, "row \(row): the toolbar's Next is disabled")
      field._simulateReturnKey()
      stage.run(for: 0.3)
      guard let focused = screen.focusedRow else {
        Issue.record("Return on row \(row) ended editing")
        break
      }
      visited.append(focused)
    }
    #expect(visited == Array(0..<20), "rows visited: \(visited)")
    let last = try #require(screen.field(ofRow: 19))
    #expect(last.isFirstResponder)
    #expect(last.returnKeyType == .done)
    last._simulateReturnKey()
    #expect(!last.isFirstResponder, "Done on the last row ends editing")
  }

  @Test(
    "The toolbar's Next and Previous walk the rows too", arguments: Cells.allCases,
    Height.allCases)
  func toolbarWalksTheRows(_ cells: Cells, _ height: Height) throws {
    let (stage, screen) = try editFirstRow(cells, height, returnKeyMovesToNextField: false)
    defer { AutomaticKeyboardAvoidance.stop() }
    for row in 1..<20 {
      #expect(AutomaticKeyboardAvoidance.moveToNextInput(), "no move from row \(row - 1)")
      stage.run(for: 0.3)
      #expect(screen.focusedRow == row)
    }
    #expect(!AutomaticKeyboardAvoidance.canMoveToNextInput)
    for row in (0..<19).reversed() {
      #expect(AutomaticKeyboardAvoidance.moveToPreviousInput(), "no move back to row \(row)")
      stage.run(for: 0.3)
      #expect(screen.focusedRow == row)
    }
  }
}
