import Foundation

extension UIScreen {
  /// Creates a stand-in screen with the given bounds (points) and scale.
  ///
  /// Stand-in only: UIKit's `UIScreen` has no package initializer; real screens come from the
  /// system (`view.window?.windowScene?.screen`).
  package convenience init(_bounds bounds: CGRect, scale: CGFloat = 3) {
    self.init(storedBounds: bounds, storedScale: scale)
  }

  /// Turns the device: the same screen, its bounds those of the new orientation.
  ///
  /// Stand-in only: UIKit turns the screen itself. Its `bounds` are "specified in the current
  /// coordinate space, which takes into account any interface rotations in effect for the
  /// device" (DOC uikit/uiscreen/bounds, since iOS 8; strong), and the screen stays the same
  /// object, so a keyboard notification's `object` (iOS 16.1+) still names it after the turn.
  package func _rotate(toBounds bounds: CGRect) {
    storedBounds = bounds
    space = ScreenSpace(bounds: bounds)
  }
}
