import Foundation

/// The duration and curve a keyboard notification asks views to animate with.
///
/// `curve` keeps the raw `UIView.AnimationCurve` value exactly as sent, because since iOS 7 the
/// keyboard uses the undocumented value 7, which has no `UIView.AnimationCurve` case. Convert it
/// with ``animationOptionsRawValue`` rather than through the enum.
///
/// ```swift
/// let animation = try KeyboardAnimation(duration: 0.25, curve: 7)
/// let options = UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue)
/// ```
public struct KeyboardAnimation: Sendable, Hashable, Codable {
  /// Seconds; `0` means the change is not animated.
  public let duration: TimeInterval
  /// The raw `UIView.AnimationCurve` value (0 ease-in-out, 1 ease-in, 2 ease-out, 3 linear,
  /// 7 the keyboard's own curve).
  public let curve: Int

  /// The duration used when a notification carries none: the keyboard's usual 0.25 s
  /// (published userInfo dumps; 0.4 and 0.35 also occur, and are used when sent).
  public static let defaultDuration: TimeInterval = 0.25
  /// The curve used when a notification carries none: 7, the keyboard's curve since iOS 7.
  public static let defaultCurve = 7
  /// Durations above this many seconds are treated as malformed.
  public static let maximumDuration: TimeInterval = 10
  /// The largest raw curve value that fits the 4-bit curve field of `UIView.AnimationOptions`.
  public static let maximumCurve = 15

  /// The animation a notification without animation values implies.
  public static let `default` = KeyboardAnimation(
    checkedDuration: defaultDuration, curve: defaultCurve)
  /// An immediate change.
  public static let immediate = KeyboardAnimation(checkedDuration: 0, curve: defaultCurve)
  /// What follows a keyboard springing back up after a finger released an interactive drag:
  /// ease-in-ease-out (curve 0) over 0.145 s, whatever the notification announced.
  ///
  /// A released keyboard finishes at the finger's speed, not at the pace of a block timed as
  /// announced (danielamitay/DAKeyboardControl issue 22, for a release that dismisses: "the
  /// keyboard will animate off much quicker than my animated block"; one report);
  /// react-native-keyboard-controller draws the keyboard going up after an interactive dismissal
  /// as a `CABasicAnimation`, ease-in-ease-out over 0.1452 s (pull request 515; its test
  /// `TimingAnimationPerformanceTest.swift`, 122 → 291 pt; moderate: its maintainers' fit). Content moved on it is never behind a keyboard that springs
  /// back on the announced curve either: it arrives first. The glue runs it outside UIKit's
  /// block timing (`perform`).
  package static let releaseSnapBack = KeyboardAnimation(checkedDuration: 0.145, curve: 0)

  /// Creates an animation description.
  ///
  /// - Throws: ``KeyboardAnimationError`` when `duration` is NaN, infinite, negative or above
  ///   ``maximumDuration``, or `curve` is outside `0...15` (the 4-bit curve field).
  public init(duration: TimeInterval, curve: Int) throws(KeyboardAnimationError) {
    guard duration.isFinite, duration >= 0, duration <= Self.maximumDuration else {
      throw .invalidDuration(duration)
    }
    guard (0...Self.maximumCurve).contains(curve) else { throw .invalidCurve(curve) }
    self.init(checkedDuration: duration, curve: curve)
  }

  /// For values already validated (constants, decoded notifications).
  init(checkedDuration duration: TimeInterval, curve: Int) {
    self.duration = duration
    self.curve = curve
  }

  private enum CodingKeys: String, CodingKey {
    case duration
    case curve
  }

  /// Decodes and validates like ``init(duration:curve:)``.
  ///
  /// - Throws: `DecodingError.dataCorrupted` whose underlying error is the
  ///   ``KeyboardAnimationError``, for values the initializer rejects.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let duration = try container.decode(TimeInterval.self, forKey: .duration)
    let curve = try container.decode(Int.self, forKey: .curve)
    do {
      try self.init(duration: duration, curve: curve)
    } catch {
      let key: CodingKeys = if case .invalidDuration = error { .duration } else { .curve }
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath + [key], debugDescription: error.description,
          underlyingError: error))
    }
  }

  /// The `UIView.AnimationOptions` raw bits for this curve: `curve << 16`.
  ///
  /// The curve options occupy bits 16–19 (`UIViewAnimationOptionCurveEaseIn = 1 << 16` …).
  /// A `UIView.AnimationCurve` raw value used unshifted would set unrelated low bits such as
  /// `.layoutSubviews` and `.allowUserInteraction` instead of a curve.
  public var animationOptionsRawValue: UInt {
    UInt(curve) << 16
  }

  /// The seconds the keyboard (and every view UIKit animates with this curve) really moves for.
  ///
  /// For the keyboard's curve 7 that is its spring's 0.5 s, whatever ``duration`` announces:
  /// UIKit turns a curve-7 block into a `CASpringAnimation` of duration 0.5 and ignores the
  /// block's own (usually 0.25 s; Apple Developer Forums thread 48088; the Flutter engine follows
  /// the keyboard for 0.5 s, flutter/engine pull request 37604). Any other curve moves for
  /// ``duration``; a zero duration does not move.
  public var motionDuration: TimeInterval {
    curve == Self.keyboardCurve && duration > 0 ? AnimationTiming.keyboardSpringSettling : duration
  }

  /// The keyboard's own curve, which UIKit runs as a spring.
  static let keyboardCurve = 7

  /// Animation progress in `0...1` at `elapsed` seconds after the start, over
  /// ``motionDuration``.
  ///
  /// A zero duration is complete at once.
  public func progress(atElapsed elapsed: TimeInterval) -> Double {
    let motion = motionDuration
    guard motion > 0 else { return 1 }
    return AnimationTiming.progress(curve: curve, fraction: elapsed / motion)
  }
}
