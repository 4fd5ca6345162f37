import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Knows which text input is being edited, from UIKit's begin/end-editing notifications.
///
/// O(1) per event: the tracker never walks the view tree to find the first responder (a baseline
/// did, on every keyboard event). It also reports text changes of the focused text view, so its
/// caret can be followed while the user types.
@MainActor
package final class FocusTracker {
  // `@exclusivity(unchecked)` marks per-event state: why, and what it asks of a change, in
  // Docs/Performance.md ("Exclusivity checks").
  /// The input being edited, if any.
  @exclusivity(unchecked)
  package private(set) weak var focusedInput: UIView?
  /// Called when focus moves to an input (non-nil) or leaves all inputs (nil).
  package var onFocusChange: (@MainActor (UIView?) -> Void)?
  /// Called when the focused input's text changes (a text view's caret may have moved).
  package var onTextChange: (@MainActor (UIView) -> Void)?
  /// Whether an input that begins editing is one to follow; one that is not counts as focus
  /// leaving every input (the automatic mode's avoiders pass over the inputs it leaves alone).
  var follows: (@MainActor (UIView) -> Bool)?

  private let tokens: ObservationTokens

  package init(center: NotificationCenter) {
    tokens = ObservationTokens(center: center)
    let begins = [
      UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
    ]
    let ends = [
      UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification,
    ]
    for name in begins {
      tokens.observe(name) { [weak self] notification in
        let input = MainActorBound(value: notification.object as AnyObject)
        MainThreadDelivery.run { self?.began(input.value as? UIView) }
      }
    }
    for name in ends {
      tokens.observe(name) { [weak self] notification in
        let input = MainActorBound(value: notification.object as AnyObject)
        MainThreadDelivery.run { self?.ended(input.value as? UIView) }
      }
    }
    for name in [UITextView.textDidChangeNotification, UITextField.textDidChangeNotification] {
      tokens.observe(name) { [weak self] notification in
        let input = MainActorBound(value: notification.object as AnyObject)
        MainThreadDelivery.run { self?.changed(input.value as? UIView) }
      }
    }
  }

  /// Adopts an input that was already being edited when tracking began.
  package func adopt(_ input: UIView?) {
    focusedInput = input
  }

  func stop() {
    tokens.removeAll()
  }

  private func began(_ input: UIView?) {
    guard let input, input !== focusedInput else { return }
    if let follows, !follows(input) {
      guard focusedInput != nil else { return }
      focusedInput = nil
      onFocusChange?(nil)
      return
    }
    focusedInput = input
    onFocusChange?(input)
  }

  private func ended(_ input: UIView?) {
    // A field that ends editing after the next one began (UIKit's order when focus moves)
    // must not clear the new focus.
    guard let input, input === focusedInput else { return }
    focusedInput = nil
    onFocusChange?(nil)
  }

  private func changed(_ input: UIView?) {
    guard let input, input === focusedInput else { return }
    onTextChange?(input)
  }
}
