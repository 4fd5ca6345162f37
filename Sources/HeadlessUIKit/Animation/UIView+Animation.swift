import Foundation

/// Block-based view animation on the stand-in clock.
///
/// Models UIKit's `UIView.AnimationCurve` (H17 UIView.h:22-27), `UIView.AnimationOptions`
/// (H17 UIView.h:63-91) and the `animate` / `performWithoutAnimation` class methods
/// (H17 UIView.h:340, :348-352). Semantics: inside the `animations` block, changes to `frame`,
/// `bounds`, `center`, `transform`, `alpha` (and a scroll view's `contentOffset`, which is
/// `bounds.origin`) set the model value immediately and record a timed animation of the
/// presentation value, always starting from the current presentation value (the stand-in
/// behaves as if `.beginFromCurrentState` were always set). Other properties (`contentInset`,
/// scroll indicator insets, `isHidden`…) change immediately, as in UIKit. A later change to an
/// animating property supersedes the running animation; the superseded group's completion gets
/// `false`. A change made outside any animation block cancels the running animation of that
/// property (finished `false`), unless it changes only parts of the value the animation does not
/// move, or nothing (a bounds' size laid out while its origin, a scroll view's offset,
/// animates): those parts take the new value and the animation runs on, as UIKit's additive
/// animations do since iOS 8 (WWDC14 session 236, "Building Interruptible and Responsive
/// Interactions", for later animated changes; for unanimated ones an inference). For a part that
/// animates the cut is kept, harsher than additive, which would keep that part's remaining
/// motion. A duration of 0
/// applies the changes without animation. A block nested in an animating one inherits its
/// duration and curve unless it passes `.overrideInheritedDuration` / `.overrideInheritedCurve`
/// (H17 UIView.h:69-70, "ignore nested duration", "ignore nested curve"; Apple's documentation of
/// the options: without them "the animation inherits the remaining duration of the in-flight
/// animation"), so a nested block of duration 0 animates too; `performWithoutAnimation` escapes
/// any block. UIKit posts the keyboard's will notifications from inside an animation block of its
/// own with the keyboard's duration and curve (``UIView/_animateAsSystem(withDuration:curve:_:)``
/// is how the simulator does the same): a handler's un-animated change moves with the keyboard.
/// Completions
/// run on `HeadlessClock` turns, never inside `animate`. The curve comes from options bits
/// 16–19, so the keyboard's `UIView.AnimationOptions(rawValue: 7 << 16)` works, and
/// `UIView.AnimationCurve(rawValue: 7)` is not `nil`, as on iOS.
/// `.layoutSubviews` and `.allowUserInteraction` are accepted and have no effect.
///
/// ```swift
/// let options = UIView.AnimationOptions(rawValue: UInt(curve) << 16)
/// UIView.animate(withDuration: duration, delay: 0, options: options) {
///   view.layoutIfNeeded()
/// }
/// ```
extension UIView {
  /// A timing curve for view animations.
  ///
  /// UIKit's is an imported C enum (`NS_ENUM(NSInteger, UIViewAnimationCurve)`, H17
  /// UIView.h:22-27), whose `init(rawValue:)` accepts any value: `UIView.AnimationCurve(rawValue: 7)`,
  /// the keyboard's undocumented curve, is not `nil` on iOS (Apple Developer Forums thread 701769).
  /// A Swift enum cannot hold an unnamed value, so the stand-in's is a struct with the same
  /// members; call sites read the same.
  public struct AnimationCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's raw value (0–3 named, anything else kept as it is).
    public let rawValue: Int

    /// Any raw value, as an imported C enum takes it; never `nil`.
    public init?(rawValue: Int) {
      self.rawValue = rawValue
    }

    private init(named rawValue: Int) {
      self.rawValue = rawValue
    }

    /// Ease-in-out (0), the default.
    public static let easeInOut: AnimationCurve = AnimationCurve(named: 0)
    /// Ease-in (1).
    public static let easeIn: AnimationCurve = AnimationCurve(named: 1)
    /// Ease-out (2).
    public static let easeOut: AnimationCurve = AnimationCurve(named: 2)
    /// Linear (3).
    public static let linear: AnimationCurve = AnimationCurve(named: 3)
  }

  /// Options for `animate(withDuration:delay:options:animations:completion:)`.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// Creates options from raw bits; the curve lives in bits 16–19.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lay out subviews at commit time (accepted; no effect in the stand-in).
    public static let layoutSubviews: AnimationOptions = .init(rawValue: 1 << 0)
    /// Allow user interaction while animating (accepted; no effect in the stand-in).
    public static let allowUserInteraction: AnimationOptions = .init(rawValue: 1 << 1)
    /// Start from the current presentation value (the stand-in always does).
    public static let beginFromCurrentState: AnimationOptions = .init(rawValue: 1 << 2)
    /// Ease-in-out timing (the default).
    public static let curveEaseInOut: AnimationOptions = .init(rawValue: 0 << 16)
    /// Ease-in timing.
    public static let curveEaseIn: AnimationOptions = .init(rawValue: 1 << 16)
    /// Ease-out timing.
    public static let curveEaseOut: AnimationOptions = .init(rawValue: 2 << 16)
    /// Linear timing.
    public static let curveLinear: AnimationOptions = .init(rawValue: 3 << 16)
    /// Use this block's own duration even when nested in another animation block.
    public static let overrideInheritedDuration: AnimationOptions = .init(rawValue: 1 << 5)
    /// Use this block's own curve even when nested in another animation block.
    public static let overrideInheritedCurve: AnimationOptions = .init(rawValue: 1 << 6)
  }

  /// Animates changes made in `animations` after `delay`, with `options`' curve.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    var duration = duration
    var curve = Int((options.rawValue >> 16) & 0xF)
    // Nested in an animating block: its duration and curve, unless overridden.
    if case .animating(let outer) = AnimationContext.stack.last {
      if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
      if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
    }
    if duration > 0 {
      HeadlessEnvironment.animationsStarted += 1
      HeadlessEnvironment.count(\.animations)
    }
    AnimationEngine.run(
      duration: duration, delay: delay, curve: curve, animations: animations,
      completion: completion)
  }

  /// Animates changes made in `animations` with the default curve and no delay.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates changes made in `animations` with the default curve, no delay, no completion.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// The duration of the animation block the caller is inside, or 0 outside any (or inside
  /// `performWithoutAnimation`).
  ///
  /// Models UIKit's `inheritedAnimationDuration` (H17.4 UIView.h:342, iOS 9): what a nested
  /// `UIView.animate` would inherit.
  public class var inheritedAnimationDuration: TimeInterval {
    guard case .animating(let group) = AnimationContext.stack.last else { return 0 }
    return group.duration
  }

  /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    AnimationContext.stack.append(.disabled)
    actionsWithoutAnimation()
    AnimationContext.stack.removeLast()
  }
}
