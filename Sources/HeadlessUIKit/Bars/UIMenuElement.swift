import Foundation

/// The common base of menu actions and menus.
///
/// Models UIKit's `UIMenuElement` (UIMenuElement.h, iOS 13: `title`, `image`, and the
/// `UIMenuElement.State` / `UIMenuElement.Attributes` types with their C values — header copy in
/// BaoZhiFei/UIKitCore `UIKitCore/UIMenuElement.h`; DOC uimenuelement/attributes).
@MainActor
open class UIMenuElement: NSObject {
  /// Whether a menu element is checked.
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }

  /// Style attributes of a menu element.
  public struct Attributes: OptionSet, Sendable {
    /// The attributes' bits.
    public let rawValue: UInt

    /// Creates attributes from raw bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The element is disabled.
    public static let disabled: Attributes = .init(rawValue: 1 << 0)
    /// The element is destructive.
    public static let destructive: Attributes = .init(rawValue: 1 << 1)
    /// The element is hidden.
    public static let hidden: Attributes = .init(rawValue: 1 << 2)
  }

  let storedTitle: String
  let storedImage: UIImage?

  init(title: String, image: UIImage?) {
    storedTitle = title
    storedImage = image
    super.init()
  }

  /// The element's title.
  open var title: String {
    storedTitle
  }

  /// The element's image.
  open var image: UIImage? {
    storedImage
  }
}
