import Foundation
import HeadlessUIKit
import KeyboardCore

/// Seed 003, the "KeyboardObserver" micro-library, re-created from its description.
///
/// Every keyboard notification reaches one closure, which sets the bottom inset to the screen's
/// height minus the keyboard's top (full-screen assumption), animated with the curve passed as
/// options without the 16-bit shift (so no curve at all, and unrelated low option bits).
@MainActor
final class Seed003Strategy: SeedBaseline {
  override func handle(_ event: KeyboardEvent) {
    guard event.kind.isWill, let scrollView = screen.scrollView else { return }
    let inset = max(0, screen.screen.bounds.height - event.endFrameInScreen.minY)
    let options = UIView.AnimationOptions(rawValue: UInt(event.animation.curve))
    UIView.animate(withDuration: event.animation.duration, delay: 0, options: options) {
      scrollView.contentInset.bottom = inset
      scrollView.verticalScrollIndicatorInsets.bottom = inset
    }
  }
}
