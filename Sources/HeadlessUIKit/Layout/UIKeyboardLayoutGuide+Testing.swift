import Foundation

extension UIView {
  /// Whether the view's keyboard layout guide, if one was made, keeps the keyboard it had when
  /// the view left its window (`HeadlessReadings.guideStaleAfterLeavingWindow`), not the
  /// window's keyboard now.
  ///
  /// Stand-in only (not UIKit): the simulator excuses a view UIKit places by a stale guide from
  /// its checks, since the library leaves such a view to UIKit. Reading it makes no guide.
  package var _keyboardLayoutGuideIsStale: Bool {
    guard let guide = storedKeyboardLayoutGuide, let window else { return false }
    return guide.staleKeyboard(in: window) != nil
  }
}
