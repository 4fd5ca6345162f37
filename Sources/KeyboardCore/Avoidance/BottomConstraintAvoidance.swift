import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Plans the constant of a bottom constraint that keeps a view above the keyboard.
///
/// The most common layout: a bar or container pinned by its bottom edge, lifted by the keyboard.
/// The lift is the keyboard's real overlap with the container the constraint is pinned to, so a
/// container that does not fill the screen (a form sheet, a view above a tab bar, a Split View
/// window) rises only as far as the keyboard covers it. For a constraint to the safe area, the
/// safe area's bottom inset is subtracted: the keyboard already covers it.
///
/// Another app's docked keyboard (``KeyboardMode/notLocalDocked``, iPad Split View) lifts the
/// bar too: `UIKeyboardLayoutGuide`, which such bars are otherwise pinned to, is documented as
/// matching "the area of its owning view covered by the keyboard" (WWDC21 session 10259, "Your
/// guide to keyboard layout"), whichever app's keyboard covers it; Apple does not document the
/// other-app case further.
public enum BottomConstraintAvoidance {
  /// What the constraint's second edge is.
  public enum Anchor: String, Sendable, Codable, CaseIterable {
    /// The container view's bottom edge (`bottomAnchor`).
    case containerBottom
    /// The container's safe-area bottom (`safeAreaLayoutGuide.bottomAnchor`).
    case safeAreaBottom
  }

  /// How far, in points, the constrained edge must rise above where it rests without a keyboard.
  ///
  /// - Parameters:
  ///   - containerFrameInScreen: the bounds of the view the constraint is pinned to, in screen
  ///     coordinates.
  ///   - containerSafeAreaBottom: that view's `safeAreaInsets.bottom`.
  ///   - anchor: which edge the constraint pins to.
  ///   - keyboardFrameInScreen: the keyboard's end frame, screen coordinates.
  ///   - mode: the keyboard's mode.
  /// - Returns: how many points the constrained edge must rise, zero or more.
  ///
  /// ```swift
  /// let lift = BottomConstraintAvoidance.lift(
  ///   containerFrameInScreen: container, containerSafeAreaBottom: 34, anchor: .safeAreaBottom,
  ///   keyboardFrameInScreen: keyboard, mode: .docked)
  /// ```
  public static func lift(
    containerFrameInScreen: CGRect,
    containerSafeAreaBottom: CGFloat,
    anchor: Anchor,
    keyboardFrameInScreen: CGRect,
    mode: KeyboardMode
  ) -> CGFloat {
    guard containerFrameInScreen.isFiniteRect, keyboardFrameInScreen.isFiniteRect else { return 0 }
    let overlap = KeyboardOverlap.bottomOverlap(
      keyboardFrameInScreen: keyboardFrameInScreen, mode: mode,
      rectInScreen: containerFrameInScreen)
    switch anchor {
    case .containerBottom:
      return overlap
    case .safeAreaBottom:
      let safeArea = containerSafeAreaBottom.isFinite ? max(0, containerSafeAreaBottom) : 0
      return max(0, overlap - safeArea)
    }
  }

  /// The constant to set, from the app's resting constant and the lift.
  ///
  /// - Parameters:
  ///   - restingConstant: the constant the app gave the constraint for no keyboard.
  ///   - lift: the result of ``lift(containerFrameInScreen:containerSafeAreaBottom:anchor:keyboardFrameInScreen:mode:)``.
  ///   - liftedViewIsFirstItem: `true` for `view.bottom == container.bottom + constant` (the
  ///     constant grows more negative to lift), `false` for
  ///     `container.bottom == view.bottom + constant`.
  /// - Returns: the constraint's constant with the lift applied in the constraint's direction.
  public static func constant(
    restingConstant: CGFloat, lift: CGFloat, liftedViewIsFirstItem: Bool
  ) -> CGFloat {
    liftedViewIsFirstItem ? restingConstant - lift : restingConstant + lift
  }
}
