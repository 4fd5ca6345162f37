import Foundation

/// A button (or space) in a toolbar or navigation bar.
///
/// Models UIKit's `UIBarButtonItem` (H17 UIBarButtonItem.h:58-59; `flexibleSpace()` /
/// `fixedSpace(_:)` H17 UIBarButtonItem.h:94,97 and AN17:619-624, iOS 14;
/// `init(systemItem:primaryAction:menu:)` UKSI17:1704; `init(title:image:primaryAction:menu:)`
/// DOC, iOS 14; `primaryAction` DOC; `SystemItem` raw values per the `UIBarButtonSystemItem` C
/// enum, 0…6 for done…fixedSpace). Target–action initializers need selectors and are not
/// modelled. Setting `primaryAction` on a non-system item copies its title and image, as UIKit
/// does. A toolbar shows an item's `customView` as its own subview. The stand-in hook `_simulateTap()` runs the primary action.
///
/// ```swift
/// let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in dismiss() })
/// toolbar.setItems([.flexibleSpace(), done], animated: false)
/// ```
@MainActor
open class UIBarButtonItem: UIBarItem {
  /// System-supplied bar button items.
  public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel = 1
    case edit = 2
    case save = 3
    case add = 4
    case flexibleSpace = 5
    case fixedSpace = 6
  }

  var storedSystemItem: SystemItem?
  var storedPrimaryAction: UIAction?

  /// Creates a plain item with no title, image or action.
  public required override init() {
    super.init()
  }

  /// Creates a system item with an optional primary action and menu.
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    storedSystemItem = systemItem
    storedPrimaryAction = primaryAction
    self.menu = menu
  }

  /// Creates a plain item; a primary action supplies the title and image it lacks.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.primaryAction = primaryAction
    self.title = title ?? self.title
    self.image = image ?? self.image
    self.menu = menu
  }

  /// Creates an item that shows `customView` (H17.4 UIBarButtonItem.h:67, :102), such as a text
  /// field in a toolbar.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// The view the item shows in place of a title or image; `nil` by default.
  open var customView: UIView?

  /// A flexible space item.
  open class func flexibleSpace() -> Self {
    let item = self.init()
    item.storedSystemItem = .flexibleSpace
    return item
  }

  /// A fixed space item of `width` points.
  open class func fixedSpace(_ width: CGFloat) -> Self {
    let item = self.init()
    item.storedSystemItem = .fixedSpace
    item.width = width
    return item
  }

  /// The action run when the item is tapped.
  open var primaryAction: UIAction? {
    get { storedPrimaryAction }
    set {
      storedPrimaryAction = newValue
      if let newValue, storedSystemItem == nil {
        title = newValue.title
        image = newValue.image
      }
    }
  }

  /// The menu shown by the item.
  open var menu: UIMenu?

  /// The item's width (used by fixed spaces).
  ///
  /// Default `0`.
  open var width: CGFloat = 0

  /// How the item is drawn (H26.2 UIBarButtonItem.h:22-33, 115: `UIBarButtonItemStyle`, default
  /// plain).
  ///
  /// The 26.2 SDK's `prominent` (2) marks "a button that completes or finalizes some task", never
  /// grouped visually with other items; its `done` has the same value and is deprecated in its
  /// favour, so Swift imports it as an alias of `prominent`, as here. Older SDKs have `done` (2)
  /// as a case and no `prominent`; the value, and so what the bar shows, is the same.
  public enum Style: Int, Sendable {
    case plain = 0
    case prominent = 2

    /// The same value as ``prominent``: a bold title before iOS 26.
    public static var done: UIBarButtonItem.Style { .prominent }
  }

  /// How the item is drawn; `.plain` by default.
  open var style: UIBarButtonItem.Style = .plain

  /// Whether the shared background (Liquid Glass) UIKit draws behind grouped items is hidden
  /// behind this one, which is then grouped with none (H26.2 UIBarButtonItem.h:147-157, iOS 26;
  /// default `false`).
  open var hidesSharedBackground: Bool = false

  /// Whether this item may share a background with its neighbours (H26.2
  /// UIBarButtonItem.h:159-166, iOS 26; default `true`).
  open var sharesBackground: Bool = true
}
