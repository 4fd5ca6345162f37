import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The edge of a scroll view the keyboard meets, and the scroll view as the screen shows it,
/// whichever way up it is drawn.
///
/// Inverted chat lists are scroll views flipped upside down with
/// `CGAffineTransform(scaleX: 1, y: -1)` and their rows flipped back, so the newest message,
/// at content y 0, is drawn at the bottom (Element X's timeline, SlackTextViewController's
/// inverted mode, Stream's message list; UIKit applies a view's transform about its centre,
/// CALayer.h). The keyboard then meets the list's *top* inset, and scrolling towards the newest
/// message lowers the offset. The planner works on the upright picture: the inset on the edge
/// drawn at the bottom of the screen, and the offset measured from the content's edge drawn at
/// the top. For an upright scroll view both are UIKit's own values.
///
/// Read once per plan (`init(of:)`): on a device each `transform` read is a call into Core
/// Animation, and a plan reads and writes the edge's insets many times.
struct ScrollViewKeyboardEdge: Equatable {
  /// Whether the scroll view is drawn upside down by its own transform.
  let isUpsideDown: Bool

  /// A scroll view drawn upright.
  static let upright = ScrollViewKeyboardEdge(isUpsideDown: false)

  private init(isUpsideDown: Bool) {
    self.isUpsideDown = isUpsideDown
  }

  /// The edge of `scrollView` as its transform draws it now.
  ///
  /// A negative vertical scale (`CGAffineTransform(scaleX: 1, y: -1)`) or a half turn
  /// (`rotationAngle: .pi`, as older inverted lists and ReverseExtension build them) turns it
  /// upside down. A flip of an ancestor instead is not looked for: it would draw the whole
  /// screen upside down.
  @MainActor
  init(of scrollView: UIScrollView) {
    isUpsideDown = scrollView.transform.turnsUpsideDown
  }

  /// The content inset on the edge drawn at the bottom of the screen, where the keyboard
  /// comes: `contentInset.bottom`, or `.top` upside down.
  @MainActor
  func inset(of scrollView: UIScrollView) -> CGFloat {
    isUpsideDown ? scrollView.contentInset.top : scrollView.contentInset.bottom
  }

  @MainActor
  func setInset(_ value: CGFloat, of scrollView: UIScrollView) {
    if isUpsideDown {
      scrollView.contentInset.top = value
    } else {
      scrollView.contentInset.bottom = value
    }
  }

  /// The vertical indicator's inset on the edge drawn at the bottom of the screen.
  @MainActor
  func indicatorInset(of scrollView: UIScrollView) -> CGFloat {
    isUpsideDown
      ? scrollView.verticalScrollIndicatorInsets.top
      : scrollView.verticalScrollIndicatorInsets.bottom
  }

  @MainActor
  func setIndicatorInset(_ value: CGFloat, of scrollView: UIScrollView) {
    if isUpsideDown {
      scrollView.verticalScrollIndicatorInsets.top = value
    } else {
      scrollView.verticalScrollIndicatorInsets.bottom = value
    }
  }

  /// A content offset of UIKit's as the upright picture has it, and back.
  ///
  /// Unchanged upright; upside down, the distance from the content's end, drawn at the top, to
  /// the top of what the screen shows. The same formula maps back. `boundsHeight` is the height
  /// the offset is for: the bounds' own, or the one a layout still to come will give (a list
  /// pinned to the keyboard layout guide).
  @MainActor
  func uprightOffset(
    _ offset: CGPoint, of scrollView: UIScrollView, boundsHeight: CGFloat? = nil
  ) -> CGPoint {
    guard isUpsideDown else { return offset }
    let height = boundsHeight ?? scrollView.bounds.height
    return CGPoint(x: offset.x, y: scrollView.contentSize.height - offset.y - height)
  }

  /// `rect` in content coordinates as the upright picture has it: mirrored across the content
  /// upside down.
  @MainActor
  func uprightContentRect(_ rect: CGRect, of scrollView: UIScrollView) -> CGRect {
    guard isUpsideDown, !rect.isNull else { return rect }
    return CGRect(
      x: rect.minX, y: scrollView.contentSize.height - rect.maxY, width: rect.width,
      height: rect.height)
  }

  /// The adjusted content inset on the edge drawn at the top of the screen (a navigation bar's
  /// part).
  @MainActor
  func screenTopInset(of scrollView: UIScrollView) -> CGFloat {
    isUpsideDown ? scrollView.adjustedContentInset.bottom : scrollView.adjustedContentInset.top
  }
}

extension CGAffineTransform {
  /// Whether the transform turns the vertical axis over.
  ///
  /// A negative vertical scale with no shear or quarter turn. A half turn's sine is not exactly
  /// 0 in floating point (about 1e-16), so near-zero off-diagonal terms count as none.
  var turnsUpsideDown: Bool {
    d < 0 && abs(b) < 1e-9 && abs(c) < 1e-9
  }
}
