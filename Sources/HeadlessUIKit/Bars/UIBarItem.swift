import Foundation

/// The common base of bar items: title, image, enabled state.
///
/// Models UIKit's `UIBarItem` (DOC uibaritem/title, /isenabled; `image` UIBarItem.h).
@MainActor
open class UIBarItem: NSObject {
  /// Whether the item is enabled.
  ///
  /// Default `true`.
  open var isEnabled: Bool = true

  /// The item's title.
  ///
  /// Default `nil`.
  open var title: String?

  /// The item's image.
  ///
  /// Default `nil`.
  open var image: UIImage?
}
