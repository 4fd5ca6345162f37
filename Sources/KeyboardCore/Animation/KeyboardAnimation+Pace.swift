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

  /// The seconds content moved with the keyboard at `pace` takes, given UIKit's own time.
  ///
  /// `measured` is how long UIKit was seen to run this animation (the animation it attached to
  /// a view moved in a block of the same duration and curve): that time on either pace, the
  /// keyboard's own. Without a usable measure (none, not finite, not positive, or beyond twice
  /// ``maximumDuration``), ``motionDuration(_:)``. An unanimated change takes none.
  public func motionDuration(_ pace: Pace, measured: TimeInterval?) -> TimeInterval {
    guard duration > 0, let measured, measured.isFinite, measured > 0,
      measured <= 2 * Self.maximumDuration
    else { return motionDuration(pace) }
    return measured
  }

  /// Whether the two accounts of curve 7's timing disagree for this animation, so that a measure
  /// of UIKit's own can tell content how long the keyboard moves (any duration but 0.25 s).
  public var motionDurationIsUncertain: Bool {
    motionDuration(.arriving) != motionDuration(.leaving)
  }

  /// Progress in `0...1` at `elapsed` seconds of content moved with the keyboard at `pace`: the
  /// same curve as ``progress(atElapsed:)``, over ``motionDuration(_:measured:)``.
  public func progress(
    atElapsed elapsed: TimeInterval, _ pace: Pace, measured: TimeInterval? = nil
  ) -> Double {
    let motion = motionDuration(pace, measured: measured)
    guard motion > 0 else { return 1 }
    return AnimationTiming.progress(curve: curve, fraction: elapsed / motion)
  }
}
