import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// An opt-in Previous / Next / Done bar above the keyboard for a form's inputs.
///
/// ```swift
/// KeyboardToolbar(inputs: [nameField, emailField, notesView])
/// ```
///
/// The inputs keep the toolbar alive (it goes when the last of them does); keep a reference only
/// to call ``refreshOrder()``.
/// Installs one `UIToolbar` as the `inputAccessoryView` of each input that has none (an accessory
/// view the app set is kept; debug builds say so). Previous and Next follow
/// `FocusOrder` (KeyboardCore): reading order of the inputs' frames in their window, top to
/// bottom, then leading to trailing (right-to-left aware); hidden and disabled inputs skipped.
/// The order is computed once and again on ``refreshOrder()`` (call it after the form's layout
/// changes), so a focus change costs a dictionary lookup, not a sort of every input. Inputs are
/// held weakly. Uses `UIAction`-based bar button items (iOS 14+): no selectors.
@available(iOS 14, macCatalyst 14, *)
@MainActor
public final class KeyboardToolbar {
  /// The bar, installed as each input's `inputAccessoryView`.
  public let toolbar: UIToolbar
  /// Moves focus to the previous input: an up chevron, "Previous" to VoiceOver.
  public let previousItem = UIBarButtonItem()
  /// Moves focus to the next input: a down chevron, "Next" to VoiceOver.
  public let nextItem = UIBarButtonItem()
  /// Ends editing.
  public let doneItem = UIBarButtonItem(systemItem: .done, primaryAction: nil, menu: nil)

  private struct WeakInput {
    weak var view: UIView?
  }

  private var inputs: [ObjectIdentifier: WeakInput] = [:]
  private var order = FocusOrder<ObjectIdentifier>([])
  private let focus: FocusTracker
  /// The guides through which the inputs keep this object alive (weak: the inputs hold them).
  private var attachments: [Weak<LifetimeAttachment>] = []

  /// Builds the bar and installs it on `inputs` (text fields and text views).
  @discardableResult
  public convenience init(inputs: [UIView]) {
    self.init(inputs: inputs, center: .default)
  }

  /// ``init(inputs:)`` listening on another notification center.
  @discardableResult
  package init(inputs: [UIView], center: NotificationCenter) {
    toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    focus = FocusTracker(center: center)
    // UIKit shows a primary action's title and image on its item (DOC uibarbuttonitem/
    // primaryaction): the actions carry the chevrons and no title, the words go to VoiceOver.
    previousItem.primaryAction = UIAction(
      title: "", image: UIImage(systemName: "chevron.up")
    ) { [weak self] _ in self?.move(forward: false) }
    nextItem.primaryAction = UIAction(
      title: "", image: UIImage(systemName: "chevron.down")
    ) { [weak self] _ in self?.move(forward: true) }
    previousItem.accessibilityLabel = ToolbarStrings.previous
    nextItem.accessibilityLabel = ToolbarStrings.next
    doneItem.primaryAction = UIAction(title: "Done") { [weak self] _ in
      self?.focus.focusedInput?.resignFirstResponder()
    }
    toolbar.items = [previousItem, nextItem, UIBarButtonItem.flexibleSpace(), doneItem]
    for input in inputs {
      self.inputs[ObjectIdentifier(input)] = WeakInput(view: input)
      // An accessory view the app set is the app's: keep it (previous/next still follow the
      // order through the other inputs' bars).
      if input.inputAccessoryView != nil {
        KeyboardAvoidanceWarnings.warn(
          "an input already has an inputAccessoryView; KeyboardToolbar keeps it and adds no bar"
            + " to that input")
        continue
      }
      if let field = input as? UITextField { field.inputAccessoryView = toolbar }
      if let textView = input as? UITextView { textView.inputAccessoryView = toolbar }
    }
    attachments = inputs.map { Weak(LifetimeAttachment.keep(self, with: $0)) }
    refreshOrder()
    focus.onFocusChange = { [weak self] _ in self?.updateItems() }
    focus.adopt(inputs.first(where: \.isFirstResponder))
    updateItems()
  }

  /// Takes the bar off every input that still shows it (the automatic mode, replacing it with
  /// one that knows a new input).
  func uninstall() {
    for input in inputs.values.compactMap(\.view) {
      if let field = input as? UITextField, field.inputAccessoryView === toolbar {
        field.inputAccessoryView = nil
      }
      if let textView = input as? UITextView, textView.inputAccessoryView === toolbar {
        textView.inputAccessoryView = nil
      }
    }
    focus.stop()
    for attachment in attachments { attachment.value?.release() }
    attachments = []
  }

  /// Recomputes the previous/next order from the inputs' current frames.
  public func refreshOrder() {
    let candidates = inputs.values.compactMap(\.view).map { input in
      FocusCandidate(
        id: ObjectIdentifier(input), frame: input.convert(input.bounds, to: nil),
        isHidden: input.isHiddenInHierarchy, isEnabled: input.acceptsFocus)
    }
    let direction: FocusOrder<ObjectIdentifier>.LayoutDirection =
      inputs.values.first(where: { $0.view != nil })?.view?.effectiveUserInterfaceLayoutDirection
        == .rightToLeft ? .rightToLeft : .leftToRight
    order = FocusOrder(candidates, layoutDirection: direction)
    updateItems()
  }

  private func move(forward: Bool) {
    guard let current = focus.focusedInput else { return }
    let id = ObjectIdentifier(current)
    guard let target = forward ? order.next(after: id) : order.previous(before: id) else { return }
    inputs[target]?.view?.becomeFirstResponder()
  }

  private func updateItems() {
    let id = focus.focusedInput.map(ObjectIdentifier.init)
    previousItem.isEnabled = id.flatMap(order.previous(before:)) != nil
    nextItem.isEnabled = id.flatMap(order.next(after:)) != nil
  }
}

extension UIView {
  /// Whether this view or an ancestor is hidden.
  fileprivate var isHiddenInHierarchy: Bool {
    var current: UIView? = self
    while let view = current {
      if view.isHidden { return true }
      current = view.superview
    }
    return false
  }

  /// Whether the input can take focus: enabled, and editable for a text view.
  fileprivate var acceptsFocus: Bool {
    if let field = self as? UITextField { return field.isEnabled }
    if let textView = self as? UITextView { return textView.isEditable }
    return true
  }
}
