import Foundation

/// A display: its bounds in points, its scale and its coordinate space.
///
/// Models UIKit's `UIScreen` (H17 UIScreen.h:53-54; `bounds` :59, `coordinateSpace` :79, `scale`
/// DOC uiscreen/scale). Keyboard frames in notifications are in `coordinateSpace`; converting a
/// point from a window to it adds the window's origin on the screen. UIKit has no public
/// initializer; tests create screens with the stand-in `init(_bounds:scale:)`.
///
/// ```swift
/// let keyboardInView = screen.coordinateSpace.convert(keyboardFrame, to: view)
/// ```
@MainActor
open class UIScreen: NSObject {
  var storedBounds: CGRect
  let storedScale: CGFloat
  var space: ScreenSpace

  init(storedBounds: CGRect, storedScale: CGFloat) {
    self.storedBounds = storedBounds
    self.storedScale = storedScale
    self.space = ScreenSpace(bounds: storedBounds)
    super.init()
  }

  /// The screen's bounds in points.
  open var bounds: CGRect {
    storedBounds
  }

  /// Pixels per point.
  open var scale: CGFloat {
    storedScale
  }

  /// The screen's coordinate space; its origin is the screen's top-left corner.
  open var coordinateSpace: any UICoordinateSpace {
    space
  }
}
