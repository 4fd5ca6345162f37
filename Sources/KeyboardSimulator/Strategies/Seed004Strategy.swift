import Foundation
import HeadlessUIKit
import KeyboardCore

/// Seed 004, a profile screen lifting the edited field, re-created from its description.
///
/// On will-show it converts the field's frame from the field's own space (its origin counted
/// twice when nested), lifts by field bottom + keyboard height − screen height (docked and full
/// screen assumed) as an absolute content offset with the scroll view's own animation, and adds
/// no inset. On will-hide it scrolls back to the top.
@MainActor
final class Seed004Strategy: SeedBaseline {
  override func handle(_ event: KeyboardEvent) {
    guard let scrollView = screen.scrollView else { return }
    switch event.kind {
    case .willShow:
      guard let field = screen.focusedInput else { return }
      let frame = field.convert(field.frame, to: screen.root)
      let lift =
        frame.maxY + event.endFrameInScreen.height - screen.screen.bounds.height
      if lift > 0 { scrollView.setContentOffset(CGPoint(x: 0, y: lift), animated: true) }
    case .willHide:
      scrollView.setContentOffset(.zero, animated: true)
    default:
      break
    }
  }
}
