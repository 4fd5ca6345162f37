import Foundation
import HeadlessUIKit

/// duckduckgo/iOS's autofill login editor (`AutofillLoginDetailsViewController` hosting
/// `AutofillLoginDetailsView`, read at 009c522b; structure from the source, see
/// `Docs/RealAppScreens.md`; the heights SwiftUI computes are the simulator's).
///
/// A plain controller, pushed in the navigation controller the app presents as a page sheet,
/// installs a `UIHostingController` as its child: the hosted view fills the controller's view
/// by autoresizing (the app's `installChildViewController`). The hosted content is a SwiftUI
/// `List` in the inset-grouped style, which SwiftUI makes with a collection view (iOS 16 and
/// later); in edit mode its sections hold the title, the username and password, the address,
/// the notes (a `TextEditor`) and a delete button. Each text row is a label above a
/// `TextField` at least 60 points tall (the view's `minRowHeight`); the notes row a label above
/// the editor. The app has no keyboard code of its own here: SwiftUI's keyboard region avoids.
///
/// The rows are laid out once and all exist (SwiftUI makes a long list's rows as it scrolls:
/// this one is five inputs); the password's secure entry and the row's clear button are not
/// built.
@MainActor
struct DuckDuckGoAutofillLoginScreen {
  /// The list's collection view.
  let list: UICollectionView
  /// The title, username, password and address fields, then the notes' text view.
  let inputs: [UIView]

  /// A text row's height: the view's `Constants.minRowHeight`.
  static let rowHeight: CGFloat = 60
  /// The notes row's height (the editor's is SwiftUI's to choose: the simulator's).
  static let notesRowHeight: CGFloat = 96
  /// The delete button's row.
  static let buttonRowHeight: CGFloat = 44
  /// The space an inset-grouped list leaves above each section with no header (the
  /// simulator's).
  static let sectionSpacing: CGFloat = 35
  /// A row's label and the spacing under it (`Constants.verticalPadding`), above its input.
  static let labelHeight: CGFloat = 18 + 4
  /// A one-line text field's height.
  static let fieldHeight: CGFloat = 22

  /// Builds the screen in `controller`'s view.
  init(in controller: UIViewController) {
    let root: UIView = controller.view
    let hosted = HostedSwiftUIController.installed(in: controller)

    let list = UICollectionView(
      frame: hosted.bounds, collectionViewLayout: UICollectionViewLayout())
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    hosted.addSubview(list)

    let width = root.bounds.width
    var made: [UIView] = []
    var y: CGFloat = 0
    func row(height: CGFloat) -> UICollectionViewCell {
      let cell = UICollectionViewCell(frame: CGRect(x: 16, y: y, width: width - 32, height: height))
      cell.autoresizingMask = .flexibleWidth
      list.addSubview(cell)
      y += height
      return cell
    }
    func textRow() {
      let cell = row(height: Self.rowHeight)
      let content = (Self.rowHeight - Self.labelHeight - Self.fieldHeight) / 2
      let field = UITextField(
        frame: CGRect(
          x: 16, y: content + Self.labelHeight, width: cell.bounds.width - 32,
          height: Self.fieldHeight))
      field.autoresizingMask = .flexibleWidth
      cell.contentView.addSubview(field)
      made.append(field)
    }
    for section in [1, 2, 1] {
      y += Self.sectionSpacing
      for _ in 0..<section { textRow() }
    }
    y += Self.sectionSpacing
    let notesRow = row(height: Self.notesRowHeight)
    let notesTop = 6 + Self.labelHeight
    let notes = UITextView(
      frame: CGRect(
        x: 16, y: notesTop, width: notesRow.bounds.width - 32,
        height: Self.notesRowHeight - notesTop - 8))
    notes.autoresizingMask = .flexibleWidth
    notesRow.contentView.addSubview(notes)
    made.append(notes)
    y += Self.sectionSpacing
    _ = row(height: Self.buttonRowHeight)
    y += Self.sectionSpacing
    list.contentSize = CGSize(width: width, height: y)
    self.list = list
    inputs = made
  }
}
