import Foundation

/// A container of menu elements.
///
/// Models UIKit's `UIMenu` minimally (DOC uikit/uimenu, iOS 13; initializer DOC
/// uimenu/init(title:image:identifier:options:children:); `UIMenu.Options` values per the
/// multi-os-engine UIMenuOptions binding: displayInline 1, destructive 2). Menus are stored,
/// never presented.
///
/// ```swift
/// let menu = UIMenu(title: "Format", children: [bold, italic])
/// ```
@MainActor
open class UIMenu: UIMenuElement {
  /// A menu's unique identifier (`NS_TYPED_EXTENSIBLE_ENUM` over `NSString`).
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    /// The identifier string.
    public let rawValue: String

    /// Creates an identifier from its string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier from its string.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// Presentation options of a menu.
  public struct Options: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// Creates options from raw bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Show the children inline in the parent menu.
    public static let displayInline: Options = .init(rawValue: 1 << 0)
    /// Show the menu with a destructive appearance.
    public static let destructive: Options = .init(rawValue: 1 << 1)
  }

  /// The menu's identifier (a unique one when none was given).
  public let identifier: UIMenu.Identifier

  /// The menu's options.
  public let options: UIMenu.Options

  /// The menu's children.
  public let children: [UIMenuElement]

  /// Creates a menu.
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    options: UIMenu.Options = [], children: [UIMenuElement] = []
  ) {
    self.init(
      storedTitle: title, image: image,
      identifier: identifier ?? UIMenu.Identifier(UUID().uuidString), options: options,
      children: children)
  }

  init(
    storedTitle: String, image: UIImage?, identifier: UIMenu.Identifier,
    options: UIMenu.Options, children: [UIMenuElement]
  ) {
    self.identifier = identifier
    self.options = options
    self.children = children
    super.init(title: storedTitle, image: image)
  }
}
