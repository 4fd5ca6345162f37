import Foundation

extension KeyboardAnimation {
  /// Which way the keyboard moves under content that is moved with it frame by frame.
  ///
  /// How long UIKit runs the keyboard's curve 7 for a duration other than the usual 0.25 s is
  /// not shown anywhere: 0.5 s whatever the duration (Apple Developer Forums thread 48088, a dump
  /// of the spring UIKit made from a 0.25 s block: moderate), or twice the duration
  /// (flutter/engine pull request 37604's "duration * 2": moderate); 0.4 s and 0.35 s are
  /// recorded. Content the package moves itself, not inside UIKit's block, is timed so that it is
  /// safe on both accounts: it never trails a keyboard that arrives nor runs ahead of one that
  /// leaves.
  public enum Pace: Sendable, Equatable {
    /// The keyboard comes up (or grows): content ends no later than the keyboard on either
    /// account.
    case arriving
    /// The keyboard goes down (or shrinks): content ends no earlier than the keyboard on either
    /// account.
    case leaving
  }

  /// The seconds content moved with the keyboard at `pace` takes.
  ///
  /// For curve 7 with a duration, the shorter (`arriving`) or the longer (`leaving`) of the
  /// spring's 0.5 s and twice the duration; the two agree at 0.25 s, where this is
  /// ``motionDuration``. Any other curve takes its duration.
  public func motionDuration(_ pace: Pace) -> TimeInterval {
    guard curve == Self.keyboardCurve, duration > 0 else { return duration }
    let twice = 2 * duration
    let spring = AnimationTiming.keyboardSpringSettling
    switch pace {
    case .arriving: return min(spring, twice)
    case .leaving: return max(spring, twice)
    }
  }

  /// Progress in `0...1` at `elapsed` seconds of content moved with the keyboard at `pace`: the
  /// same curve as ``progress(atElapsed:)``, over ``motionDuration(_:)``.
  public func progress(atElapsed elapsed: TimeInterval, _ pace: Pace) -> Double {
    let motion = motionDuration(pace)
    guard motion > 0 else { return 1 }
    return AnimationTiming.progress(curve: curve, fraction: elapsed / motion)
  }
}
