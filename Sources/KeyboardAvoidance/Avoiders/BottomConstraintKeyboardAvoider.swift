import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Moves a bottom constraint with the keyboard: the chat-bar layout.
///
/// ```swift
/// // inputBar.bottomAnchor == view.safeAreaLayoutGuide.bottomAnchor
/// BottomConstraintKeyboardAvoider(
///   constraint: inputBarBottom, container: view, anchor: .safeAreaBottom)
/// ```
///
/// The constraint's constant follows the keyboard's real overlap with `container`, less the
/// safe area when the constraint is pinned to it, animated with the keyboard's duration and
/// curve; on hide it returns to the app's resting constant. The direction is read from the
/// constraint: when `container` (or its safe-area guide) is the first item, the constant grows,
/// otherwise it shrinks. If the app sets a new constant while the keyboard is up, that becomes
/// the resting constant. Constraint and container are held weakly; the container keeps the
/// avoider alive. One avoider per constraint (a second replaces the first, with a debug warning).
@MainActor
public final class BottomConstraintKeyboardAvoider: AttachedAvoider {
  /// The constraint, while it exists.
  public private(set) weak var constraint: NSLayoutConstraint?
  /// The view the constraint pins to, while it exists.
  public private(set) weak var container: UIView?
  /// Which edge of `container` the constraint pins to.
  public let anchor: BottomConstraintAvoidance.Anchor
  /// Whether the avoider reacts to the keyboard.
  ///
  /// Set to `false` while the keyboard is up, it gives back what it applied at once; set to
  /// `true` again, it plans for the keyboard that is there.
  public var isEnabled: Bool {
    get { session.isEnabled }
    set { setEnabled(newValue) }
  }
  /// `false` once the avoider stopped: by ``stop()``, or replaced by another avoider attached
  /// to the same constraint.
  public var isActive: Bool { !session.isStopped }

  let session: KeyboardSession
  private var restingConstant: CGFloat
  private var writtenConstant: CGFloat?

  /// Starts moving `constraint` with the keyboard.
  @discardableResult
  public init(
    constraint: NSLayoutConstraint,
    container: UIView,
    anchor: BottomConstraintAvoidance.Anchor = .safeAreaBottom,
    configuration: KeyboardAvoidanceConfiguration = KeyboardAvoidanceConfiguration(),
    center: NotificationCenter = .default
  ) {
    self.constraint = constraint
    self.container = container
    self.anchor = anchor
    restingConstant = constraint.constant
    session = KeyboardSession(
      view: container, center: center, configuration: configuration,
      trackingHost: .view)
    session.onPlan = { [weak self] state, animation, reason in
      self?.apply(state, animation: animation, reason: reason)
    }
    session.onDetach = { [weak self] in self?.restore(animation: .immediate) }
    AvoiderOwnership.attach(self, owning: constraint, heldBy: container)
    session.replanIfShown(.immediate, because: "attached")
  }

  /// Stops, returning the constraint to its resting constant at once.
  public func stop() {
    end(owning: constraint)
  }

  private func apply(
    _ state: KeyboardState, animation: KeyboardAnimation, reason: KeyboardSession.PlanReason
  ) {
    guard let constraint, let container, let window = container.window else { return }
    adoptAppChange(constraint)
    let lift = BottomConstraintAvoidance.lift(
      containerFrameInScreen: container.convert(
        container.bounds, to: window.screen.coordinateSpace),
      containerSafeAreaBottom: container.safeAreaInsets.bottom, anchor: anchor,
      keyboardFrameInScreen: state.frameInScreen, mode: state.mode)
    guard lift > 0 else {
      restore(animation: animation)
      return
    }
    let liftedViewIsFirstItem = constraint.firstItem !== container
    let constant = BottomConstraintAvoidance.constant(
      restingConstant: restingConstant, lift: lift, liftedViewIsFirstItem: liftedViewIsFirstItem)
    writtenConstant = constant
    KeyboardAvoidanceLog.record(
      "bottom constraint: lifted by \(KeyboardAvoidanceLog.points(lift)), constant "
        + KeyboardAvoidanceLog.points(constant))
    animation.perform {
      constraint.constant = constant
      container.layoutIfNeeded()
    }
  }

  func restore(animation: KeyboardAnimation) {
    guard let constraint, writtenConstant != nil else { return }
    adoptAppChange(constraint)
    writtenConstant = nil
    let resting = restingConstant
    let container = container
    animation.perform {
      constraint.constant = resting
      container?.layoutIfNeeded()
    }
  }

  /// A constant that differs from what the avoider wrote was set by the app: it is the new rest.
  private func adoptAppChange(_ constraint: NSLayoutConstraint) {
    if let writtenConstant, constraint.constant != writtenConstant {
      restingConstant = constraint.constant
      self.writtenConstant = nil
    }
  }
}
