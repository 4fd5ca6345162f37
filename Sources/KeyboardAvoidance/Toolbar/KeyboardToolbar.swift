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
/// view the app set is kept, on the input or supplied by a responder above it such as a form
/// library's cell; debug builds say so). Previous and Next follow
/// `FocusOrder` (KeyboardCore): reading order of the inputs' frames in their window, top to
/// bottom, then leading to trailing (right-to-left aware); hidden and disabled inputs skipped.
/// The array's own order is not used (nor tags): the bar follows what the user sees, as
/// IQKeyboardManager's `.byPosition` does; SwiftUI's `keyboardFocusToolbar` takes an explicit
/// `order:`.
/// The order is computed once and again on ``refreshOrder()`` (call it after the form's layout
/// changes), so a focus change costs a dictionary lookup, not a sort of every input. Inputs are
/// held weakly. Uses `UIAction`-based bar button items (iOS 14+): no selectors. Code moves the
/// focus as the chevrons do with ``moveToNext()`` and ``moveToPrevious()``.
///
/// The bar looks as the system's own do: on iOS 26 the chevrons share one Liquid Glass
/// background, Done is prominent and stands alone, and the placeholder title sits on no glass;
/// before iOS 26, Done is bold. Its items are standard bar items, no custom views: UIKit shows
/// those of its toolbars in the large content viewer at the largest text sizes, on a long press
/// (WWDC19 session 261, "Large Content Viewer"; that it does so for a toolbar hosted as an input
/// accessory in the keyboard's window is inferred), and the bar keeps its height, as system bars
/// do.
@available(iOS 14, macCatalyst 14, *)
@MainActor
public final class KeyboardToolbar {
  /// The bar, installed as each input's `inputAccessoryView`.
  public let toolbar: UIToolbar
  /// Moves focus to the previous input: an up chevron, "Previous" to VoiceOver.
  public let previousItem = UIBarButtonItem()
  /// Moves focus to the next input: a down chevron, "Next" to VoiceOver.
  public let nextItem = UIBarButtonItem()
  /// Ends editing: UIKit's system Done item, or one titled by the configuration or the app's
  /// strings.
  public let doneItem: UIBarButtonItem
  /// The focused text field's placeholder, as the bar's title, when the configuration asks for
  /// it and the field has one (not in the bar otherwise).
  public let titleItem = UIBarButtonItem()
  /// How the bar looks and what Done does.
  public let configuration: KeyboardToolbarConfiguration
  /// The app's own items after the chevrons, made for this bar by the configuration.
  public let leadingItems: [UIBarButtonItem]
  /// The app's own items before Done, made for this bar by the configuration.
  public let trailingItems: [UIBarButtonItem]

  /// The bar's items before the title's place: the chevrons, the app's leading items, a space.
  private var itemsBeforeTitle: [UIBarButtonItem] = []
  /// The bar's items after the title's place: the app's trailing items and Done.
  private var itemsAfterTitle: [UIBarButtonItem] = []

  private let order: InputOrder
  /// Where the inputs are read again (the automatic mode's container).
  ///
  /// A field the app revealed since gets the bar and is a stop. `nil`: the inputs given at
  /// creation.
  var inputSource: (@MainActor () -> [UIView])? {
    didSet { order.followsTableRows = inputSource != nil }
  }
  private let focus: FocusTracker
  /// The guides through which the inputs keep this object alive (weak: the inputs hold them).
  private var attachments: [Weak<LifetimeAttachment>] = []

  /// Builds the bar and installs it on `inputs` (text fields and text views).
  @discardableResult
  public convenience init(
    inputs: [UIView], configuration: KeyboardToolbarConfiguration = KeyboardToolbarConfiguration()
  ) {
    self.init(inputs: inputs, configuration: configuration, center: .default)
  }

