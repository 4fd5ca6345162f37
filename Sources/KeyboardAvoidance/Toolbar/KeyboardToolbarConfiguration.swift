import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// How a ``KeyboardToolbar`` looks and what its Done item does.
///
/// ```swift
/// var bar = KeyboardToolbarConfiguration()
/// bar.tintColor = .systemPink
/// bar.showsPlaceholder = true
/// bar.doneAction = { input in validate(input) }
/// bar.makeTrailingItems = { [UIBarButtonItem(title: "Paste", primaryAction: pasteAction)] }
/// AutomaticKeyboardAvoidance.toolbarConfiguration = bar
/// ```
///
/// Words come from the app first: the Done title given here, else the app's own strings
/// (`KeyboardAvoidance.toolbar.done` in its `Localizable.strings`, in any language it ships),
/// else UIKit's system Done item, which UIKit localizes. The chevrons' VoiceOver labels are
/// likewise the app's `KeyboardAvoidance.toolbar.previous` and `KeyboardAvoidance.toolbar.next`,
/// else the package's (English, French, German, Japanese, Portuguese and Spanish).
@MainActor
public struct KeyboardToolbarConfiguration {
  /// The Done item's title; `nil` (the default) takes the app's string, else UIKit's system item.
  public var doneTitle: String?
  /// Whether the bar shows the focused text field's placeholder as its title.
  ///
  /// Between the chevrons and Done. Off by default. While the focused input has no placeholder
  /// (a text view, a field without one) the bar has no title item at all, so VoiceOver does not
  /// stop on an empty one.
  public var showsPlaceholder: Bool
  /// The color of the bar's items; `nil` (the default) inherits the app's tint.
  public var tintColor: UIColor?
  /// Runs when Done is tapped, with the input being edited, before editing ends.
  ///
  /// Return `false` to keep editing (a value that does not validate). `nil` (the default) just
  /// ends editing. The toolbar keeps the closure, and the inputs keep the toolbar: capture your
  /// view controller weakly (`[weak self]`), as with a `UIAction`, or it lives as long as they do.
  public var doneAction: (@MainActor (UIView) -> Bool)?
  /// Makes the app's own items, shown after the chevrons (IQKeyboardManager's
  /// `additionalLeadingItems`): a button that inserts a template, a scan of a card.
  ///
  /// Called once for each bar (the automatic mode makes one for each screen's inputs), so each
  /// bar has items of its own. `nil` (the default): none.
  public var makeLeadingItems: (@MainActor () -> [UIBarButtonItem])?
  /// Makes the app's own items, shown before Done (IQKeyboardManager's
  /// `additionalTrailingItems`).
  ///
  /// Called once for each bar. `nil` (the default): none.
  public var makeTrailingItems: (@MainActor () -> [UIBarButtonItem])?

  /// A configuration; every option off or inherited by default.
  public init(
    doneTitle: String? = nil, showsPlaceholder: Bool = false, tintColor: UIColor? = nil,
    doneAction: (@MainActor (UIView) -> Bool)? = nil,
    makeLeadingItems: (@MainActor () -> [UIBarButtonItem])? = nil,
    makeTrailingItems: (@MainActor () -> [UIBarButtonItem])? = nil
  ) {
    self.doneTitle = doneTitle
    self.showsPlaceholder = showsPlaceholder
    self.tintColor = tintColor
    self.doneAction = doneAction
    self.makeLeadingItems = makeLeadingItems
    self.makeTrailingItems = makeTrailingItems
  }
}
