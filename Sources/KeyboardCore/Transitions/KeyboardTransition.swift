import Foundation

/// What one notification changed, as reported by ``KeyboardStateMachine``.
public struct KeyboardTransition: Sendable, Equatable {
  /// The state before the notification.
  public var previous: KeyboardState
  /// The state after it.
  public var current: KeyboardState
  /// Whether avoidance must be planned again (the keyboard's geometry changed).
  public var needsPlan: Bool
  /// The animation to apply the new plan with: the notification's for "will" notifications,
  /// immediate for "did" notifications that bring news (the keyboard has already moved).
  public var animation: KeyboardAnimation

  /// Creates a transition.
  public init(
    previous: KeyboardState, current: KeyboardState, needsPlan: Bool,
    animation: KeyboardAnimation
  ) {
    self.previous = previous
    self.current = current
    self.needsPlan = needsPlan
    self.animation = animation
  }
}
