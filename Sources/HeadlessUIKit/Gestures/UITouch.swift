import Foundation

/// A finger on the screen.
///
/// Models UIKit's `UITouch` minimally (`view` DOC uitouch/view; `location(in:)` DOC
/// uitouch/location(in:), `nil` meaning the window). Only `UIWindow._simulateTap(at:)` creates
/// touches.
@MainActor
open class UITouch: NSObject {
  weak var storedView: UIView?
  weak var storedWindow: UIWindow?
  let locationInWindow: CGPoint

  init(view: UIView?, window: UIWindow, locationInWindow: CGPoint) {
    storedView = view
    storedWindow = window
    self.locationInWindow = locationInWindow
    super.init()
  }

  /// The view the touch is delivered to.
  open var view: UIView? {
    storedView
  }

  /// The touch's location in `view` (`nil`: the window's coordinates).
  open func location(in view: UIView?) -> CGPoint {
    guard let view, let window = storedWindow else { return locationInWindow }
    return view.convert(locationInWindow, from: window)
  }
}
