import Foundation

/// An animation attached to a layer, as far as the stand-in reports one: how long it runs.
///
/// Models QuartzCore's `CAAnimation` (HQC26.2 CAAnimation.h:25) and the one property of its
/// `CAMediaTiming` conformance that the library reads, `duration` (HQC26.2 CAMediaTiming.h:46,
/// a `CFTimeInterval`, which is `Double` as `TimeInterval` is). A layer hands one out from
/// ``CALayer/animation(forKey:)``; UIKit's own are subclasses (`CASpringAnimation` for the
/// keyboard's curve), which the stand-in does not tell apart.
@MainActor
open class CAAnimation {
  /// The seconds the animation runs for.
  ///
  /// HQC26.2 CAMediaTiming.h:46. Default 0.
  open var duration: TimeInterval = 0

  /// Made by a layer only: the library creates none.
  init() {}
}
