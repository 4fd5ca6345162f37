import Foundation

/// The object that manages a presented view controller's presentation.
///
/// Models UIKit's `UIPresentationController` (H26.2 UIPresentationController.h:65-78): the
/// presented controller. The presenting one, transitions, the container view and adaptivity are
/// not modelled.
@MainActor
open class UIPresentationController: NSObject {
  // UIKit holds it strongly (`strong, readonly`), and the presented controller holds its
  // presentation controller: a cycle UIKit breaks at dismissal. The stand-in's presented
  // controller makes its sheet controller on demand and keeps it for its own life, so this
  // side is unowned (a presentation controller kept past its controller is not modelled).
  private unowned let presented: UIViewController

  /// Creates a presentation controller for `presentedViewController`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    presented = presentedViewController
    super.init()
  }

  /// The controller being presented.
  open var presentedViewController: UIViewController {
    presented
  }
}
