import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How the top of the keyboard layout guide a list is pinned to moves between two plans, in
/// screen coordinates, and what that makes of the list's height.
///
/// Both heights are counted from the taller list, the one the lower top leaves: how much shorter
/// the list was, and is, is room to a chat's lift policy (``ChatListLift``) as much as an inset
/// is. Reckoned from the guide's tops, not from the list's frame, it holds whether UIKit has laid
/// the list out for the new keyboard when the notification is heard or not.
///
/// ```swift
/// // The keyboard rises: the guide leaves its resting top (818) for the keyboard's (516).
/// let move = KeyboardGuideMove(from: 818, to: 516, pinOffset: 0)
/// move.shortenedAfter  // 302
/// ```
public struct KeyboardGuideMove: Sendable, Equatable {
  /// The guide's top for the last plan (its resting top when the keyboard was away).
  public var from: CGFloat
  /// The guide's top for this plan.
  public var to: CGFloat
  /// How far below the top the list's bottom is pinned.
  public var pinOffset: CGFloat

  /// Creates a move of the guide's top from `from` to `to`, for a list pinned `pinOffset`
  /// below it.
  public init(from: CGFloat, to: CGFloat, pinOffset: CGFloat) {
    self.from = from
    self.to = to
    self.pinOffset = pinOffset
  }

  /// The list's bottom with the guide at the lower of the two tops.
  public var lowerBottom: CGFloat { max(from, to) + pinOffset }
  /// How much shorter than that the list was for the last plan.
  public var shortenedBefore: CGFloat { max(from, to) - from }
  /// How much shorter than that the list is for this one.
  public var shortenedAfter: CGFloat { max(from, to) - to }
}
