import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The Return key moves to a form's next input, and ends editing on the last one.
///
/// ```swift
/// ReturnKeyNavigation(inputs: [nameField, emailField, passwordField])
/// ```
///
/// Each text field's Return key reads Next, and the last one's Done, unless the app chose a
/// return key of its own. Pressing it moves the focus to the next input in the same reading
/// order as ``KeyboardToolbar``'s Next (text views count as stops, their Return key types text),
/// or ends editing on the last. No delegate is replaced: the field reports Return through its
/// `.editingDidEndOnExit` event, to a `UIAction` added for it, so a delegate whose
/// `textFieldShouldReturn(_:)` returns `false` keeps the key for the app.
///
/// A key the app chose for an action of its own (Search, Send, Go, Join, Route, Continue, and
/// the rest but Next and Done) keeps its meaning: the navigation adds nothing to that field, so
/// its Return runs the app's action and the focus stays where the user is (a search field runs
/// its search; a chat field sends). The field is still a stop for the toolbar, for
/// ``moveToNext()``, and for Return on the field before it. A Next or Done the app set moves on
/// or ends editing, as its title says.
///
/// The inputs keep the navigation alive (it goes when the last of them does); keep a reference
/// to call ``refreshOrder()`` after the form's layout changes, to move the focus from code, or
/// to ``stop()``. Inputs are held weakly.
@available(iOS 14, macCatalyst 14, *)
@MainActor
public final class ReturnKeyNavigation {
  private let order: InputOrder
  /// Where the inputs are read again before Return moves on (the automatic mode's container).
  ///
  /// A field the app revealed since is a stop too. `nil`: the inputs given at creation.
  var inputSource: (@MainActor () -> [UIView])? {
    didSet { order.followsTableRows = inputSource != nil }
  }
  /// Fields whose return key type this navigation set (the app's own choices are not recorded).
  private var titled: [Weak<UITextField>] = []
  /// The guides through which the inputs keep this object alive (weak: the inputs hold them).
  private var attachments: [Weak<LifetimeAttachment>] = []

  /// The identifier of the action added to each field's `.editingDidEndOnExit` event.
  static let actionIdentifier = UIAction.Identifier("KeyboardAvoidance.ReturnKeyNavigation")

  /// Makes Return move through `inputs` (text fields and text views) in reading order.
  @discardableResult
  public init(inputs: [UIView]) {
    order = InputOrder(inputs)
    take(inputs)
    titleReturnKeys()
  }

  /// Reads the inputs again from ``inputSource``: new fields get Return and a title, and the
  /// order is taken afresh.
  func reloadInputs() {
    guard let inputSource else { return }
    let inputs = inputSource()
    let added = inputs.filter { !order.contains($0) }
    order.replace(with: inputs)
    take(added)
    titleReturnKeys()
  }

  /// Gives each of `inputs` that is a field with a navigating key the Return action, and keeps
  /// this navigation alive with each.
  private func take(_ inputs: [UIView]) {
    for field in inputs.compactMap({ $0 as? UITextField }) where field.returnKeyType.navigates {
      // One action per field, all with one identifier: a second navigation over the same field
      // replaces the first's action instead of moving the focus twice.
      let action = UIAction(identifier: Self.actionIdentifier) { [weak self, weak field] _ in
        if let field { self?.returnPressed(in: field) }
      }
      field.addAction(action, for: .editingDidEndOnExit)
      if field.returnKeyType == .default { titled.append(Weak(field)) }
    }
    attachments += inputs.map { Weak(LifetimeAttachment.keep(self, with: $0)) }
  }

  /// Recomputes the order from the inputs' current frames (and which field is last).
  public func refreshOrder() {
    order.refresh()
    titleReturnKeys()
  }

  /// Whether an input comes after the one being edited.
  public var canMoveToNext: Bool {
    order.firstResponder.map(order.hasNext(after:)) ?? false
  }

  /// Whether an input comes before the one being edited.
  public var canMoveToPrevious: Bool {
    order.firstResponder.map(order.hasPrevious(before:)) ?? false
  }

  /// Moves the focus to the input after the one being edited; `false` when there is none.
  @discardableResult
  public func moveToNext() -> Bool {
    guard let target = order.firstResponder.flatMap(order.next(after:)) else { return false }
    return target.becomeFirstResponder()
  }

  /// Moves the focus to the input before the one being edited; `false` when there is none.
  @discardableResult
  public func moveToPrevious() -> Bool {
    guard let target = order.firstResponder.flatMap(order.previous(before:)) else {
      return false
    }
    return target.becomeFirstResponder()
  }

  /// Gives the fields back their Return key.
  ///
  /// The action is removed, and the titles this navigation set are `.default` again. The
  /// inputs then let it go.
  public func stop() {
    for field in order.views.compactMap({ $0 as? UITextField }) {
      field.removeAction(identifiedBy: Self.actionIdentifier, for: .editingDidEndOnExit)
    }
    for field in titled.compactMap(\.value) { field.returnKeyType = .default }
    titled = []
    for attachment in attachments { attachment.value?.release() }
    attachments = []
  }

  /// Keeps the navigation alive with `view` too (the automatic mode's container, where it
  /// finds it again), until ``stop()``.
  func keepAlive(with view: UIView) {
    attachments.append(Weak(LifetimeAttachment.keep(self, with: view)))
  }

  private func returnPressed(in field: UITextField) {
    // The app may have given the field a key of its own since.
    guard order.contains(field), field.returnKeyType.navigates else { return }
    reloadInputs()
    if let next = order.next(after: field) {
      next.becomeFirstResponder()
    } else {
      field.resignFirstResponder()
    }
  }

  /// Next on every field this navigation titles, Done on the last input.
  private func titleReturnKeys() {
    for field in titled.compactMap(\.value) {
      field.returnKeyType = order.hasNext(after: field) ? .next : .done
    }
  }
}

extension UIReturnKeyType {
  /// Whether Return with this title moves through a form: the plain Return key, Next and Done.
  ///
  /// Any other title names an action of the app's.
  var navigates: Bool {
    self == .default || self == .next || self == .done
  }
}