  /// ``init(inputs:configuration:)`` listening on another notification center.
  @discardableResult
  package init(
    inputs: [UIView], configuration: KeyboardToolbarConfiguration = KeyboardToolbarConfiguration(),
    center: NotificationCenter
  ) {
    toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    order = InputOrder(inputs)
    focus = FocusTracker(center: center)
    self.configuration = configuration
    leadingItems = configuration.makeLeadingItems?() ?? []
    trailingItems = configuration.makeTrailingItems?() ?? []
    if let title = configuration.doneTitle ?? ToolbarStrings.appDone {
      doneItem = UIBarButtonItem(title: title)
    } else {
      doneItem = UIBarButtonItem(systemItem: .done, primaryAction: nil, menu: nil)
    }
    // UIKit shows a primary action's title and image on its item (DOC uibarbuttonitem/
    // primaryaction): the actions carry the chevrons and no title, the words go to VoiceOver.
    previousItem.primaryAction = UIAction(
      title: "", image: UIImage(systemName: "chevron.up")
    ) { [weak self] _ in self?.moveToPrevious() }
    nextItem.primaryAction = UIAction(
      title: "", image: UIImage(systemName: "chevron.down")
    ) { [weak self] _ in self?.moveToNext() }
    // VoiceOver reads a label, the item's kind and a hint: "Previous, button, Moves to the
    // previous field." (IQKeyboardManager issue 1512: its bar read "Toolbar Done Button Button",
    // the kind spelt into the label). UIKit gives bar items their button trait itself.
    previousItem.accessibilityLabel = ToolbarStrings.previous
    previousItem.accessibilityHint = ToolbarStrings.previousHint
    nextItem.accessibilityLabel = ToolbarStrings.next
    nextItem.accessibilityHint = ToolbarStrings.nextHint
    doneItem.primaryAction = UIAction(title: doneItem.title ?? "Done") { [weak self] _ in
      self?.donePressed()
    }
    doneItem.accessibilityHint = ToolbarStrings.doneHint
    // Done finishes the task: bold before iOS 26; on iOS 26 the same value is `prominent`,
    // tinted and never grouped with the chevrons (UIBarButtonItem.h in the 26.2 SDK, which
    // deprecates `done` in its favour). The chevrons, side by side, share one background.
    doneItem.style = .done
    var items = [previousItem, nextItem]
    if !leadingItems.isEmpty {
      // A zero-width fixed space keeps the app's items out of the chevrons' shared background on
      // iOS 26 (UIBarButtonItem.h in the 26.2 SDK); before it, it takes no room.
      items += [UIBarButtonItem.fixedSpace(0)] + leadingItems
    }
    items.append(UIBarButtonItem.flexibleSpace())
    itemsBeforeTitle = items
    itemsAfterTitle = trailingItems + [doneItem]
    if configuration.showsPlaceholder {
      // A title, not a button: UIKit greys a disabled item's title, and VoiceOver is told it is
      // text (else it reads the field's name as a dimmed button).
      titleItem.isEnabled = false
      titleItem.accessibilityTraits = .staticText
      Self.drawWithoutGlass(titleItem)
    }
    toolbar.items = items + itemsAfterTitle
    if let tint = configuration.tintColor { toolbar.tintColor = tint }
    take(inputs)
    focus.onFocusChange = { [weak self] _ in self?.updateItems() }
    focus.adopt(inputs.first(where: \.isFirstResponder))
    updateItems()
  }

  /// Leaves `item` out of the Liquid Glass background iOS 26 draws behind grouped bar items.
  ///
  /// A title is text, not a control (`hidesSharedBackground`, UIBarButtonItem.h in the 26.2 SDK).
  /// Built against an older SDK, which lacks the property, nothing is done: those bars have no
  /// shared background.
  private static func drawWithoutGlass(_ item: UIBarButtonItem) {
    // UIKit's module version tells the SDK: 9126.2.4 in 26.2's, 8506.1.101 in 18.6's.
    #if !canImport(UIKit) || canImport(UIKit, _version: 9000)
      if #available(iOS 26, macCatalyst 26, *) { item.hidesSharedBackground = true }
    #endif
  }

  /// Takes the bar off every input that still shows it (the automatic mode, replacing it with
  /// one that knows a new input).
  func uninstall() {
    for input in order.views { removeBar(from: input) }
    focus.stop()
    for attachment in attachments { attachment.value?.release() }
    attachments = []
  }

