import Foundation
import HeadlessUIKit
import KeyboardCore

/// Seed 001, "KeyboardController": a bottom constraint following the keyboard, re-created from
/// its description.
///
/// On every will-change-frame the constant becomes the screen's height minus the keyboard's top
/// (a full-screen view assumed, the home indicator counted twice for a safe-area constraint),
/// animated over the keyboard's duration with the default curve (the keyboard's curve ignored).
@MainActor
final class Seed001Strategy: SeedBaseline {
  override func handle(_ event: KeyboardEvent) {
    guard event.kind == .willChangeFrame, let bar = screen.bar else { return }
    let screenHeight = screen.screen.bounds.height
    let lift = max(0, screenHeight - event.endFrameInScreen.minY)
    let root = screen.root
    UIView.animate(withDuration: event.animation.duration) {
      bar.constraint.constant = -lift
      root.layoutIfNeeded()
    }
  }
}
