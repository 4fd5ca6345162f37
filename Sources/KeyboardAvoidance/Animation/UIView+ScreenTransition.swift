import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// The transition in flight, when this view's screen is being pushed, popped, presented or
  /// dismissed with animation.
  ///
  /// That is, its view controller, or a container of it, vends a transition coordinator
  /// (UIViewControllerTransitionCoordinator.h: a controller "will return a transition
  /// coordinator if called during an active presentation or dismissal. Otherwise it will ask the
  /// parent view controller").
  ///
  /// A keyboard raised as a screen is pushed (`becomeFirstResponder` in `viewWillAppear`) is
  /// announced inside the push's animation, with the push's duration and curve (0.35 s, curve 0:
  /// rdar 15054825, lionheart/openradar-mirror issue 4479) and a frame rising from below the
  /// screen, while the keyboard is drawn sliding in with the screen, already at its height (Stack
  /// Overflow question 33486030: "the view controller slides in from the right with the keyboard
  /// already up"). Moving content up over the push's duration then leaves the field under the
  /// keyboard for most of the push; applied at once, the screen slides in already clear of it.
  /// Asked once per keyboard that rises, walking the responder chain to the first controller;
  /// `nil` when the screen is in no animated transition. `screen` is that controller's view.
  var animatedScreenTransition:
    (coordinator: any UIViewControllerTransitionCoordinator, screen: UIView)?
  {
    var responder: UIResponder? = self
    while let current = responder {
      if let controller = current as? UIViewController {
        guard let coordinator = controller.transitionCoordinator, coordinator.isAnimated,
          let screen = controller.viewIfLoaded
        else { return nil }
        return (coordinator, screen)
      }
      responder = current.next
    }
    return nil
  }

  /// Whether some of this view lies inside `window`'s bounds: a screen being pushed or presented
  /// starts outside them, at most touching an edge (which `intersects` counts).
  func isInside(_ window: UIWindow) -> Bool {
    let inside = convert(bounds, to: window).intersection(window.bounds)
    return !inside.isNull && inside.width > 0 && inside.height > 0
  }
}
