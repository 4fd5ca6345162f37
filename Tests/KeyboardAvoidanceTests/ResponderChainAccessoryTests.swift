import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// An accessory view supplied by a responder above the input, as form libraries supply theirs.
///
/// xmartlabs/Eureka (028ef8e3) never sets its text fields' `inputAccessoryView`: the row's cell
/// overrides `inputAccessoryView` (`Source/Core/Cell.swift`), and UIKit shows that bar for the
/// field inside it (Eureka issue 1641's screenshots: the bar is there for its own text rows,
/// missing for a custom cell that lacks the override). A toolbar of the library's set on the
/// field itself would take that bar's place, so the library treats it as the app's own.
@MainActor
@Suite("An accessory from the responder chain is the app's", .serialized)
struct ResponderChainAccessoryTests {
  /// A form library's cell: its own accessory, for the field inside it.
  final class FormCell: UITableViewCell {
    let field = UITextField(frame: CGRect(x: 16, y: 0, width: 300, height: 44))
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(field)
    }

    required init?(coder: NSCoder) { return nil }

    override var inputAccessoryView: UIView? { bar }
  }

  @Test("KeyboardToolbar adds no bar to a field whose cell supplies one")
  @available(iOS 14, *)
  func toolbarKeepsTheCellsAccessory() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let cell = FormCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 100, width: 393, height: 44)
    let plain = UITextField(frame: CGRect(x: 16, y: 200, width: 300, height: 44))
    stage.window.addSubview(cell)
    stage.window.addSubview(plain)
    var warnings: [String] = []
    KeyboardAvoidanceWarnings.handler = { warnings.append($0) }
    defer { KeyboardAvoidanceWarnings.handler = nil }
    let toolbar = KeyboardToolbar(inputs: [cell.field, plain], center: stage.center)
    #expect(cell.field.inputAccessoryView == nil, "the cell's bar stays the one UIKit shows")
    #expect(plain.inputAccessoryView === toolbar.toolbar)
    #expect(warnings.count == 1)
  }

  @Test("The automatic mode's toolbar leaves a field whose cell supplies a bar alone")
  func automaticToolbarKeepsTheCellsAccessory() throws {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    AutomaticKeyboardAvoidance.start(showsToolbar: true, center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let controller = UIViewController()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .grouped)
    controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    controller.view.addSubview(table)
    let cells = (0..<3).map { _ in FormCell(style: .default, reuseIdentifier: nil) }
    for (row, cell) in cells.enumerated() {
      cell.frame = CGRect(x: 0, y: 100 + CGFloat(row) * 44, width: 393, height: 44)
      table.addSubview(cell)
    }
    // A field of the form's own, in no such cell: the control, which gets the toolbar.
    let plain = UITextField(frame: CGRect(x: 16, y: 300, width: 300, height: 44))
    table.addSubview(plain)
    stage.present(controller)
    cells[1].field.becomeFirstResponder()
    stage.run(for: 0.1)
    for cell in cells {
      #expect(cell.field.inputAccessoryView == nil, "the cell's bar stays the one UIKit shows")
    }
    plain.becomeFirstResponder()
    stage.run(for: 0.1)
    #expect(plain.inputAccessoryView is UIToolbar, "the automatic toolbar is installed at all")
  }
}
