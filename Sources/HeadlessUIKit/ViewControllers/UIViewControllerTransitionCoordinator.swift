import Foundation

/// What a transition in flight tells about itself.
///
/// Models UIKit's `UIViewControllerTransitionCoordinatorContext` (H26.2
/// UIViewControllerTransitionCoordinator.h:19-20, `NS_SWIFT_UI_ACTOR`; a subset of its
/// requirements: `isAnimated` :26, `transitionDuration` :47). The real protocol refines
/// `NSObjectProtocol`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated (almost always, says the header).
  var isAnimated: Bool { get }
  /// How long the transition's animation lasts.
  var transitionDuration: TimeInterval { get }
}

/// A push, pop, presentation or dismissal in flight, as a view controller vends it.
///
/// Models UIKit's `UIViewControllerTransitionCoordinator` (H26.2
/// UIViewControllerTransitionCoordinator.h:80-81): of its own requirements,
/// `animate(alongsideTransition:completion:)` (:96-97).
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` in the transition's own animation, and `completion` once it has ended;
  /// `true` when the animation was queued.
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// The stand-in's coordinator of a transition a test or simulator runs.
///
/// From the header (H26.2 UIViewControllerTransitionCoordinator.h:84-94; strong): the animations
/// given "will be run in the same animation context as the transition", the completion "is
/// invoked after the transition completes", "it is perfectly legitimate to only specify a
/// completion block", the call "returns YES if the animations are successfully queued to run",
/// and "the completions may be run even if the animations are not"; for an animator not built on
/// UIView animations they run "just after their animateTransition: method returns". Inferred: for
/// every animator they run after the transition's own changes (its views already in their final
/// places), and one asked for once the transition's animation has begun (from inside its block,
/// say) is not run and the call answers `false`, its completion still kept, the header not
/// saying when an animation cannot be queued.
@MainActor
final class HeadlessTransitionCoordinator: UIViewControllerTransitionCoordinator {
  let isAnimated: Bool
  let transitionDuration: TimeInterval
  /// The animations queued to run inside the transition's animation.
  private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// The blocks to run once the transition has ended.
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// Whether the transition's animation has begun.
  private var hasBegunAnimating = false

  init(duration: TimeInterval) {
    isAnimated = duration > 0
    transitionDuration = duration
  }

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let completion { completions.append(completion) }
    guard let animation else { return true }
    guard !hasBegunAnimating else { return false }
    alongside.append(animation)
    return true
  }

  /// The transition's animation begins: the queued animations run, inside the caller's block.
  func beginAnimating() {
    hasBegunAnimating = true
    let queued = alongside
    alongside = []
    for animation in queued { animation(self) }
  }

  /// The transition has ended: each completion runs once.
  func end() {
    let waiting = completions
    completions = []
    for completion in waiting { completion(self) }
  }
}

extension UIViewController {
  /// The coordinator of the transition in flight that involves this controller, if any.
  ///
  /// Models UIKit's `transitionCoordinator` (H26.2 UIViewControllerTransitionCoordinator.h:131,
  /// iOS 7): "a transition coordinator if called during an active presentation or dismissal.
  /// Otherwise it will ask the parent view controller" (the header's comment), so a pushed
  /// screen answers with its navigation controller's push. The stand-in's containers animate
  /// nothing themselves: a transition is in flight between `_beginTransition(duration:)` and
  /// `_endTransition()`, and its animation begins at `_beginTransitionAnimation()`, called by
  /// whoever runs it inside the block that moves its views, once they are moved.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    containment.transition ?? parent?.transitionCoordinator
  }

  /// Starts a transition of `duration` seconds run by this controller (a push by a navigation
  /// controller, a presentation), until `_endTransition()`.
  package func _beginTransition(duration: TimeInterval) {
    containment.transition = HeadlessTransitionCoordinator(duration: duration)
  }

  /// The transition this controller runs begins to animate: called inside the animation block
  /// that moves its views, after it has moved them, so that the animations queued alongside it
  /// run there.
  package func _beginTransitionAnimation() {
    containment.transition?.beginAnimating()
  }

  /// Ends the transition this controller runs, and runs the completions queued with it.
  package func _endTransition() {
    let transition = containment.transition
    containment.transition = nil
    transition?.end()
  }
}
