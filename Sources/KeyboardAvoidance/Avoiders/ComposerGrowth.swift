import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// How much a chat's composer has grown with its text since the keyboard rose: the room its list
/// owes it (`ScrollViewKeyboardAvoider.composer`).
///
/// A change of height that comes with a change of the composer's safe-area bottom is partly the
/// composer being lifted off the home indicator or put back on it: one pinned to the view's
/// bottom and held above its safe area (InputBarAccessoryView) sheds that part as it is lifted,
/// one of a fixed height keeps it. Of the change, the part either of those explains is not
/// growth; the rest is (text wrapped anew as the device turns).
@MainActor
final class ComposerGrowth {
  /// The composer; held weakly.
  private(set) weak var composer: UIView?
  private var watch: ComposerHeightWatch?
  private var seen: (height: CGFloat, safeBottom: CGFloat)
  private var grown: CGFloat = 0
  /// The growth the list's last plan gave room for.
  var planned: CGFloat = 0

  /// Watches `composer` for `owner`, calling `onChange` when its height changes.
  init(composer: UIView, owner: AnyObject, onChange: @escaping @MainActor () -> Void) {
    self.composer = composer
    seen = (composer.bounds.height, composer.safeAreaInsets.bottom)
    watch = ComposerHeightWatch.install(in: composer, for: owner, onHeightChange: onChange)
  }

  /// Takes the watch out of the composer.
  func stop() {
    watch?.stop()
    watch = nil
  }

  /// The growth so far, looking at the composer now with the keyboard affecting the layout or
  /// not: 0, and counting starts again, when it does not.
  func growth(keyboardAffectsLayout: Bool) -> CGFloat {
    guard let composer else { return 0 }
    let now = (height: composer.bounds.height, safeBottom: composer.safeAreaInsets.bottom)
    defer { seen = now }
    guard keyboardAffectsLayout else {
      grown = 0
      return 0
    }
    let change = now.height - seen.height
    let safeChange = now.safeBottom - seen.safeBottom
    // A height that followed its safe area, or kept still while it moved, explains that much.
    grown += abs(change - safeChange) < abs(change) ? change - safeChange : change
    return grown
  }

  /// The keyboard went: the next keyboard counts from the composer as it then is.
  func reset() {
    grown = 0
    planned = 0
    if let composer { seen = (composer.bounds.height, composer.safeAreaInsets.bottom) }
  }
}
