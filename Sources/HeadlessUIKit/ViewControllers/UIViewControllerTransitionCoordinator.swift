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
/// UIViewControllerTransitionCoordinator.h:80-81); none of its own requirements are modelled.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{}

/// The stand-in's coordinator of a transition a test or simulator runs.
@MainActor
final class HeadlessTransitionCoordinator: UIViewControllerTransitionCoordinator {
  let isAnimated: Bool
  let transitionDuration: TimeInterval

  init(duration: TimeInterval) {
    isAnimated = duration > 0
    transitionDuration = duration
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
  /// `_endTransition()`.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    containment.transition ?? parent?.transitionCoordinator
  }

  /// Starts a transition of `duration` seconds run by this controller (a push by a navigation
  /// controller), until `_endTransition()`.
  package func _beginTransition(duration: TimeInterval) {
    containment.transition = HeadlessTransitionCoordinator(duration: duration)
  }

  /// Ends the transition this controller runs.
  package func _endTransition() {
    containment.transition = nil
  }
}
