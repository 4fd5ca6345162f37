import Foundation

/// How a presented view controller is shown.
///
/// Models UIKit's `UIModalPresentationStyle` (H26.2 UIViewController.h:47-58, `NS_ENUM
/// (NSInteger)`; tvOS's blur style left out). The stand-in's ``UIViewController/present(_:animated:completion:)``
/// shows every style over the whole window; the simulator places sheets itself.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

/// The object that manages a presented view controller's presentation.
///
/// Models UIKit's `UIPresentationController` (H26.2 UIPresentationController.h:65-78): the
/// presented controller. The presenting one, transitions, the container view and adaptivity are
/// not modelled.
@MainActor
open class UIPresentationController: NSObject {
  // UIKit holds it strongly (`strong, readonly`), and the presented controller holds its
  // presentation controller: a cycle UIKit breaks at dismissal. The stand-in's presented
  // controller makes its sheet controller on demand and keeps it, so this side is weak.
  private weak var presented: UIViewController?
  private let presentedFallback = UIViewController()

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
    presented ?? presentedFallback
  }
}
