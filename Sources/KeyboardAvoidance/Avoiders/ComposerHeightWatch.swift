import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A hidden view stretched over a chat's composer by autoresizing, so that it is resized, and
/// laid out, whenever the composer's height changes (a line more or less of text).
///
/// UIKit calls `layoutSubviews()` on a view whose size changed, inside whatever animation the
/// change was made in (a composer growing over its own animation): the callback runs there, so
/// what the owner writes in it animates with the composer. No key-value observation, no
/// swizzling. It takes itself out of the composer when its owner is gone.
final class ComposerHeightWatch: UIView {
  /// Called with the composer's new height.
  var onHeightChange: (@MainActor (CGFloat) -> Void)?
  private var lastHeight: CGFloat?

  /// Installs a watch over `composer`.
  static func install(in composer: UIView) -> ComposerHeightWatch {
    let watch = ComposerHeightWatch(frame: composer.bounds)
    watch.isHidden = true
    watch.isUserInteractionEnabled = false
    watch.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    watch.lastHeight = composer.bounds.height
    composer.addSubview(watch)
    return watch
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let onHeightChange else {
      removeFromSuperview()
      return
    }
    let height = bounds.height
    guard height != lastHeight else { return }
    lastHeight = height
    onHeightChange(height)
  }
}
