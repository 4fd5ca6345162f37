import Foundation
import HeadlessUIKit
import KeyboardCore

/// TPKeyboardAvoiding 1.3.5, the scroll-view subclass, re-created from its behaviour as the
/// project's reference notes specify it (`peer-algorithms.md` §2, read from
/// michaeltyson/TPKeyboardAvoiding at tag 1.3.5: `UIScrollView+TPKeyboardAvoidingAdditions.m`
/// lines 52-177 for the handlers, 352-447 for the inset and the centred offset; the issues named
/// below).
///
/// - Observes will-change-frame as "show", will-hide as "hide", and begin-editing (no other
///   notification).
/// - Converts the keyboard's frame with `convert(_:from: nil)`: the screen frame is read as window
///   coordinates, into the scroll view's content coordinates at notification time.
/// - Captures the app's insets once, when the keyboard first becomes visible to it, then 10 ms
///   later (a caret's position settles) sets `contentInset.bottom` to the keyboard's overlap
///   with its own bounds: no safe-area term (issue 269), the app's own bottom inset replaced
///   (issue 237), a keyboard that ends above its bottom counted whole (issue 277), and centres
///   the focused input (or a text view's caret) in the rest, clamped with the adjusted top inset
///   subtracted where it should not be. Indicator insets become the content insets.
/// - On hide, animates the captured insets back; the offset is never restored (issue 84).
/// - On begin-editing with the keyboard up, centres the new input with the last duration and
///   the default curve, ignoring frame changes meanwhile.
///
/// The 10 ms delay is the stand-in clock's timer, between the simulator's 120 Hz frames.
/// Not re-created: the scroll view's `setFrame:` and `setContentSize:` overrides, and paging.
@MainActor
final class TPKeyboardAvoidingStrategy: KeyboardStrategy {
  private weak var scrollView: UIScrollView?
  private let focus = HeadlessEnvironment.notificationCenter
  private let observations = PeerObservations()
  private var keyboardVisible = false
  private var ignoringNotifications = false
  private var keyboardRect = CGRect.zero
  private var priorInset = UIEdgeInsets.zero
  private var priorIndicatorInset = UIEdgeInsets.zero
  private var lastAnimation = KeyboardAnimation.default

  init(screen: SimulatedScreen, center: NotificationCenter) {
    // TPK ships scroll, table and collection view subclasses, no text view: a notes screen's
    // text view is not one of its views (and not a layout it claims, `notApplicable(to:)`).
    scrollView =
      screen.layout.kind == .notes ? nil : (screen.scrollView ?? Self.wrapInScrollView(screen))
    observations.observe(center, UIResponder.keyboardWillChangeFrameNotification) {
      [weak self] in self?.keyboardWillShow($0)
    }
    observations.observe(center, UIResponder.keyboardWillHideNotification) {
      [weak self] in self?.keyboardWillHide($0)
    }
    for name in [
      UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
    ] {
      observations.observe(focus, name) { [weak self] _ in self?.scrollToActiveInput() }
    }
  }

  func stop() {
    observations.stop()
  }

  /// Wraps a screen of fields with no scroll view in a `TPKeyboardAvoidingScrollView`.
  ///
  /// TPK's README tells its users to ("drop a TPKeyboardAvoidingScrollView into your view
  /// controller's xib, and put your controls within it", `README.md` 24): one filling the
  /// screen, its content the screen's size, which the root keeps. Only the plain layout has
  /// none; the chat's bar, outside every scroll view, is not a layout TPK claims to serve and is
  /// left as it is.
  private static func wrapInScrollView(_ screen: SimulatedScreen) -> UIScrollView? {
    guard screen.layout.kind == .plain else { return nil }
    let root = screen.root
    let wrapper = UIScrollView(frame: root.bounds)
    wrapper.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    wrapper.contentSize = root.bounds.size
    for input in screen.inputs where input.superview === root {
      let frame = input.frame
      wrapper.addSubview(input)
      input.frame = frame
    }
    root.addSubview(wrapper)
    return wrapper
  }

  private func frames(_ event: KeyboardEvent?) -> (begin: CGRect, end: CGRect)? {
    guard let event, let scrollView else { return nil }
    lastAnimation = event.animation
    // The screen frame read as a window frame (`convertRect:fromView:nil`).
    return (
      scrollView.convert(event.beginFrameInScreen ?? .zero, from: nil as UIView?),
      scrollView.convert(event.endFrameInScreen, from: nil as UIView?)
    )
  }

