import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// The keyboard's frame (`frameInScreen`, in `screen`'s coordinates) in the view's own points
  /// as the screen draws the view: mirrored across the view's bounds when the view is drawn
  /// upside down, so that its bottom is the bottom the user sees.
  ///
  /// An inverted list (a table flipped by a y-scale of -1, or content inside one) has its
  /// bounds' top drawn at the bottom of the screen (UIKit applies transforms about the centre,
  /// CALayer.h): the keyboard converted into it lands at its top, and a bottom overlap measured
  /// from that would be the view's whole height less the keyboard's.
  func keyboardFrameAsDrawn(fromScreen frameInScreen: CGRect, of screen: UIScreen) -> CGRect {
    var frame = convert(frameInScreen, from: screen.coordinateSpace)
    guard isDrawnUpsideDownOnScreen, frame.isFiniteRect else { return frame }
    frame.origin.y = bounds.minY + bounds.maxY - frame.maxY
    return frame
  }

  /// Whether the view and its ancestors' transforms, together, turn it upside down (an odd
  /// number of vertical flips or half turns; quarter turns are not looked for).
  var isDrawnUpsideDownOnScreen: Bool {
    var flipped = false
    var current: UIView? = self
    while let view = current {
      if view.transform.turnsUpsideDown { flipped.toggle() }
      current = view.superview
    }
    return flipped
  }
}
