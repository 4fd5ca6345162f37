import Foundation

#if canImport(UIKit)
  import QuartzCore
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Calls work once per display frame, for motion that must change a model value every frame
/// rather than hand one change to Core Animation.
///
/// On a device the frames are a `CADisplayLink`'s; this package's tests and simulator, which run
/// no display link, step it on the stand-in's clock instead (set in `FrameTicker+Testing.swift`).
@MainActor
package enum FrameTicker {
  /// Starts calling a step with the seconds since the start, every frame, until it returns
  /// `false`.
  static var driver: (@escaping @MainActor (TimeInterval) -> Bool) -> Void = { step in
    #if canImport(UIKit)
      DisplayLinkStepper.start(step)
    #else
      // No display to follow: the motion ends at once.
      _ = step(.infinity)
    #endif
  }

  /// The current media time in seconds (`CACurrentMediaTime()`), for how long ago something
  /// was announced; off Apple platforms, the tests' clock (`useClock(_:)`), else 0.
  static func now() -> TimeInterval {
    #if canImport(UIKit)
      CACurrentMediaTime()
    #else
      clock?() ?? 0
    #endif
  }

  /// The clock ``now()`` reads off Apple platforms, set by the tests' seam.
  @exclusivity(unchecked)
  static var clock: (@MainActor () -> TimeInterval)?

  /// Calls `step` with the elapsed seconds every frame until it returns `false`.
  package static func run(_ step: @escaping @MainActor (TimeInterval) -> Bool) {
    driver(step)
  }
}

#if canImport(UIKit)
  /// A display link that calls a step each frame and stops when the step says so.
  ///
  /// The link retains its target, so the stepper lives exactly as long as the motion.
  @MainActor
  private final class DisplayLinkStepper: NSObject {
    private let start = CACurrentMediaTime()
    private let step: @MainActor (TimeInterval) -> Bool

    private init(step: @escaping @MainActor (TimeInterval) -> Bool) {
      self.step = step
    }

    static func start(_ step: @escaping @MainActor (TimeInterval) -> Bool) {
      let stepper = DisplayLinkStepper(step: step)
      let link = CADisplayLink(target: stepper, selector: #selector(tick(_:)))
      link.add(to: .main, forMode: .common)
    }

    /// `targetTimestamp` is when this frame is shown: the offset is computed for that moment.
    @objc private func tick(_ link: CADisplayLink) {
      if !step(link.targetTimestamp - start) { link.invalidate() }
    }
  }
#endif
