import Foundation

/// A closure handler for a `UIAction`.
///
/// Models UIKit's `UIActionHandler` (`typealias UIActionHandler = (UIAction) -> Void`, iOS 13,
/// DOC uiaction/init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)).
public typealias UIActionHandler = (UIAction) -> Void

/// A menu element that performs its action in a closure.
///
/// Models UIKit's `UIAction` (DOC uikit/uiaction, iOS 13; initializer DOC
/// uiaction/init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)). The
/// stand-in keeps `title`, `image`, `identifier`, `attributes`, `state` and the handler; a bar
/// button item's primary action runs through `UIBarButtonItem._simulateTap()`.
///
/// ```swift
/// let done = UIAction(title: "Done") { _ in field.resignFirstResponder() }
/// ```
@MainActor
open class UIAction: UIMenuElement {
  /// A unique identifier for an action.
  ///
  /// Models `UIAction.Identifier` (`NS_TYPED_EXTENSIBLE_ENUM` over `NSString`, imported as a
  /// `RawRepresentable` string struct).
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

  let handler: UIActionHandler

  /// The action's identifier (a unique one when none was given).
  public let identifier: UIAction.Identifier

  /// The elaborated title shown in discoverability surfaces.
  public let discoverabilityTitle: String?

  /// The action's style attributes.
  open var attributes: UIMenuElement.Attributes

  /// The action's state (checkmark).
  open var state: UIMenuElement.State

  /// Creates an action that runs `handler`.
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(
      storedTitle: title, image: image,
      identifier: identifier ?? UIAction.Identifier(UUID().uuidString),
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      handler: handler)
  }

  init(
    storedTitle: String, image: UIImage?, identifier: UIAction.Identifier,
    discoverabilityTitle: String?, attributes: UIMenuElement.Attributes,
    state: UIMenuElement.State, handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: storedTitle, image: image)
  }
}
