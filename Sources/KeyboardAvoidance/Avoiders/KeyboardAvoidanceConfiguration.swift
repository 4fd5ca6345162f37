import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif
import KeyboardCore

/// Options shared by every avoider.
///
/// ```swift
/// ScrollViewKeyboardAvoider(
///   scrollView: tableView, configuration: KeyboardAvoidanceConfiguration(margin: 24))
/// ```
public struct KeyboardAvoidanceConfiguration: Sendable, Equatable {
  /// The gap kept between the focused input (or caret) and the keyboard.
  ///
  /// Default 16 points.
  public var margin: CGFloat = ScrollViewAvoidance.defaultMargin
  /// Whether the focused input is scrolled or lifted into view.
  ///
  /// Default `true`; `false` only
  /// makes room (insets, constraint) without moving content.
  public var revealsFocusedInput = true
  /// The animation used when focus moves or text changes while the keyboard stays up.
  ///
  /// iOS 11+ sends no keyboard notification then. Default: immediate, so an input that receives
  /// focus while under the keyboard (Next on a toolbar, a programmatic focus) is never drawn
  /// there; set an animation (for example 0.25 s ease-in-out) to scroll to it instead.
  public var focusChangeAnimation = KeyboardAnimation.immediate
  /// How a scroll view that shows no focused input (a chat's message list under its composer)
  /// moves as the keyboard comes and goes: ``ChatListLift/none`` (only room), `.always`,
  /// `.atEnd` or `.keptAfterHide`.
  ///
  /// Default `.none`. Read by ``ScrollViewKeyboardAvoider`` when the focused input is not in its
  /// scroll view; the message bar is moved by its own avoider.
  public var chatListLift = ChatListLift.none

  /// The defaults.
  public init() {}

  /// The defaults, with the options given.
  public init(
    margin: CGFloat = ScrollViewAvoidance.defaultMargin, revealsFocusedInput: Bool = true,
    focusChangeAnimation: KeyboardAnimation = .immediate, chatListLift: ChatListLift = .none
  ) {
    self.margin = margin
    self.revealsFocusedInput = revealsFocusedInput
    self.focusChangeAnimation = focusChangeAnimation
    self.chatListLift = chatListLift
  }
}