  /// Reads the inputs again from ``inputSource``: new inputs get the bar, inputs gone lose it,
  /// and the order is taken afresh.
  func reloadInputs() {
    guard let inputSource else { return }
    let inputs = inputSource()
    let kept = Set(inputs.map(ObjectIdentifier.init))
    for input in order.views where !kept.contains(ObjectIdentifier(input)) {
      removeBar(from: input)
    }
    let added = inputs.filter { !order.contains($0) }
    order.replace(with: inputs)
    take(added)
    updateItems()
  }

  /// Gives each of `inputs` the bar, unless the app gives it an accessory view, and keeps the
  /// toolbar alive with each.
  private func take(_ inputs: [UIView]) {
    for input in inputs {
      // An accessory view the app set, on the input or a responder above it (a form's cell), is
      // the app's: keep it (previous/next still follow the order through the other inputs' bars).
      if let accessory = input.inputAccessoryViewFromResponders {
        if accessory !== toolbar {
          KeyboardAvoidanceWarnings.warn(
            "an input already has an inputAccessoryView (its own, or one a responder above it"
              + " such as its cell supplies); KeyboardToolbar keeps it and adds no bar to that"
              + " input")
        }
        continue
      }
      if let field = input as? UITextField { field.inputAccessoryView = toolbar }
      if let textView = input as? UITextView { textView.inputAccessoryView = toolbar }
    }
    attachments += inputs.map { Weak(LifetimeAttachment.keep(self, with: $0)) }
  }

  private func removeBar(from input: UIView) {
    if let field = input as? UITextField, field.inputAccessoryView === toolbar {
      field.inputAccessoryView = nil
    }
    if let textView = input as? UITextView, textView.inputAccessoryView === toolbar {
      textView.inputAccessoryView = nil
    }
  }

  /// Recomputes the previous/next order from the inputs' current frames.
  public func refreshOrder() {
    order.refresh()
    updateItems()
  }

  /// Whether an input comes before the focused one (Previous is enabled).
  public var canMoveToPrevious: Bool {
    guard let input = focus.focusedInput else { return false }
    return order.hasPrevious(before: input)
  }

  /// Whether an input comes after the focused one (Next is enabled).
  public var canMoveToNext: Bool {
    guard let input = focus.focusedInput else { return false }
    return order.hasNext(after: input)
  }

  /// Moves the focus to the previous input, as Previous does; `false` when there is none.
  @discardableResult
  public func moveToPrevious() -> Bool {
    guard let input = focus.focusedInput, let target = order.previous(before: input) else {
      return false
    }
    return target.becomeFirstResponder()
  }

  /// Moves the focus to the next input, as Next does; `false` when there is none.
  @discardableResult
  public func moveToNext() -> Bool {
    guard let input = focus.focusedInput, let target = order.next(after: input) else {
      return false
    }
    return target.becomeFirstResponder()
  }

  /// Done: the app's action first, which may keep editing; then editing ends.
  private func donePressed() {
    guard let input = focus.focusedInput else { return }
    if let action = configuration.doneAction, !action(input) { return }
    input.resignFirstResponder()
  }

  private func updateItems() {
    previousItem.isEnabled = canMoveToPrevious
    nextItem.isEnabled = canMoveToNext
    if configuration.showsPlaceholder {
      let title = (focus.focusedInput as? UITextField)?.placeholder
      titleItem.title = title
      showTitle(title?.isEmpty == false)
    }
  }

  /// Puts the title in the bar when there is one to show, and takes it out when there is none.
  ///
  /// An item with no title can still be an element VoiceOver stops on with nothing to read
  /// (IQKeyboardManager issue 1980 reports its bar's empty title read as a dimmed button), so a
  /// field without a placeholder gets a bar without the title.
  private func showTitle(_ shows: Bool) {
    let showing = toolbar.items?.contains { $0 === titleItem } == true
    guard shows != showing else { return }
    let title = shows ? [titleItem, UIBarButtonItem.flexibleSpace()] : []
    toolbar.setItems(itemsBeforeTitle + title + itemsAfterTitle, animated: false)
  }
}
