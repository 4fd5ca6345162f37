import Foundation
import HeadlessUIKit
import KeyboardCore

/// Seed 000, "KeyboardDetector": a protocol extension for scroll-view screens, re-created from
/// its description.
///
/// On will-show it walks the whole view tree for the first responder, sets the bottom inset and
/// indicator inset to the keyboard's height minus the view's safe-area bottom, and moves the
/// offset so the field's bottom meets the keyboard, unclamped. Its curve conversion lacks the
/// 16-bit shift and the decoded duration and curve go unused, so every change is immediate. On
/// will-hide it sets the insets to zero.
@MainActor
final class Seed000Strategy: SeedBaseline {
  override func handle(_ event: KeyboardEvent) {
    guard let scrollView = screen.scrollView else { return }
    switch event.kind {
    case .willShow:
      let inset = event.endFrameInScreen.height - screen.root.safeAreaInsets.bottom
      scrollView.contentInset.bottom = inset
      scrollView.verticalScrollIndicatorInsets.bottom = inset
      guard let field = Self.firstResponder(in: screen.window) else { return }
      let fieldFrame = field.convert(field.bounds, to: scrollView)
      let visibleHeight = scrollView.bounds.height - inset
      if fieldFrame.maxY > scrollView.contentOffset.y + visibleHeight {
        scrollView.contentOffset.y = fieldFrame.maxY - visibleHeight
      }
    case .willHide:
      scrollView.contentInset.bottom = 0
      scrollView.verticalScrollIndicatorInsets.bottom = 0
    default:
      break
    }
  }

  /// The whole-tree walk the seed does on every event.
  static func firstResponder(in view: UIView) -> UIView? {
    if view.isFirstResponder { return view }
    for subview in view.subviews {
      if let found = firstResponder(in: subview) { return found }
    }
    return nil
  }
}
