import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// How long UIKit runs a keyboard move announced with a given duration and curve, read from the
/// animation it attaches to a hidden view moved in a block of the same duration and curve.
///
/// The keyboard's curve 7 lasts the spring's 0.5 s whatever the duration on one account (Apple
/// Developer Forums thread 48088, from the animation UIKit attached in a keyboard notification)
/// and twice the duration on another (flutter/engine pull request 37604's formula); the two agree
/// only for the usual 0.25 s. What UIKit attaches says which, on the device at hand. The last
/// measure is kept: the same announcement is measured once (none is kept while nothing is
/// attached, animations being off).
@MainActor
struct UIKitMotionProbe {
  private var last: (animation: KeyboardAnimation, seconds: TimeInterval)?

  /// The seconds UIKit runs `animation`, measured in `host`; `nil` when no animation is attached
  /// (animations off, nothing to move) or there is no host, and the announcement's own accounts
  /// are used.
  mutating func seconds(of animation: KeyboardAnimation, in host: UIView?) -> TimeInterval? {
    guard animation.duration > 0, let host else { return nil }
    if let last, last.animation == animation { return last.seconds }
    // A fresh view for each measure, in the host only while it is taken: nothing of the
    // package's stays in the app's views. Its own duration and curve, not those of a block the
    // announcement may be posted in (a push's, the keyboard's own).
    let probe = UIView(frame: .zero)
    probe.isHidden = true
    probe.isUserInteractionEnabled = false
    host.addSubview(probe)
    defer { probe.removeFromSuperview() }
    UIView.animate(
      withDuration: animation.duration, delay: 0,
      options: animation.uiViewOptions.union([.overrideInheritedDuration, .overrideInheritedCurve]),
      animations: { probe.center.y = 1 }, completion: nil)
    let layer = probe.layer
    let seconds = layer.animationKeys()?.compactMap { layer.animation(forKey: $0)?.duration }.max()
    if let seconds { last = (animation, seconds) }
    return seconds
  }
}
