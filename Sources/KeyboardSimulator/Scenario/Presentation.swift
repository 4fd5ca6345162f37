import Foundation

/// How the screen's main view is presented inside the window.
///
/// UIKit's documentation of `UIModalPresentationStyle`: a form sheet is centred and smaller than
/// a page sheet in a regular-width, regular-height size class; in a compact width both become a
/// sheet with part of the background visible near the top. In the regular size class UIKit moves
/// a form sheet up when the keyboard appears ("formSheet automatically adjusts its position when
/// keyboard is shown", freshOS/KeyboardLayoutGuide pull request 43); the simulator moves it just
/// far enough for its bottom to clear a docked keyboard, never above the safe area, before the
/// keyboard's notifications are posted and on the keyboard's own curve.
package enum Presentation: String, Sendable, Codable, CaseIterable {
  /// The main view fills the window (default).
  case fullScreen
  /// A form sheet: 540 × 620 points centred on an iPad (regular size class); a page sheet
  /// elsewhere.
  case formSheet
  /// A page sheet: on an iPad, 700 points wide (at most the window less 40) and the window's
  /// height less 60, centred; on a phone, the window below its safe-area top plus 10 points.
  case pageSheet

  /// The sheet's frame in window coordinates, with no keyboard.
  func frame(in window: CGRect, safeArea: [Double], isPad: Bool) -> CGRect {
    let bounds = CGRect(origin: .zero, size: window.size)
    switch (self, isPad) {
    case (.fullScreen, _):
      return bounds
    case (.formSheet, true):
      let size = CGSize(width: min(540, bounds.width - 40), height: min(620, bounds.height - 40))
      return CGRect(
        x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
    case (.pageSheet, true):
      let size = CGSize(width: min(700, bounds.width - 40), height: bounds.height - 60)
      return CGRect(
        x: (bounds.width - size.width) / 2, y: 30, width: size.width, height: size.height)
    case (.formSheet, false), (.pageSheet, false):
      let top = (safeArea.first ?? 0) + 10
      return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }
  }

  /// Whether UIKit moves the sheet up for the keyboard (an iPad form sheet).
  func movesForKeyboard(isPad: Bool) -> Bool {
    self == .formSheet && isPad
  }
}
