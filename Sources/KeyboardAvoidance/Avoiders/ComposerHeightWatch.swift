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
/// swizzling. It takes itself out of the composer at its next layout once its owner is gone.
final class ComposerHeightWatch: UIView {
  /// Whoever the callback is for; held weakly.
  private weak var owner: AnyObject?
  private var onHeightChange: (@MainActor () -> Void)?
  private var lastHeight: CGFloat?

  /// Installs a watch over `composer` for `owner`: in a visual effect view, in its content view
  /// (UIVisualEffectView.h: "Do not add subviews directly to UIVisualEffectView").
  static func install(
    in composer: UIView, for owner: AnyObject, onHeightChange: @escaping @MainActor () -> Void
  ) -> ComposerHeightWatch {
    let host = (composer as? UIVisualEffectView)?.contentView ?? composer
    // Its own origin: a scroll view's bounds start at its offset.
    let watch = ComposerHeightWatch(frame: CGRect(origin: .zero, size: host.bounds.size))
    watch.isHidden = true
    watch.isUserInteractionEnabled = false
    watch.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    watch.owner = owner
    watch.onHeightChange = onHeightChange
    watch.lastHeight = host.bounds.height
    host.addSubview(watch)
    return watch
  }

  /// Stops calling back and leaves the composer.
  func stop() {
    onHeightChange = nil
    removeFromSuperview()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard owner != nil, let onHeightChange else {
      stop()
      return
    }
    let height = bounds.height
    guard height != lastHeight else { return }
    lastHeight = height
    onHeightChange()
  }
}
