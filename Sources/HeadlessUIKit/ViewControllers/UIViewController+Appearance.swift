import Foundation

/// When a controller hears that its view appears or disappears.
///
/// UIKit calls the appearance methods as a controller's view joins or leaves a window: a
/// window's root controller, a pushed or popped screen, a presented one, and each child of a
/// container that forwards appearance automatically (the default,
/// `shouldAutomaticallyForwardAppearanceMethods`, H26.2 UIViewController.h:482-494), parents
/// before children. The stand-in ties them to the root view's window: `viewWillAppear` as the
/// view is about to join one ("before it is added to the hierarchy", H26.2
/// UIViewController.h:162), `viewIsAppearing` once it has joined and is laid out (:171-176),
/// `viewWillDisappear` as it is about to leave. The "did" methods come "when any transition
/// animations have completed" (:183, :187), in a Core Animation transaction of their own after
/// the one `viewWillAppear` and `viewIsAppearing` share (Apple's WWDC 2023 account of
/// `viewIsAppearing`, as UIViewKit's and Janvi Arora's write-ups quote it: moderate); the
/// stand-in's transitions are unanimated, and it runs them on the next run-loop turn, after the
/// layout of the turn that moved the view (the turn is an inference: weak). A container that does not forward automatically calls
/// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` on its children
/// itself (:459-465), and they are not called for them.
enum ControllerAppearance {
  case disappeared
  case appearing
  case appeared
  case disappearing
}

extension UIViewController {
  /// Whether UIKit forwards this controller's appearance to it as its view moves: unless it is
  /// the child of a container that forwards by hand.
  var forwardsAppearanceAutomatically: Bool {
    parent?.shouldAutomaticallyForwardAppearanceMethods ?? true
  }

  /// The root view is about to join `newWindow` (or leave its window, `nil`).
  func rootViewWillMove(toWindow newWindow: UIWindow?, from oldWindow: UIWindow?) {
    guard forwardsAppearanceAutomatically, (newWindow == nil) != (oldWindow == nil) else {
      return
    }
    beginAppearance(newWindow != nil, animated: false)
  }

  /// The root view joined or left a window.
  func rootViewDidMoveToWindow() {
    guard forwardsAppearanceAutomatically else { return }
    switch containment.appearance {
    case .appearing:
      viewIsAppearing(false)
      endAppearanceOnNextTurn()
    case .disappearing:
      endAppearanceOnNextTurn()
    case .appeared, .disappeared:
      break
    }
  }

  func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    containment.appearanceTransition &+= 1
    switch (isAppearing, containment.appearance) {
    case (true, .disappeared), (true, .disappearing):
      containment.appearance = .appearing
      viewWillAppear(animated)
    case (false, .appeared), (false, .appearing):
      containment.appearance = .disappearing
      viewWillDisappear(animated)
    case (true, .appearing), (true, .appeared), (false, .disappearing), (false, .disappeared):
      break
    }
  }

  func endAppearance() {
    switch containment.appearance {
    case .appearing:
      containment.appearance = .appeared
      viewDidAppear(false)
    case .disappearing:
      containment.appearance = .disappeared
      viewDidDisappear(false)
    case .appeared, .disappeared:
      break
    }
  }

  /// Ends the transition under way on the next turn, unless another has begun by then.
  private func endAppearanceOnNextTurn() {
    let transition = containment.appearanceTransition
    HeadlessEnvironment.clock.performOnNextTurn { [weak self] in
      guard let self, self.containment.appearanceTransition == transition else { return }
      self.endAppearance()
    }
  }
}