  private func keyboardWillShow(_ event: KeyboardEvent?) {
    guard let scrollView, let (begin, end) = frames(event) else { return }
    if end.width == 0 || end.height == 0 {
      keyboardVisible = false
      return
    }
    if begin == end, ignoringNotifications { return }
    keyboardRect = end
    if !keyboardVisible {
      priorInset = scrollView.contentInset
      priorIndicatorInset = scrollView.verticalScrollIndicatorInsets
    }
    keyboardVisible = true
    let animation = lastAnimation
    // dispatch_after 10 ms: the block reads the state as it is then.
    HeadlessEnvironment.clock.perform(after: 0.01) { [weak self] in
      self?.applyInsetAndCentre(animation: animation)
    }
  }

  private func applyInsetAndCentre(animation: KeyboardAnimation) {
    guard !observations.isStopped, let scrollView else { return }
    animation.animatePeerChanges(extraOptions: .beginFromCurrentState) { [self] in
      var inset = scrollView.contentInset
      inset.bottom = insetBottomForKeyboard(in: scrollView)
      scrollView.contentInset = inset
      if let input = firstResponder(in: scrollView) {
        let viewArea = scrollView.bounds.height - inset.top - inset.bottom
        scrollView.contentOffset = CGPoint(
          x: scrollView.contentOffset.x, y: idealOffset(for: input, viewArea: viewArea))
      }
      scrollView.verticalScrollIndicatorInsets = inset
      scrollView.layoutIfNeeded()
    }
  }

  /// The overlap of the stored keyboard rect with the scroll view's own bottom (content
  /// coordinates of the notification's moment), or the prior inset with no keyboard.
  private func insetBottomForKeyboard(in scrollView: UIScrollView) -> CGFloat {
    guard keyboardRect.height > 0 else { return priorInset.bottom }
    return max(keyboardRect.height - max(keyboardRect.maxY - scrollView.bounds.maxY, 0), 0)
  }

  private func keyboardWillHide(_ event: KeyboardEvent?) {
    guard let scrollView, let (begin, end) = frames(event) else { return }
    if begin.isEmpty || begin.width == 0 || begin.height == 0 { return }
    if begin == end, ignoringNotifications { return }
    guard keyboardVisible else { return }
    keyboardRect = .zero
    keyboardVisible = false
    let (inset, indicator) = (priorInset, priorIndicatorInset)
    lastAnimation.animatePeerChanges(extraOptions: .beginFromCurrentState) {
      scrollView.contentInset = inset
      scrollView.verticalScrollIndicatorInsets = indicator
    }
  }

  /// Centres the newly focused input, keyboard up, with the last duration and the default curve.
  private func scrollToActiveInput() {
    guard keyboardVisible, let scrollView, let input = firstResponder(in: scrollView) else {
      return
    }
    ignoringNotifications = true
    let visible =
      scrollView.bounds.height - scrollView.contentInset.top
      - scrollView.contentInset.bottom
    let offset = idealOffset(for: input, viewArea: visible)
    UIView.animate(
      withDuration: lastAnimation.duration,
      animations: {
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: offset)
      },
      completion: { [weak self] _ in self?.ignoringNotifications = false })
  }

  /// The offset that centres the input (a text view's caret) in `viewArea`, clamped as 1.3.5
  /// clamps it: the upper bound subtracts the adjusted top inset, so the last inputs of a long
  /// form stay short of the real maximum.
  private func idealOffset(for input: UIView, viewArea: CGFloat) -> CGFloat {
    guard let scrollView else { return 0 }
    var rect = input.convert(input.bounds, to: scrollView)
    if let textView = input as? UITextView, let range = textView.selectedTextRange {
      rect = textView.convert(textView.caretRect(for: range.start), to: scrollView)
    }
    let padding = max((viewArea - rect.height) / 2, 20)
    let top = scrollView.adjustedContentInset.top
    var offset = rect.minY - padding - top
    offset = min(offset, scrollView.contentSize.height - viewArea - top)
    return max(offset, -top)
  }

  private func firstResponder(in view: UIView) -> UIView? {
    if view.isFirstResponder { return view }
    for subview in view.subviews {
      if let found = firstResponder(in: subview) { return found }
    }
    return nil
  }
}
