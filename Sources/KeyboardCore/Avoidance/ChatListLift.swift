import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How a chat's message list moves when the keyboard rises and falls under its composer.
///
/// Chat apps differ (react-native-keyboard-controller's `KeyboardChatScrollView`, pull request
/// 1314, names them after Telegram, WhatsApp, ChatGPT and Claude): the list always gets the room
/// the keyboard takes (its bottom inset), and the policy says whether the messages on screen ride
/// up with the keyboard.
///
/// ```swift
/// let y = ChatListLift.atEnd.offsetY(
///   in: geometry, addedBefore: 0, addedAfter: 302)  // at the end: lifted by 302
/// ```
public enum ChatListLift: String, Sendable, Equatable, CaseIterable, Codable {
  /// The list makes room and nothing moves: the newest messages go behind the keyboard until the
  /// user scrolls.
  case none
  /// The messages always ride up with the keyboard and come back down with it, wherever the list
  /// is scrolled (WhatsApp).
  case always
  /// The messages ride up only when the list shows its end, and come back down with the
  /// keyboard from there; scrolled back into the history, they stay (Telegram, iMessage).
  case atEnd
  /// The messages ride up with the keyboard and stay there when it goes: the list keeps its
  /// scroll position, moved only back into range (ChatGPT, Claude).
  case keptAfterHide

  /// The content offset's `y` for the list once the library's share of its bottom inset goes
  /// from `before` to `after`, or `nil` to leave the user's scroll position alone.
  ///
  /// - Parameters:
  ///   - geometry: the list before the change, its app inset without the library's share.
  ///   - before: the library's share of the bottom inset until now.
  ///   - after: the share from now on.
  ///   - followingFinger: whether the change follows a finger dragging the keyboard: a list
  ///     `keptAfterHide` did not come down with the drag, so it does not go up with it either.
  /// - Returns: the offset to move to, in the range the new inset allows; `nil` for no move.
  public func offsetY(
    in geometry: ScrollViewGeometry, addedBefore before: CGFloat, addedAfter after: CGFloat,
    followingFinger: Bool = false
  ) -> CGFloat? {
    let delta = after - before
    guard delta.isFinite, abs(delta) > 0.5, geometry.contentOffset.y.isFinite else { return nil }
    let y = geometry.contentOffset.y
    let lifts: Bool
    switch self {
    case .none: lifts = false
    case .always: lifts = true
    case .atEnd: lifts = isAtEnd(geometry, added: before)
    case .keptAfterHide: lifts = delta > 0 && !followingFinger
    }
    guard lifts else { return nil }
    let inset = geometry.adjustedInset(addedBottom: after)
    let target = geometry.clamped(
      CGPoint(x: geometry.contentOffset.x, y: y + delta), adjustedInset: inset
    ).y
    return abs(target - y) > 0.5 ? target : nil
  }

  /// Whether the list shows its end (within a point) with the library adding `added`.
  public func isAtEnd(_ geometry: ScrollViewGeometry, added: CGFloat) -> Bool {
    let range = geometry.validOffsetRange(adjustedInset: geometry.adjustedInset(addedBottom: added))
    return geometry.contentOffset.y >= range.y.upperBound - 1
  }
}
