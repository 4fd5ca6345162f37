import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Which scroll views currently have a live avoider, so that with nested avoided scroll views
/// only the innermost one containing the focused input scrolls to it.
///
/// Internal bookkeeping keyed by identity that holds avoiders and views weakly: an entry dies
/// with its avoider. Not a singleton users see or need.
@MainActor
enum AvoidedScrollViews {
  private struct Entry {
    weak var avoider: ScrollViewKeyboardAvoider?
    weak var scrollView: UIScrollView?
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  static func register(_ avoider: ScrollViewKeyboardAvoider, for scrollView: UIScrollView) {
    entries = entries.filter { $0.value.avoider != nil && $0.value.scrollView != nil }
    entries[ObjectIdentifier(scrollView)] = Entry(avoider: avoider, scrollView: scrollView)
  }

  static func unregister(_ scrollView: UIScrollView) {
    entries[ObjectIdentifier(scrollView)] = nil
  }

  static func isAvoided(_ scrollView: UIScrollView) -> Bool {
    guard let entry = entries[ObjectIdentifier(scrollView)] else { return false }
    return entry.avoider != nil && entry.scrollView === scrollView
  }
}
