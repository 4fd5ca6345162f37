import Foundation

/// The Core Animation layer behind a view, as far as the stand-in animates one: the animations
/// attached to it, by key.
///
/// Models QuartzCore's `CALayer` (HQC26.2 CALayer.h:117), reached as a view's `layer` (H26.2
/// UIView.h:158: "view is layer's delegate"). A change a view makes inside an animation block
/// attaches an animation to its layer under a key named for the changed property: the
/// stand-in's are "position" for the centre, "bounds", "transform", "opacity" for the alpha (the
/// layer's own property names, CALayer.h:207, :212, :234, :632; the keys UIKit itself uses are
/// not modelled, and the library reads every key), each lasting as long as the block moves:
/// `HeadlessTiming.motionDuration(curveRawValue:duration:)`, so for the keyboard's curve 7 the
/// spring's 0.5 s, or twice the block's duration on the other reading. That a curve-7 block's
/// animation can be read from a layer this way is how its spring was found: Apple Developer
/// Forums thread 48088 dumps the `CASpringAnimation` UIKit attached to a view animated in a
/// keyboard notification (moderate). Only what the library reads is modelled.
@MainActor
open class CALayer {
  /// The view this layer draws.
  private weak var view: UIView?

  init(view: UIView) {
    self.view = view
  }

  /// The keys of the animations attached and still running, or `nil` when there are none
  /// (HQC26.2 CALayer.h:882).
  open func animationKeys() -> [String]? {
    guard let view else { return nil }
    let now = HeadlessEnvironment.clock.now
    let keys = AnimatedProperty.allCases.filter { property in
      view.animationTracks[property]?.isRunning(at: now) == true
    }.map(\.layerKey)
    return keys.isEmpty ? nil : keys
  }

  /// The animation attached under `key`, or `nil` (HQC26.2 CALayer.h:888).
  open func animation(forKey key: String) -> CAAnimation? {
    guard let view, let property = AnimatedProperty.allCases.first(where: { $0.layerKey == key }),
      let track = view.animationTracks[property],
      track.isRunning(at: HeadlessEnvironment.clock.now)
    else { return nil }
    let animation = CAAnimation()
    animation.duration = track.duration
    return animation
  }

  /// Removes every attached animation: the layer shows its model values at once (HQC26.2
  /// CALayer.h:872).
  open func removeAllAnimations() {
    guard let view else { return }
    let now = HeadlessEnvironment.clock.now
    for property in AnimatedProperty.allCases {
      guard let track = view.animationTracks[property] else { continue }
      if track.isRunning(at: now) { track.supersede(at: now) }
      view.animationTracks[property] = nil
    }
  }
}
