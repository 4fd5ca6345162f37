import Foundation
import Testing

@testable import KeyboardCore

@Suite("A chat's message list as the keyboard comes and goes")
struct ChatListLiftTests {
  /// A 3,000-point conversation in an 852-point list with a 34-point home indicator: its end is
  /// at 2,182 with no keyboard, at 2,484 with 302 points of room.
  static func list(offsetY: CGFloat) -> ScrollViewGeometry {
    ScrollViewGeometry(
      visibleRectInScreen: CGRect(x: 0, y: 0, width: 393, height: 852),
      boundsSize: CGSize(width: 393, height: 852), contentSize: CGSize(width: 393, height: 3000),
      contentOffset: CGPoint(x: 0, y: offsetY),
      systemContentInset: ContentInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test(
    "Rising by 302 points, at the end and in the history",
    arguments: [
      (ChatListLift.none, 2182.0, nil as Double?), (.none, 1000, nil),
      (.always, 2182, 2484), (.always, 1000, 1302),
      (.atEnd, 2182, 2484), (.atEnd, 1000, nil),
      (.keptAfterHide, 2182, 2484), (.keptAfterHide, 1000, 1302),
    ])
  func rising(lift: ChatListLift, from y: Double, to expected: Double?) {
    let moved = lift.offsetY(in: Self.list(offsetY: y), addedBefore: 0, addedAfter: 302)
    #expect(moved.map(Double.init) == expected)
  }

  @Test(
    "Falling by 302 points, from where the rise left the list",
    arguments: [
      (ChatListLift.none, 2484.0, nil as Double?), (.always, 2484, 2182), (.always, 1302, 1000),
      (.atEnd, 2484, 2182), (.atEnd, 1000, nil), (.keptAfterHide, 1302, nil),
      (.keptAfterHide, 2484, nil),
    ])
  func falling(lift: ChatListLift, from y: Double, to expected: Double?) {
    let moved = lift.offsetY(in: Self.list(offsetY: y), addedBefore: 302, addedAfter: 0)
    #expect(moved.map(Double.init) == expected)
  }

  @Test("A conversation shorter than the list: the room does not move it off its top")
  func shortConversation() {
    var short = Self.list(offsetY: -59)
    short.contentSize.height = 300
    #expect(ChatListLift.always.offsetY(in: short, addedBefore: 0, addedAfter: 302) == nil)
    #expect(ChatListLift.atEnd.offsetY(in: short, addedBefore: 0, addedAfter: 302) == nil)
  }

  @Test("Kept after hide: a finger's drag back up does not lift a list the drag never lowered")
  func keptAfterHideUnderAFinger() {
    let list = Self.list(offsetY: 1000)
    #expect(
      ChatListLift.keptAfterHide.offsetY(
        in: list, addedBefore: 100, addedAfter: 302, followingFinger: true) == nil)
    #expect(
      ChatListLift.always.offsetY(
        in: list, addedBefore: 100, addedAfter: 302, followingFinger: true) == 1202)
  }
}
