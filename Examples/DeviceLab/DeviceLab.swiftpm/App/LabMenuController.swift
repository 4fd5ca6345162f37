import UIKit

/// The lab's first screen: the strategy switch, then the screens, one row each.
final class LabMenuController: UITableViewController {
  /// One row: a title, and the screen it opens and how.
  private struct Entry {
    var title: String
    var detail: String
    var presentation: UIModalPresentationStyle?
    var make: @MainActor () -> UIViewController
  }

  private let sections: [(String, [Entry])] = [
    (
      "UIKit",
      [
        Entry(title: "Form", detail: "20 fields in a scroll view (form)", make: { FormScreen() }),
        Entry(
          title: "Form under a large title",
          detail: "the form, its bar's large title collapsing as it scrolls (form, largeTitle)",
          make: { FormScreen(largeTitle: true) }),
        Entry(
          title: "Table form", detail: "20 rows of fields, cells recycled (form, table)",
          make: { TableFormScreen() }),
        Entry(
          title: "Nested form", detail: "a form inside a scrolling page (nested)",
          make: { NestedFormScreen() }),
        Entry(
          title: "Chat", detail: "a bar pinned to the safe area (chat)",
          make: { ChatScreen(accessoryHeight: nil) }),
        Entry(
          title: "Chat with an accessory", detail: "the same, with a 44 pt input accessory",
          make: { ChatScreen(accessoryHeight: 44) }),
        Entry(
          title: "Login", detail: "three fields, no scroll view (plain)", make: { LoginScreen() }),
        Entry(
          title: "One-time code", detail: "a code box of the app's own, no scroll view (plain)",
          make: { OneTimeCodeScreen() }),
        Entry(
          title: "Notes", detail: "a text view filling the screen (notes)", make: { NotesScreen() }),
        Entry(
          title: "Long text view", detail: "a 2,400 pt text view in a scroll view (textView)",
          make: { LongTextViewScreen() }),
      ]
    ),
    (
      "Presented",
      [
        Entry(
          title: "Form sheet", detail: "the form, presented as a form sheet",
          presentation: .formSheet, make: { FormScreen(presentation: "formSheet") }),
        Entry(
          title: "Page sheet", detail: "the form, presented as a page sheet",
          presentation: .pageSheet, make: { FormScreen(presentation: "pageSheet") }),
        Entry(
          title: "Form in a tab bar", detail: "the form as a tab, under a navigation bar",
          presentation: .fullScreen, make: { LabTabs.form() }),
        Entry(
          title: "SwiftUI sheet", detail: "the SwiftUI settings form as a page sheet",
          presentation: .pageSheet,
          make: { SwiftUIScreen(kind: .settings, presentation: "pageSheet") }),
      ]
    ),
    (
      "SwiftUI",
      [
        Entry(
          title: "SwiftUI login", detail: "fields at the bottom, no scroll view",
          make: { SwiftUIScreen(kind: .login) }),
        Entry(
          title: "SwiftUI settings", detail: "a Form of fields",
          make: { SwiftUIScreen(kind: .settings) }
        ),
        Entry(
          title: "SwiftUI chat", detail: "a composer under a message list",
          make: { SwiftUIScreen(kind: .chat) }),
      ]
    ),
  ]

  init() {
    super.init(style: .insetGrouped)
    title = "Keyboard Lab"
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let strategies = UISegmentedControl(items: LabStrategy.allCases.map(\.title))
    strategies.selectedSegmentIndex = LabStrategy.allCases.firstIndex(of: LabStrategy.current) ?? 0
    strategies.addAction(
      UIAction { action in
        guard let control = action.sender as? UISegmentedControl,
          LabStrategy.allCases.indices.contains(control.selectedSegmentIndex)
        else { return }
        LabStrategy.current = LabStrategy.allCases[control.selectedSegmentIndex]
      }, for: .valueChanged)
    strategies.accessibilityIdentifier = "strategy"
    navigationItem.titleView = strategies
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  {
    sections[section].0
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].1.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "entry")
      ?? UITableViewCell(style: .subtitle, reuseIdentifier: "entry")
    let entry = sections[indexPath.section].1[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = entry.title
    content.secondaryText = entry.detail
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    cell.accessibilityIdentifier = entry.title
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let entry = sections[indexPath.section].1[indexPath.row]
    let screen = entry.make()
    if let style = entry.presentation {
      // Presented alone, as kbsim builds a sheet: the screen puts its own Record and Close
      // buttons at its top.
      screen.modalPresentationStyle = style
      present(screen, animated: true)
    } else {
      navigationController?.pushViewController(screen, animated: true)
    }
  }
}
