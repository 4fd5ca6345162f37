import Foundation

/// A bar of items, often used as a text input's `inputAccessoryView`.
///
/// Models UIKit's `UIToolbar` (H17 UIToolbar.h:22-23, `items` :26, `setItems(_:animated:)` :42,
/// `API_UNAVAILABLE(tvos)`). Items are stored; their custom views (a text field in a toolbar)
/// become the bar's subviews, left to right from 8 pt with 8 pt between them, vertically centred
/// (UIKit puts them in a private content view inside the bar; spacing illustrative). `animated`
/// has no effect.
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
  open var items: [UIBarButtonItem]? {
    didSet { showCustomViews(replacing: oldValue ?? []) }
  }

  /// Replaces the items.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    var x: CGFloat = 8
    for view in (items ?? []).compactMap(\.customView) {
      view.frame.origin = CGPoint(x: x, y: (bounds.height - view.frame.height) / 2)
      x += view.frame.width + 8
    }
  }

  private func showCustomViews(replacing old: [UIBarButtonItem]) {
    for view in old.compactMap(\.customView) where view.superview === self {
      view.removeFromSuperview()
    }
    for view in (items ?? []).compactMap(\.customView) { addSubview(view) }
    setNeedsLayout()
  }
}
