import Foundation

/// A bar of items, often used as a text input's `inputAccessoryView`.
///
/// Models UIKit's `UIToolbar` (H17 UIToolbar.h:22-23, `items` :26, `setItems(_:animated:)` :42,
/// `API_UNAVAILABLE(tvos)`). Items are stored, not laid out; `animated` has no effect.
///
/// ```swift
/// let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
/// bar.items = [.flexibleSpace(), UIBarButtonItem(systemItem: .done)]
/// ```
@MainActor
open class UIToolbar: UIView {
  /// The toolbar's items.
  ///
  /// Default `nil`.
  open var items: [UIBarButtonItem]?

  /// Replaces the items.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }
}
