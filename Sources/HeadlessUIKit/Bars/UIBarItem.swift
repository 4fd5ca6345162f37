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

  /// What VoiceOver says for the item.
  ///
  /// UIKit declares it on every `NSObject` (`NSObject (UIAccessibility)`, H15 UIAccessibility.h:44,
  /// :64); the stand-in models it where the library sets it. Default `nil`.
  open var accessibilityLabel: String?
}
