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
/// BottomConstraintKeyboardAvoider(constraint: inputBarBottom, container: view)
/// ```
///
/// Whether the constraint pins to the container's bottom or its safe-area bottom is read from
/// the constraint itself (``anchor``), so the home indicator's inset is never counted twice; a
/// constraint that pins to neither gets a debug warning and is treated as pinned to the bottom.
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
  /// Which edge of `container` the constraint pins to, read from the constraint's items.
  public let anchor: BottomConstraintAvoidance.Anchor
  /// Whether the avoider reacts to the keyboard.
  ///
  /// Set to `false` while the keyboard is up, it gives back what it applied at once; set to
  /// `true` again, it plans for the keyboard that is there.
  public var isEnabled: Bool {
    get { session.isEnabled }
    set { setEnabled(newValue) }
  }
  /// Whether the avoider holds what it applied where it is, whatever the keyboard does.
  ///
  /// For a chat that swaps the keyboard for a panel of its own (emoji, attachments) or presents a
  /// sheet over the screen: frozen before the keyboard goes, the view stays where the keyboard
  /// left it, with no jump, while the app's panel takes the keyboard's place. Set back to
  /// `false`, the avoider moves to what the keyboard then asks, or gives everything back if the
  /// keyboard has gone, with the keyboard's own animation (the one rising, else its usual 0.25 s
  /// curve). The keyboard is still followed while frozen. Leaving its window, `isEnabled` set to
  /// `false` and ``stop()`` still give everything back. Default `false`.
  ///
  /// ```swift
  /// avoider.isFrozen = true
  /// textView.resignFirstResponder()  // the emoji panel slides in where the keyboard was
  /// ```
  public var isFrozen: Bool {
    get { session.isFrozen }
    set { session.isFrozen = newValue }
  }
  /// `false` once the avoider stopped: by ``stop()``, or replaced by another avoider attached
  /// to the same constraint.
  public var isActive: Bool { !session.isStopped }

  let session: KeyboardSession
  /// The keyboard as this avoider's session judges it (the simulator's property checks).
  package var judgedKeyboard: KeyboardState { session.judgedKeyboard }
  private var restingConstant: CGFloat
  private var writtenConstant: CGFloat?
  /// Where the container was on screen at the last plan.
  private var plannedContainerFrame: CGRect?
  /// The container's bottom safe-area inset at the last plan.
  private var plannedSafeAreaBottom: CGFloat?

  /// Starts moving `constraint` with the keyboard.
  ///
  /// - Parameters:
  ///   - constraint: a constraint between the lifted view's bottom and `container`'s bottom or
  ///     `container.safeAreaLayoutGuide`'s bottom; held weakly.
  ///   - container: the view the constraint pins to (usually the view controller's `view`).
  ///   - configuration: options (the margin does not apply: the constraint's constant is the
  ///     app's spacing).
  @discardableResult
  public convenience init(
    constraint: NSLayoutConstraint,
    container: UIView,
    configuration: KeyboardAvoidanceConfiguration = KeyboardAvoidanceConfiguration()
  ) {
    self.init(
      constraint: constraint, container: container, configuration: configuration,
      center: .default)
  }

  /// ``init(constraint:container:configuration:)`` listening on another notification center.
  @discardableResult
  package convenience init(
    constraint: NSLayoutConstraint,
    container: UIView,
    configuration: KeyboardAvoidanceConfiguration = KeyboardAvoidanceConfiguration(),
    center: NotificationCenter
  ) {
    self.init(
      constraint: constraint, container: container, configuration: configuration,
      center: center, origin: .app)
  }

  /// Starts moving `constraint`, attached by the app or by the automatic mode.
  init(
    constraint: NSLayoutConstraint, container: UIView,
    configuration: KeyboardAvoidanceConfiguration, center: NotificationCenter,
    origin: AvoiderOrigin
  ) {
    self.constraint = constraint
    self.container = container
    anchor = Self.anchor(of: constraint, in: container)
    restingConstant = constraint.constant
    session = KeyboardSession(
      view: container, center: center, configuration: configuration,
      trackingHost: .view, origin: origin)
    session.onPlan = { [weak self] request in self?.apply(request) }
    session.onDetach = { [weak self] in self?.restore(animation: .immediate) }
    session.isApplicationStale = { [weak self] in self?.containerMovedSincePlan ?? false }
    AvoiderOwnership.attach(self, owning: constraint, heldBy: container)
    session.planOnAttach()
  }

  /// Plans again, now, for the keyboard that is up.
  ///
  /// UIKit says nothing when the app moves a field, changes a constraint or a transform, so call
  /// it after such a change while the keyboard is up; nothing happens while it is down.
  public func replan() {
    replanNow()
  }

  /// Stops, returning the constraint to its resting constant at once.
  public func stop() {
    end(owning: constraint)
  }

  private func apply(_ request: KeyboardSession.PlanRequest) {
    let (state, animation, window) = (request.state, request.animation, request.window)
    guard let constraint, let container else { return }
    adoptAppChange(constraint)
    let containerFrame = container.convert(container.bounds, to: window.screen.coordinateSpace)
    plannedContainerFrame = containerFrame
    plannedSafeAreaBottom = container.safeAreaInsets.bottom
    let lift = BottomConstraintAvoidance.lift(
      containerFrameInScreen: containerFrame,
      containerSafeAreaBottom: container.safeAreaInsets.bottom, anchor: anchor,
      keyboardFrameInScreen: state.frameInScreen, mode: state.mode)
    guard lift > 0 else {
      restore(animation: animation)
      // "No lift" is a plan for this container frame too: a window resized later with the
      // keyboard still up must be planned for again (fuzz seed 21985657475872).
      plannedContainerFrame = containerFrame
      plannedSafeAreaBottom = container.safeAreaInsets.bottom
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

  /// How far the constraint lifts its view for a keyboard at `keyboardFrameInScreen`, from
  /// where the container is now; `nil` while the avoider is off or its views are gone.
  func lift(forKeyboardAt keyboardFrameInScreen: CGRect, mode: KeyboardMode) -> CGFloat? {
    guard isEnabled, isActive, let container, let window = container.window else { return nil }
    return BottomConstraintAvoidance.lift(
      containerFrameInScreen: container.convert(
        container.bounds, to: window.screen.coordinateSpace),
      containerSafeAreaBottom: container.safeAreaInsets.bottom, anchor: anchor,
      keyboardFrameInScreen: keyboardFrameInScreen, mode: mode)
  }

  /// Whether the container moved or resized on screen since the last plan (a window resized
  /// with the keyboard up, a sheet UIKit moved), or its bottom safe area changed (iOS 26's tab
  /// bar minimizing as the content scrolls, which posts nothing, moves a bar pinned to the safe
  /// area: fuzz seed 16180358353, the chat field 9 pt under a hardware keyboard's bar announced
  /// at the frame it already had): one conversion, read only when an event would otherwise
  /// change nothing.
  private var containerMovedSincePlan: Bool {
    guard let container, let planned = plannedContainerFrame, let window = container.window
    else { return false }
    return container.convert(container.bounds, to: window.screen.coordinateSpace) != planned
      || container.safeAreaInsets.bottom != plannedSafeAreaBottom
  }

  func restore(animation: KeyboardAnimation) {
    plannedContainerFrame = nil
    plannedSafeAreaBottom = nil
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

  /// The edge `constraint` pins to: the safe-area guide's bottom when one of its items is
  /// `container.safeAreaLayoutGuide`, the container's bottom otherwise (with a warning when
  /// neither item is the container).
  private static func anchor(
    of constraint: NSLayoutConstraint, in container: UIView
  ) -> BottomConstraintAvoidance.Anchor {
    let items = [constraint.firstItem, constraint.secondItem]
    if items.contains(where: { $0 === container.safeAreaLayoutGuide }) { return .safeAreaBottom }
    if !items.contains(where: { $0 === container }) {
      KeyboardAvoidanceWarnings.warn(
        "BottomConstraintKeyboardAvoider: the constraint pins neither the container nor its "
          + "safeAreaLayoutGuide; it is treated as pinned to the container's bottom edge")
    }
    return .containerBottom
  }

  /// A constant that differs from what the avoider wrote was set by the app: it is the new rest.
  private func adoptAppChange(_ constraint: NSLayoutConstraint) {
    if let writtenConstant, constraint.constant != writtenConstant {
      restingConstant = constraint.constant
      self.writtenConstant = nil
    }
  }
}
