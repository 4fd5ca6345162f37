import Foundation
import HeadlessUIKit
import KeyboardAvoidanceRecipes
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// A table lays its cells out for its model bounds: an offset animated by Core Animation blanks
/// the rows that end off screen for the whole animation (see the stand-in's `UITableView`).
///
/// The README's table recipe, with its rows in real cells; every frame is measured for table
/// area above the keyboard that shows no row.
@MainActor
@Suite("Lists recycle cells for the end of an animation", .serialized)
struct ListRecyclingTests {
  @MainActor
  struct TableForm {
    let stage: Stage
    let screen: ProfileFormViewController
    let fields: [UITextField]
    var table: UITableView { screen.tableView }
  }

  /// The recipe's screen on an iPhone 15 Pro-sized window: 20 rows of 64 pt, one field each.
  static func tableForm(rows: Int = 20) -> TableForm {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), onDefaultCenter: true)
    let screen = ProfileFormViewController()
    screen.view.frame = stage.window.bounds
    stage.present(screen)
    var fields: [UITextField] = []
    for row in 0..<rows {
      let cell = UITableViewCell(style: .default, reuseIdentifier: "field")
      cell.frame = CGRect(x: 0, y: CGFloat(row) * 64, width: 393, height: 64)
      let field = UITextField(frame: CGRect(x: 16, y: 10, width: 361, height: 44))
      cell.contentView.addSubview(field)
      screen.tableView.addSubview(cell)
      fields.append(field)
    }
    screen.tableView.contentSize = CGSize(width: 393, height: CGFloat(rows) * 64)
    stage.watchFocus(among: fields)
    return TableForm(stage: stage, screen: screen, fields: fields)
  }

  /// Records, every frame, the most table area above the keyboard that shows no row.
  @MainActor
  final class BlankMeter {
    private(set) var worst: CGFloat = 0
    private(set) var framesWithBlank = 0

    func measure(_ table: UITableView, keyboardTop: CGFloat) {
      let blank = table._blankRowHeight(aboveScreenY: keyboardTop)
      worst = max(worst, blank)
      if blank > 0.5 { framesWithBlank += 1 }
    }
  }

  static func meter(on form: TableForm) -> BlankMeter {
    let meter = BlankMeter()
    let stage = form.stage
    let table = form.table
    // Weak: the stage holds this closure.
    stage.onSample = { [weak stage, weak table] in
      guard let stage, let table else { return }
      meter.measure(table, keyboardTop: stage.keyboardNow.minY)
    }
    return meter
  }

  @Test("The stand-in's table hides the cells its model bounds leave")
  func cellsFollowModelBounds() {
    let form = Self.tableForm()
    // A table bounces vertically, so even before its rows are added it rests at its adjusted
    // top: rows 0-12 meet the bounds from -59 to 793.
    #expect(form.table.contentOffset.y == -59)
    #expect(form.table.visibleCells.count == 13, "852 pt of 64 pt rows from offset -59")
    form.table.contentOffset.y = 500
    #expect(form.table.visibleCells.first?.frame.minY == 448)
    #expect(form.table._blankRowHeight(aboveScreenY: 852) == 0)
  }

  @Test("An offset animated by Core Animation blanks the rows leaving the table (the model)")
  func coreAnimationOffsetBlanks() {
    let form = Self.tableForm()
    UIView.animate(withDuration: 0.25) { form.table.contentOffset.y = 300 }
    // Rows 0-3 (content y 0-256) lie wholly above the new model bounds: gone, though drawn.
    #expect(form.table._blankRowHeight(aboveScreenY: 852) == 256)
    form.stage.run(for: 0.3)
    #expect(form.table._blankRowHeight(aboveScreenY: 852) == 0)
  }

  @Test("Revealing a low row of the table recipe leaves no row blank, and the row clear")
  func revealLeavesNoBlankRow() {
    let form = Self.tableForm()
    let meter = Self.meter(on: form)
    form.fields[12].becomeFirstResponder()
    form.stage.run(for: 0.4)  // UIKit's own scroll to the new first responder
    form.stage.clearSamples()
    form.stage.showKeyboard(height: 336)
    #expect(form.table.contentOffset.y > 0, "the row was revealed")
    #expect(meter.framesWithBlank == 0, "worst blank \(meter.worst) pt")
    #expect(form.stage.occludedSamples.isEmpty, "in step: \(form.stage.occlusionSummary)")
    let settled = form.stage.samples.last.map {
      form.stage.keyboardNow.minY - $0.watchedRectInScreen.maxY
    }
    #expect(settled.map { $0 >= 7.5 } == true, "margin kept: \(String(describing: settled))")
    form.stage.hideKeyboard()
    #expect(meter.framesWithBlank == 0, "on hide, worst blank \(meter.worst) pt")
    #expect(form.table.contentInset.bottom == 0)
  }

  /// A guard rather than a reproduction: it passed before lists moved frame by frame too, since
  /// UIKit's own scroll to each new first responder does most of the moving there.
  @Test("Next from row to row in the table leaves no row blank")
  func nextLeavesNoBlankRow() {
    let form = Self.tableForm()
    let meter = Self.meter(on: form)
    form.fields[6].becomeFirstResponder()
    form.stage.showKeyboard(height: 336)
    for row in 7...11 {
      form.fields[row].becomeFirstResponder()
      form.stage.run(for: 0.5)
    }
    #expect(meter.framesWithBlank == 0, "worst blank \(meter.worst) pt")
    form.stage.hideKeyboard()
    #expect(form.table.contentInset.bottom == 0)
  }
}
