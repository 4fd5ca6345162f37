import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A form's inputs in reading order, for moving the focus to the previous or next one.
///
/// `FocusOrder` (KeyboardCore) over the inputs' frames in their window: top to bottom, then
/// leading to trailing (right-to-left aware); hidden and disabled inputs are skipped. Computed
/// once and again on ``refresh()``, so a move costs a dictionary lookup. Inputs are held weakly.
@MainActor
final class InputOrder {
  private struct WeakInput {
    weak var view: UIView?
  }

  private var inputs: [ObjectIdentifier: WeakInput] = [:]
  private var order = FocusOrder<ObjectIdentifier>([])
  /// Each input's navigation group (`UIView.groupsKeyboardNavigation`), when it is in one.
  private var groups: [ObjectIdentifier: ObjectIdentifier] = [:]
  /// Whether moves follow a data-source table's rows past the cells it has made (the automatic
  /// mode's orders: see InputOrder+TableRows.swift).
  var followsTableRows = false

  init(_ inputs: [UIView]) {
    for input in inputs { self.inputs[ObjectIdentifier(input)] = WeakInput(view: input) }
    refresh()
  }

  /// Takes `inputs` as the inputs from now on, and orders them.
  func replace(with inputs: [UIView]) {
    self.inputs = [:]
    for input in inputs { self.inputs[ObjectIdentifier(input)] = WeakInput(view: input) }
    refresh()
  }

  /// The inputs still alive, in no particular order.
  var views: [UIView] { inputs.values.compactMap(\.view) }

  /// Whether `input` is one of the inputs.
  func contains(_ input: UIView) -> Bool {
    inputs[ObjectIdentifier(input)]?.view === input
  }

  /// The input that is first responder, if one is.
  var firstResponder: UIView? { views.first(where: \.isFirstResponder) }

  /// Recomputes the order from the inputs' current frames.
  func refresh() {
    let candidates = views.map { input in
      FocusCandidate(
        id: ObjectIdentifier(input), frame: input.convert(input.bounds, to: nil),
        isHidden: input.isHiddenInHierarchy, isEnabled: input.acceptsFocus)
    }
    let direction: FocusOrder<ObjectIdentifier>.LayoutDirection =
      views.first?.effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? .rightToLeft : .leftToRight
    order = FocusOrder(candidates, layoutDirection: direction)
    groups = [:]
    for input in views {
      if let group = input.keyboardNavigationGroup {
        groups[ObjectIdentifier(input)] = ObjectIdentifier(group)
      }
    }
  }

  /// The input after `input` in reading order, among the inputs of its navigation group, if any.
  func inputAfter(_ input: UIView) -> UIView? {
    let start = ObjectIdentifier(input)
    let group = groups[start]
    // A plain lookup, not `flatMap` with a closure: the closure is main-actor isolated and
    // checked at run time on every call (most of a toolbar's focus-change cost under callgrind).
    var next = order.next(after: start)
    while let id = next, groups[id] != group { next = order.next(after: id) }
    guard let id = next else { return nil }
    return inputs[id]?.view
  }

  /// The input before `input` in reading order, among the inputs of its navigation group, if
  /// any.
  func inputBefore(_ input: UIView) -> UIView? {
    let start = ObjectIdentifier(input)
    let group = groups[start]
    var previous = order.previous(before: start)
    while let id = previous, groups[id] != group { previous = order.previous(before: id) }
    guard let id = previous else { return nil }
    return inputs[id]?.view
  }
}

extension UIView {
  /// Whether this view or an ancestor is hidden.
  var isHiddenInHierarchy: Bool {
    var current: UIView? = self
    while let view = current {
      if view.isHidden { return true }
      current = view.superview
    }
    return false
  }

  /// Whether the input can take focus: enabled, and editable for a text view.
  var acceptsFocus: Bool {
    if let field = self as? UITextField { return field.isEnabled }
    if let textView = self as? UITextView { return textView.isEditable }
    return true
  }
}
