import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What to change on a scroll view so the keyboard hides nothing that matters.
public struct ScrollViewPlan: Sendable, Equatable {
  /// The share to add to `contentInset.bottom` (never negative).
  public var addedBottomInset: CGFloat
  /// The share to add to `verticalScrollIndicatorInsets.bottom` (never negative).
  public var addedIndicatorBottomInset: CGFloat
  /// The content offset to animate to, or `nil` to leave the user's scroll position alone.
  public var targetContentOffset: CGPoint?

  /// A plan that changes nothing.
  public static let none = ScrollViewPlan(
    addedBottomInset: 0, addedIndicatorBottomInset: 0, targetContentOffset: nil)

  /// Creates a plan.
  public init(
    addedBottomInset: CGFloat, addedIndicatorBottomInset: CGFloat, targetContentOffset: CGPoint?
  ) {
    self.addedBottomInset = addedBottomInset
    self.addedIndicatorBottomInset = addedIndicatorBottomInset
    self.targetContentOffset = targetContentOffset
  }
}
