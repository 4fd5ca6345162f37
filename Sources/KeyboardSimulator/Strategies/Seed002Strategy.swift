import Foundation
import HeadlessUIKit
import KeyboardCore

/// Seed 002, a form whose focus moves between fields, re-created from its description.
///
/// On will-show the bottom inset becomes the keyboard's height (not its overlap); on will-hide
/// it becomes zero. Scrolling the focused field into view is left to the system, which the
/// stand-in (like UIKit for a programmatic focus) does not do.
@MainActor
final class Seed002Strategy: SeedBaseline {
  override func handle(_ event: KeyboardEvent) {
    guard let scrollView = screen.scrollView else { return }
    switch event.kind {
    case .willShow:
      scrollView.contentInset.bottom = event.endFrameInScreen.height
      scrollView.verticalScrollIndicatorInsets.bottom = event.endFrameInScreen.height
    case .willHide:
      scrollView.contentInset.bottom = 0
      scrollView.verticalScrollIndicatorInsets.bottom = 0
    default:
      break
    }
  }
}
