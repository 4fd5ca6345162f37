import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Room a SwiftUI container gives back frame by frame while the keyboard under it goes down.
///
/// A container padded for the keyboard (`exactKeyboardAvoidance()`) grows back as the keyboard
/// leaves. Inside an animation, SwiftUI gives the scroll view UIKit makes for a `List` or a
/// `ScrollView` its new size at once and only draws the change along the curve; UIKit moves an
/// offset the new size leaves out of range at once, without animation (the stand-in's
/// `UIScrollView.adjustContentOffsetIfNecessary`, with its sources), so a short list scrolled to
/// its end above the keyboard snapped down by the keyboard's height as the keyboard began to
/// leave (`real-app-duckduckgo-autofill-login-hide.json`). Given back in steps on every display
/// frame, along the keyboard's own curve, the scrollable range shrinks with the keyboard and an
/// offset at its end is carried down with it.
public struct HostedPaddingShrink: Sendable, Equatable {
  /// The padding when the keyboard began going down.
  public var from: CGFloat
  /// The padding the keyboard at rest asks for.
  public var to: CGFloat
  /// The keyboard's move.
  public var animation: KeyboardAnimation

  /// A shrink from `from` to `to` along `animation`; `nil` when nothing shrinks or the keyboard
  /// moves at once (the padding goes there at once too).
  public init?(from: CGFloat, to: CGFloat, animation: KeyboardAnimation) {
    guard to < from, animation.duration > 0 else { return nil }
    self.from = from
    self.to = to
    self.animation = animation
  }

  /// The padding `elapsed` seconds into the move, and whether the move has ended there.
  ///
  /// Timed for a keyboard leaving (``KeyboardAnimation/Pace/leaving``): never ahead of it on
  /// either account of how long the keyboard's curve runs.
  public func padding(atElapsed elapsed: TimeInterval) -> (padding: CGFloat, finished: Bool) {
    guard elapsed < animation.motionDuration(.leaving) else { return (to, true) }
    let progress = CGFloat(animation.progress(atElapsed: max(0, elapsed), .leaving))
    return (from + (to - from) * min(max(progress, 0), 1), false)
  }
}
