import Foundation

/// Manages one screen's view.
///
/// Models UIKit's `UIViewController` (H15 UIViewController.h:99-122; `NS_SWIFT_UI_ACTOR`, so
/// `@MainActor`). What the stand-in keeps is what the glue relies on: the view is created on
/// first use of ``view`` (through ``loadView()``, then ``viewDidLoad()``), and the view names its
/// controller as its `next` responder, which is how code walking up from a text field finds
/// the screen it is on (DOC uikit/uiresponder/next: a view's next responder is its view
/// controller when it is the controller's root view, otherwise its superview).
///
/// ```swift
/// let screen = UIViewController()
/// screen.view.next === screen   // true
/// ```
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  /// Parent, children and presentation (UIViewController+Containment.swift).
  let containment = ControllerContainment()

  /// Creates a controller; with no nib, ``loadView()`` makes a plain view.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller from an archive; the stand-in cannot decode, so it is empty.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Creates a controller with no nib, as `-[NSObject init]` does through the designated
  /// initializer.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The root view, loaded on first use; setting it makes the new view name this controller
  /// as its next responder.
  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        if loadedView == nil { install(Self.defaultView()) }
        viewDidLoad()
      }
      return loadedView
    }
    set { install(newValue) }
  }

  /// The root view if it was loaded, without loading it.
  open var viewIfLoaded: UIView? {
    loadedView
  }

  /// Whether the root view was loaded.
  open var isViewLoaded: Bool {
    loadedView != nil
  }

  /// Creates the root view; subclasses assign ``UIViewController/view`` here and do not call
  /// `super`.
  ///
  /// With no nib, UIKit makes a plain `UIView` (DOC uikit/uiviewcontroller/loadview) the size of
  /// the main screen, so that `viewDidLoad` does not lay out in a zero frame; the container then
  /// gives it its real frame (newbedev.com/correct-loadview-implementation). The stand-in uses
  /// `HeadlessEnvironment.defaultScreen` as the main screen.
  open func loadView() {
    install(Self.defaultView())
  }

  private static func defaultView() -> UIView {
    UIView(frame: HeadlessEnvironment.defaultScreen.bounds)
  }

  /// Called once the root view exists.
  open func viewDidLoad() {}

  // MARK: - Appearance (UIViewController+Appearance.swift says when each is called)

  /// Called before the view is added to a window's hierarchy (H26.2 UIViewController.h:162-170).
  open func viewWillAppear(_ animated: Bool) {}

  /// Called once the view is in the window and laid out, shortly after ``viewWillAppear(_:)``
  /// (H26.2 UIViewController.h:171-181, iOS 13).
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the view has fully transitioned to visible (H26.2 UIViewController.h:183-184).
  open func viewDidAppear(_ animated: Bool) {}

  /// Called when the view is about to be removed from its window (H26.2
  /// UIViewController.h:185-186).
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view has been removed from its window (H26.2 UIViewController.h:187-188).
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether UIKit forwards appearance to this container's children as their views move.
  ///
  /// `true` by default (H26.2 UIViewController.h:482-494). A container that says `false` calls
  /// ``beginAppearanceTransition(_:animated:)`` on its children itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Begins an appearance transition by hand: ``viewWillAppear(_:)`` or
  /// ``viewWillDisappear(_:)`` (H26.2 UIViewController.h:459-464).
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated)
  }

  /// Ends the appearance transition begun: ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``
  /// (H26.2 UIViewController.h:465).
  open func endAppearanceTransition() {
    endAppearance()
  }

  /// Called before this controller is added to or removed from a container (`nil`).
  ///
  /// ``addChild(_:)`` calls it with the container (H26.2 UIViewController.h:503-504, 514); a
  /// container calls it with `nil` before removing a child.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called once this controller was added to a container, or removed from one (`nil`).
  ///
  /// A container calls it once the child's view is in place (H26.2 UIViewController.h:503-506,
  /// 515); ``removeFromParent()`` calls it with `nil` (the header's "similarly": it does not call
  /// `willMove(toParent: nil)`, the caller's part).
  open func didMove(toParent parent: UIViewController?) {}

  /// The next responder: the root view's superview (UIKit documents it so).
  open override var next: UIResponder? {
    loadedView?.superview
  }

  /// A controller competes for the first-responder slot of the window its view is in: one that
  /// `canBecomeFirstResponder` becomes first responder there (UIKit shows its
  /// `inputAccessoryView` then, docked at the bottom of the screen: MessageKit 3's
  /// `MessagesViewController` and its FAQ rely on it; moderate).
  ///
  /// The stand-in keeps one first responder per window, so the composer's text view in UIKit's keyboard window does not
  /// resign the controller by itself: whoever moves the focus there resigns it, as UIKit's one
  /// first responder would.
  override var hostWindow: UIWindow? {
    loadedView?.window
  }

  /// The frame this controller's view takes when presented in `bounds` (in the transition view's
  /// coordinates, the docked keyboard's frame given there): all of it, unless a subclass sizes
  /// itself.
  func presentedFrame(in bounds: CGRect, keyboardInView: CGRect?) -> CGRect {
    bounds
  }

  private func install(_ newView: UIView?) {
    if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
    loadedView = newView
    newView?.owningViewController = self
  }
}
