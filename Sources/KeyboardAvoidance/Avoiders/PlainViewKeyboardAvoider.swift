import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Lifts a whole view just enough to show its focused input, for screens without a scroll view.
///
/// ```swift
/// PlainViewKeyboardAvoider(view: formContainer)
/// ```
///
/// The view is translated upward by the smallest distance that shows the focused input with
/// ``KeyboardAvoidanceConfiguration/margin`` above a docked keyboard, never so far that the
/// input's top leaves the view's safe area; floating and undocked keyboards lift nothing. On hide
/// the view gets back exactly the transform it had. The view keeps the avoider alive and is held
/// weakly by it; one avoider per view (a second replaces the first, with a debug warning).
@MainActor
public final class PlainViewKeyboardAvoider: AttachedAvoider {
  /// The lifted view, while it exists.
  public private(set) weak var view: UIView?
  /// Whether the avoider reacts to the keyboard.
  ///
  /// Set to `false` while the keyboard is up, it gives back what it applied at once; set to
  /// `true` again, it plans for the keyboard that is there.
  public var isEnabled: Bool {
    get { session.isEnabled }
    set { setEnabled(newValue) }
  }
  /// `false` once the avoider stopped: by ``stop()``, or replaced by another avoider attached
  /// to the same view.
  public var isActive: Bool { !session.isStopped }

  let session: KeyboardSession
  private let configuration: KeyboardAvoidanceConfiguration
  private var appTransform: CGAffineTransform?

  /// Starts lifting `view` for inputs inside it.
  @discardableResult
  public convenience init(
    view: UIView,
    configuration: KeyboardAvoidanceConfiguration = KeyboardAvoidanceConfiguration()
  ) {
    self.init(view: view, configuration: configuration, center: .default)
  }

  init(
    view: UIView, configuration: KeyboardAvoidanceConfiguration, center: NotificationCenter,
    origin: AvoiderOrigin
  ) {
    self.view = view
    self.configuration = configuration
    session = KeyboardSession(
      view: view, center: center, configuration: configuration,
      trackingHost: .superview, origin: origin)
    session.onPlan = { [weak self] request in self?.apply(request) }
    session.onDetach = { [weak self] in self?.restore(animation: .immediate) }
    AvoiderOwnership.attach(self, owning: view, heldBy: view)
    session.replanIfShown(session.attachAnimation, because: "attached")
  }

  /// Stops, giving the view back its own transform at once.
  public func stop() {
    end(owning: view)
  }

  private func apply(_ request: KeyboardSession.PlanRequest) {
    let (state, animation, window) = (request.state, request.animation, request.window)
    guard let view, let input = session.focusedInput(inside: view),
      configuration.revealsFocusedInput
    else {
      restore(animation: animation)
      return
    }
    let base = appTransform ?? view.transform
    let space = window.screen.coordinateSpace
    // Measure as laid out: remove the translation this avoider applied.
    let appliedY = view.transform.ty - base.ty
    let inputInScreen = input.convert(input.keyboardRevealRect, to: space)
      .offsetBy(dx: 0, dy: -appliedY)
    // The highest the input may go: the view's own top or the window's safe-area top, whichever
    // is lower. Read from the window: a translated view's own safeAreaInsets grow with the lift.
    let viewTop = view.convert(view.bounds, to: space).minY - appliedY
    let safeTop = window.convert(window.bounds, to: space).minY + window.safeAreaInsets.top
    let dy = PlainViewAvoidance.translationY(
      inputFrameInScreen: inputInScreen, visibleTopInScreen: max(viewTop, safeTop),
      keyboardFrameInScreen: state.frameInScreen, mode: state.mode,
      margin: configuration.margin)
    guard dy != 0 else {
      restore(animation: animation)
      return
    }
    appTransform = base
    KeyboardAvoidanceLog.record("plain view: lifted by \(KeyboardAvoidanceLog.points(-dy))")
    var lifted = base
    lifted.ty = base.ty + dy
    animation.perform { view.transform = lifted }
  }

  func restore(animation: KeyboardAnimation) {
    guard let view, let original = appTransform else { return }
    appTransform = nil
    animation.perform { view.transform = original }
  }
}
