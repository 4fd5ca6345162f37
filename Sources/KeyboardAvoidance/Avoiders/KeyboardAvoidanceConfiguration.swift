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

  /// The defaults.
  public init() {}

  /// The defaults, with the options given.
  public init(
    margin: CGFloat = ScrollViewAvoidance.defaultMargin, revealsFocusedInput: Bool = true,
    focusChangeAnimation: KeyboardAnimation = .immediate
  ) {
    self.margin = margin
    self.revealsFocusedInput = revealsFocusedInput
    self.focusChangeAnimation = focusChangeAnimation
  }
}
