import Foundation
import HeadlessUIKit

/// element-hq/element-x-ios's room screen (`RoomScreen.swift`, `TimelineView.swift`,
/// `TimelineTableViewController.swift`, `ComposerToolbar.swift`, `MessageComposer.swift`, read at
/// 5d0343c4; structure from the source, see `Docs/RealAppScreens.md`; the heights SwiftUI
/// computes are the simulator's).
///
/// SwiftUI throughout, shown in a navigation stack with an inline title: the timeline fills the
/// screen, and the composer sits in the bottom `safeAreaInset` (spacing 0) under 8 pt of top
/// padding, so the timeline's frame ends at the composer's top, and SwiftUI's keyboard region,
/// raising the composer, shortens it (`RoomScreen.swift` L99-114). The timeline is a UIKit
/// `UITableView` in a `UIViewControllerRepresentable` that fills the frame SwiftUI gives it, the
/// controller setting the table's frame to its view's size (L271-279); no keyboard code of its
/// own, no inset or adjustment set. The table is flipped upside down with a y-scale of -1 (L206)
/// and each cell's content view flipped back (L299, L326); its rows come from a data source
/// (diffable, self-sizing hosted cells), the newest at index 0, so drawn at the bottom;
/// `keyboardDismissMode` is `.onDrag` (L202). The composer is a UIKit text view wrapped for
/// SwiftUI (`MessageComposerTextField.swift` L53-94), one line of 22 pt with 11 pt of padding
/// above and below (the iOS 26 look, `MessageComposer.swift` L208, L234-244), the toolbar 12 pt
/// under it (`ComposerToolbar.swift` L52-54).
///
/// Built: the hosting controller as the screen's child (as DuckDuckGo's is), the table pinned
/// between the safe area's top and the composer's top, the composer's bottom on the safe area's
/// bottom: the constraint a SwiftUI model raises. Left out: the scroll-to-bottom button, the
/// banners, the typing-indicator row, formatting mode and self-sizing (rows of 60 pt, the
/// simulator's).
@MainActor
final class ElementXRoomScreen: NSObject, UITableViewDataSource {
  /// Messages in the timeline.
  static let messageCount = 50
  /// A message row's height (the simulator's: the app's rows size themselves).
  static let messageHeight: CGFloat = 60
  /// The composer's own height: a 22 pt line and 11 pt of padding above and below it.
  static let composerHeight: CGFloat = 44
  /// The space above the composer (`.padding(.top, 8)`) and below it (the toolbar's 12 pt).
  static let paddingAbove: CGFloat = 8
  static let paddingBelow: CGFloat = 12

  /// The timeline's table, flipped upside down.
  let timeline: UITableView
  /// The composer's area at the bottom of the safe area, and the constraint holding it there.
  let composerArea: UIView
  let composerBottom: NSLayoutConstraint
  /// The composer's text view.
  let textView: UITextView

  /// Builds the screen in `controller`'s view.
  init(in controller: UIViewController) {
    let hosted = HostedSwiftUIController.installed(in: controller)

    timeline = UITableView(frame: hosted.bounds, style: .plain)
    composerArea = UIView(frame: .zero)
    textView = UITextView(frame: .zero)
    // The composer first: the stand-in solves a view's constraints once, in subview order, and
    // the timeline ends at the composer's top, placed by then (they do not overlap).
    for view in [composerArea, timeline] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      hosted.addSubview(view)
    }
    textView.translatesAutoresizingMaskIntoConstraints = false
    textView.isScrollEnabled = false
    composerArea.addSubview(textView)
    composerBottom = composerArea.bottomAnchor.constraint(
      equalTo: hosted.safeAreaLayoutGuide.bottomAnchor)
    super.init()
    let height = Self.paddingAbove + Self.composerHeight + Self.paddingBelow
    NSLayoutConstraint.activate(
      [
        timeline.topAnchor.constraint(equalTo: hosted.safeAreaLayoutGuide.topAnchor),
        timeline.bottomAnchor.constraint(equalTo: composerArea.topAnchor),
        composerArea.heightAnchor.constraint(equalToConstant: height),
        composerBottom,
        textView.topAnchor.constraint(
          equalTo: composerArea.topAnchor, constant: Self.paddingAbove + 11),
        textView.heightAnchor.constraint(equalToConstant: Self.composerHeight - 22),
        textView.leadingAnchor.constraint(equalTo: composerArea.leadingAnchor, constant: 28),
        textView.trailingAnchor.constraint(equalTo: composerArea.trailingAnchor, constant: -72),
      ] + timeline.sidesPinned(to: hosted) + composerArea.sidesPinned(to: hosted))
    timeline.transform = CGAffineTransform(scaleX: 1, y: -1)
    timeline.rowHeight = Self.messageHeight
    timeline.keyboardDismissMode = .onDrag
    timeline.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    timeline.dataSource = self
    controller.view.layoutIfNeeded()
    timeline.reloadData()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.messageCount
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    // Flipped back, so the message reads upright in the flipped table.
    cell.contentView.transform = CGAffineTransform(scaleX: 1, y: -1)
    return cell
  }
}
