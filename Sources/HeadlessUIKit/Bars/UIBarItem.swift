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

  /// What VoiceOver says an activation does, after the label.
  ///
  /// H26.2 UIAccessibility.h:79, on every `NSObject`; modelled where the library sets it.
  /// Default `nil`.
  open var accessibilityHint: String?

  /// What kind of element VoiceOver reports the item as (H26.2 UIAccessibility.h:113,
  /// `accessibilityTraits`, on every `NSObject`; modelled where the library sets it).
  ///
  /// Default empty: the stand-in does not model the traits UIKit gives a bar item of its own
  /// (a button, not enabled when disabled).
  open var accessibilityTraits: UIAccessibilityTraits = []
}

/// What kind of element VoiceOver reports an element as.
///
/// UIKit's `UIAccessibilityTraits` (H26.2 UIAccessibilityConstants.h:28, `typedef uint64_t`
/// `NS_TYPED_ENUM`, an `OptionSet` in the Swift overlay). The header declares the traits as
/// external constants, not values: the stand-in's bits are its own, distinct from each other.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The trait bits.
  public let rawValue: UInt64

  /// Creates a set of traits from its bits.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// An element that acts when activated (H26.2 UIAccessibilityConstants.h:34).
  public static let button: UIAccessibilityTraits = UIAccessibilityTraits(rawValue: 1 << 0)
  /// Text that does not change and cannot be activated (H26.2 UIAccessibilityConstants.h:61).
  public static let staticText: UIAccessibilityTraits = UIAccessibilityTraits(rawValue: 1 << 6)
  /// An element that is not enabled (H26.2 UIAccessibilityConstants.h:72).
  public static let notEnabled: UIAccessibilityTraits = UIAccessibilityTraits(rawValue: 1 << 8)
}
