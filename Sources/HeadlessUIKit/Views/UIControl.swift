import Foundation

/// The base class for controls that respond to user interaction.
///
/// Models UIKit's `UIControl` minimally: `isEnabled` (DOC uicontrol/isenabled, default `true`)
/// and `UIAction`s for events (`UIControl+Actions.swift`). Target–selector pairs are not
/// modelled; taps that reach an enabled control are counted for tests (`_receivedTapCount`).
///
/// ```swift
/// button.isEnabled = false
/// ```
@MainActor
open class UIControl: UIView {
  var receivedTapCount = 0
  /// The actions added per event bit (`addAction(_:for:)`).
  var eventActions: [UInt: [UIAction]] = [:]

  /// Whether the control responds to user interaction.
  ///
  /// Default `true`.
  open var isEnabled: Bool = true
}
