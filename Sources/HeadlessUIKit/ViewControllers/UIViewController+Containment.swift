import Foundation

/// Child view controllers and presentation, as container controllers and alerts use them.
///
/// Models UIKit's containment API (H17.4 UIViewController.h:203 `parent`, :410 `children`, :417
/// `addChild(_:)`; `removeFromParent()` DOC uikit/uiviewcontroller/removefromparent()) and modal
/// presentation (:251 `present(_:animated:completion:)`, :253 `dismiss(animated:completion:)`;
/// `presentedViewController` DOC uikit/uiviewcontroller/presentedviewcontroller).
///
/// What the stand-in adds to the view tree: a presented controller's view goes into a full-window
/// `_HeadlessTransitionView` on the presenting controller's window, as UIKit adds a
/// `UITransitionView` per presentation (view-debugger dumps: mfaani.com "What is UITransitionView
/// about"). The transition view lays the presented view out: full window, or, for a controller
/// that sizes itself (``UIAlertController``), as that controller says. `animated` has no effect
/// and a completion runs at once.
extension UIViewController {
  /// The container this controller is a child of.
  public var parent: UIViewController? {
    containment.parent
  }

  /// The controller's children, in the order they were added.
  public var children: [UIViewController] {
    containment.children
  }

  /// The controller this one presented and that is still on screen.
  public var presentedViewController: UIViewController? {
    containment.presented
  }

  /// The controller that presented this one.
  public var presentingViewController: UIViewController? {
    containment.presenting
  }

  /// Makes `childController` a child of this controller (its view is the container's to place).
  public func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    containment.children.append(childController)
    childController.containment.parent = self
  }

  /// Removes this controller from its parent's children.
  public func removeFromParent() {
    guard let parent else { return }
    parent.containment.children.removeAll { $0 === self }
    containment.parent = nil
    didMove(toParent: nil)
  }

  /// Shows `viewControllerToPresent` above this controller's window content.
  ///
  /// Does nothing when this controller's view is in no window, or when it already presents one
  /// (UIKit logs "whose view is not in the window hierarchy" or "which is already presenting"
  /// and presents nothing: its console messages as developers report them; not documented).
  public func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard presentedViewController == nil, let window = viewIfLoaded?.window else { return }
    let transition = _HeadlessTransitionView(frame: window.bounds)
    transition.presented = viewControllerToPresent
    window.addSubview(transition)
    transition.addSubview(viewControllerToPresent.view)
    containment.presented = viewControllerToPresent
    viewControllerToPresent.containment.presenting = self
    transition.setNeedsLayout()
    transition.layoutIfNeeded()
    completion?()
  }

  /// Dismisses the controller this one presented (or, called on the presented one, itself).
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let presenter = presentedViewController == nil ? presentingViewController : self
    guard let presenter, let presented = presenter.presentedViewController else {
      completion?()
      return
    }
    presented.viewIfLoaded?.superview?.removeFromSuperview()
    presented.viewIfLoaded?.removeFromSuperview()
    presenter.containment.presented = nil
    presented.containment.presenting = nil
    completion?()
  }
}

/// The stand-in's record of a controller's place among others.
@MainActor
final class ControllerContainment {
  weak var parent: UIViewController?
  var children: [UIViewController] = []
  var presented: UIViewController?
  weak var presenting: UIViewController?
  var navigationItem: UINavigationItem?
  /// The transition this controller runs now, while one is in flight.
  var transition: HeadlessTransitionCoordinator?
  /// The style set, `.automatic` until one is.
  var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// The sheet presentation controller, once asked for.
  var sheet: UISheetPresentationController?
  /// Where the controller is in its appearance (UIViewController+Appearance.swift).
  var appearance = ControllerAppearance.disappeared
  /// Counts appearance transitions: a deferred end belongs to the transition it was made for.
  var appearanceTransition = 0
}

/// The view UIKit adds to a window for each presentation (`UITransitionView`, private).
///
/// Stand-in only: lays its presented controller's view out in its bounds, in every layout pass,
/// with the keyboard frame the window knows (a controller such as an alert places itself above
/// it).
@MainActor
final class _HeadlessTransitionView: UIView {
  weak var presented: UIViewController?

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let presented, let view = presented.viewIfLoaded else { return }
    var keyboard: CGRect?
    if let window, let frame = window.keyboardFrameInScreen, window.keyboardIsDocked {
      keyboard = convert(frame, from: window.screen.coordinateSpace)
    }
    view.frame = presented.presentedFrame(in: bounds, keyboardInView: keyboard)
  }
}
