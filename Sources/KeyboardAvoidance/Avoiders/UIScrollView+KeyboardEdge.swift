import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A scroll view as the screen shows it, whichever way up it is drawn.
///
/// Inverted chat lists are scroll views flipped upside down with
/// `CGAffineTransform(scaleX: 1, y: -1)` and their rows flipped back, so the newest message,
/// at content y 0, is drawn at the bottom (Element X's timeline, SlackTextViewController's
/// inverted mode, Stream's message list; UIKit applies a view's transform about its centre,
/// CALayer.h). The keyboard then meets the list's *top* inset, and scrolling towards the newest
/// message lowers the offset. The planner works on the upright picture: the inset on the edge
/// drawn at the bottom of the screen, and the offset measured from the content's edge drawn at
/// the top. For an upright scroll view both are UIKit's own values.
extension UIScrollView {
  /// Whether the scroll view is drawn upside down by its own transform.
  ///
  /// A negative vertical scale (`CGAffineTransform(scaleX: 1, y: -1)`), or a half turn
  /// (`rotationAngle: .pi`, as older inverted lists and ReverseExtension build them). A flip of
  /// an ancestor instead is not looked for: it would draw the whole screen upside down.
  var isDrawnUpsideDown: Bool {
    transform.turnsUpsideDown
  }

  /// The content inset on the edge drawn at the bottom of the screen, where the keyboard
  /// comes: `contentInset.bottom`, or `.top` for a list drawn upside down.
  var keyboardEdgeInset: CGFloat {
    get { isDrawnUpsideDown ? contentInset.top : contentInset.bottom }
    set {
      if isDrawnUpsideDown { contentInset.top = newValue } else { contentInset.bottom = newValue }
    }
  }

  /// The vertical indicator's inset on the edge drawn at the bottom of the screen.
  var keyboardEdgeIndicatorInset: CGFloat {
    get {
      isDrawnUpsideDown
        ? verticalScrollIndicatorInsets.top : verticalScrollIndicatorInsets.bottom
    }
    set {
      if isDrawnUpsideDown {
        verticalScrollIndicatorInsets.top = newValue
      } else {
        verticalScrollIndicatorInsets.bottom = newValue
      }
    }
  }

  /// A content offset of UIKit's as the upright picture has it, and back.
  ///
  /// Unchanged for an upright scroll view; for one drawn upside down, the distance from the
  /// content's end, drawn at the top, to the top of what the screen shows. The same formula
  /// maps back.
  ///
  /// `boundsHeight` is the height the offset is for: the bounds' own, or the one a layout still
  /// to come will give (a list pinned to the keyboard layout guide).
  func uprightOffset(_ offset: CGPoint, boundsHeight: CGFloat? = nil) -> CGPoint {
    guard isDrawnUpsideDown else { return offset }
    return CGPoint(
      x: offset.x, y: contentSize.height - offset.y - (boundsHeight ?? bounds.height))
  }

  /// `rect` in content coordinates as the upright picture has it: mirrored across the content
  /// for a scroll view drawn upside down.
  func uprightContentRect(_ rect: CGRect) -> CGRect {
    guard isDrawnUpsideDown, !rect.isNull else { return rect }
    return CGRect(
      x: rect.minX, y: contentSize.height - rect.maxY, width: rect.width, height: rect.height)
  }

  /// The adjusted content inset on the edge drawn at the top of the screen (a navigation bar's
  /// part).
  var adjustedScreenTopInset: CGFloat {
    isDrawnUpsideDown ? adjustedContentInset.bottom : adjustedContentInset.top
  }
}

extension CGAffineTransform {
  /// Whether the transform turns the vertical axis over.
  ///
  /// A negative vertical scale with no shear or quarter turn. A half turn's sine is not exactly 0 in floating point (about
  /// 1e-16), so near-zero off-diagonal terms count as none.
  var turnsUpsideDown: Bool {
    d < 0 && abs(b) < 1e-9 && abs(c) < 1e-9
  }
}
