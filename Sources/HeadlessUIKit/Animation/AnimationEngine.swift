import Foundation

/// What property changes do right now: animate into a group, or apply immediately.
enum AnimationFrame {
  case animating(AnimationGroup)
  case disabled

  var isAnimating: Bool {
    if case .animating = self { return true }
    return false
  }
}

extension Optional where Wrapped == AnimationFrame {
  /// Whether changes now animate (`nil`: outside any block).
  var isAnimating: Bool { self?.isAnimating ?? false }
}

/// The stack of nested `animate` / `performWithoutAnimation` blocks.
@MainActor
enum AnimationContext {
  static var stack: [AnimationFrame] = []
}

/// Records property changes made inside animation blocks.
@MainActor
enum AnimationEngine {
  /// Runs `animations` as one group and schedules `completion`.
  static func run(
    duration: TimeInterval, delay: TimeInterval, curve: Int, animations: () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    let clock = HeadlessEnvironment.clock
    let group = AnimationGroup(
      duration: duration, delay: max(delay, 0), curve: curve, completion: completion)
    AnimationContext.stack.append(duration > 0 ? .animating(group) : .disabled)
    animations()
    AnimationContext.stack.removeLast()
    group.building = false
    if group.hasRunningTracks(at: clock.now) {
      clock.register(group)
    } else {
      clock.finishLater(group, finished: !group.anySuperseded)
    }
  }

  /// Applies the animation rules to a model change of `property` on `view`.
  ///
  /// A running track is superseded (or, within the same group, retargeted); inside an
  /// animating block a new track runs from the presentation value `from` to `to`.
  static func record(
    _ view: UIView, _ property: AnimatedProperty, from: [Double], to: [Double]
  ) {
    let now = HeadlessEnvironment.clock.now
    let frame = AnimationContext.stack.last
    if let existing = view.animationTracks[property], existing.isRunning(at: now) {
      if case .animating(let group) = frame, existing.group === group {
        existing.to = to
        return
      }
      // Outside any animation, a change to parts of the value that were not animating (a
      // scroll view's size, laid out while its offset animates), or no change at all, leaves
      // the running parts as they were: UIKit's animations are additive since iOS 8 (WWDC14
      // session 236: an in-flight animation is no longer removed by a later animated change;
      // that an unanimated one leaves it too is inferred from it). Only the changed part snaps.
      // A change to a part that animates still cancels the whole animation (harsher than
      // additive, which would keep that part's remaining motion too).
      if !frame.isAnimating, existing.snapsOnly(changedTo: to) { return }
      existing.supersede(at: now)
    }
    view.animationTracks[property] = nil
    guard case .animating(let group) = frame, from != to else { return }
    // The keyboard's curve moves for its spring's time, not the block's (HeadlessTiming).
    let track = PropertyTrack(
      from: from, to: to, start: now + group.delay,
      duration: HeadlessTiming.motionDuration(curveRawValue: group.curve, duration: group.duration),
      curve: group.curve, group: group)
    group.tracks.append(track)
    view.animationTracks[property] = track
  }
}
