import Foundation

extension UIScreen {
  /// Creates a stand-in screen with the given bounds (points) and scale.
  ///
  /// Stand-in only: UIKit's `UIScreen` has no package initializer; real screens come from the
  /// system (`view.window?.windowScene?.screen`).
  package convenience init(_bounds bounds: CGRect, scale: CGFloat = 3) {
    self.init(storedBounds: bounds, storedScale: scale)
  }
}
