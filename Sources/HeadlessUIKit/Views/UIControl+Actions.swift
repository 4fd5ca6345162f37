import Foundation

/// Closure actions for a control's events.
///
/// Models UIKit's `UIControl.Event` (H26.2 UIControl.h:16-41, `UIControlEvents`, an option set
/// of bits; the stand-in spells only `.editingDidEndOnExit`, the one event it sends),
/// `addAction(_:for:)`,
/// `removeAction(_:for:)` and `removeAction(identifiedBy:for:)` (H26.2 UIControl.h:108-113,
/// Swift names AN26.2 UIKit.apinotes:574-582, iOS 14): "UIActions are uniqued based on
/// their identifier, and subsequent actions with the same identifier replace previously added
/// actions". Only `UITextField._simulateReturnKey()` sends events (`.editingDidEndOnExit`);
/// target–selector pairs are not modelled.
///
/// ```swift
/// field.addAction(UIAction { _ in next.becomeFirstResponder() }, for: .editingDidEndOnExit)
/// ```
extension UIControl {
  /// The events a control reports.
  public struct Event: OptionSet, Sendable {
    /// The event bits.
    public let rawValue: UInt

    /// Creates a set of events from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The Return key ended a text field's editing: the only event the stand-in sends.
    public static let editingDidEndOnExit: Event = Event(rawValue: 1 << 19)
  }

  /// Runs `action` when one of `controlEvents` happens; an action with the same identifier
  /// already added for an event is replaced.
  public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    for bit in Self.bits(of: controlEvents) {
      var list = eventActions[bit, default: []]
      list.removeAll { $0.identifier == action.identifier }
      list.append(action)
      eventActions[bit] = list
    }
  }

  /// Stops running `action` for `controlEvents`.
  public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    for bit in Self.bits(of: controlEvents) {
      eventActions[bit]?.removeAll { $0.identifier == action.identifier }
    }
  }

  /// Stops running the action identified by `actionIdentifier` for `controlEvents`.
  public func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event
  ) {
    for bit in Self.bits(of: controlEvents) {
      eventActions[bit]?.removeAll { $0.identifier == actionIdentifier }
    }
  }

  /// Runs the actions added for any of `events`, in the order they were added.
  func sendActions(forEvents events: UIControl.Event) {
    for bit in Self.bits(of: events) {
      for action in eventActions[bit] ?? [] { action.handler(action) }
    }
  }

  /// Whether any action is added for one of `events`.
  func hasActions(for events: UIControl.Event) -> Bool {
    Self.bits(of: events).contains { !(eventActions[$0] ?? []).isEmpty }
  }

  private static func bits(of events: UIControl.Event) -> [UInt] {
    (0..<UInt.bitWidth).map { UInt(1) << $0 }.filter { events.rawValue & $0 != 0 }
  }
}
