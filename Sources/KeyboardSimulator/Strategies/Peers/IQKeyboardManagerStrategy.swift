import Foundation
import HeadlessUIKit
import KeyboardCore

/// IQKeyboardManager 8 with its defaults, re-created from its behaviour as the project's reference
/// notes specify it (`peer-algorithms.md` §1, read from hackiftekhar/IQKeyboardManager at
/// a55dbfc9 and its split repositories: `IQKeyboardManager+Position.swift` for the geometry, the
/// scroll pass, the inset and the root shift; `IQActiveConfiguration.swift` for when it acts;
/// `IQKeyboardInfo.swift` for the keyboard's normalization; the issues named below).
///
/// - Acts on a keyboard notification only when the normalized keyboard height changed since the
///   previous one, and on every begin-editing: show and change run `adjustPosition`, hide runs
///   `restorePosition`, in the handler, with that notification's duration and curve (a focus
///   move uses the last one's).
/// - Normalizes the keyboard: narrower than the screen and ending above its bottom is floating,
///   height 0 (a hide); otherwise the height runs from its top to the screen's bottom (an undocked
///   keyboard counts the band below it: issue 1681).
/// - Keeps 10 pt (`keyboardDistance`) plus the root's bottom safe-area inset captured when editing
///   began, plus the root's bottom layout margin, which for a controller's root view is its safe
///   area (the gap larger than configured: issues 2011, 2027, 2050).
/// - Scrolls the input's enclosing scroll views outward by what they can absorb, then insets the
///   innermost one; what is left lifts the root view's frame, never by more than the keyboard's
///   height (the whole-screen push on chat screens: issues 1279, 1435).
/// - On hide, puts the root back and the innermost scroll view's insets back to what it saw
///   first; the offset is only clamped into range, not restored (issue 256).
///
/// Mapped onto kbsim (inferred): the root view is the controller's (a tab's, or the top one of a
/// navigation controller); the top guide is the navigation bar's bottom, else the window's top
/// inset for the status bar, and the root's safe-area insets stand for its layout margins
/// (kbsim has no layout margins); the root's shift is kept as a delta on top of where UIKit
/// placed it, so a form sheet UIKit moves keeps its own position. Re-created from the table
/// rules: scroll views inside a table or a cell are skipped; the default disabled classes
/// (`distanceHandlingDisabled(for:)`). Not re-created: the iOS 26 hide rule, rotation handling
/// beyond the hide and show UIKit posts around a turn, and the interactive pop.
@MainActor
final class IQKeyboardManagerStrategy: KeyboardStrategy {
  private let screen: SimulatedScreen
  private let focus = HeadlessEnvironment.notificationCenter
  private let observations = PeerObservations()
  private let distance: CGFloat = 10

  private enum Event { case show, change, hide }
  private var lastEvent = Event.hide
  private var lastNormalizedHeight: CGFloat?
  /// The last notification's keyboard (normalized) and animation.
  private var keyboard = CGRect.zero
  private var animation = KeyboardAnimation.default
  private weak var activeInput: UIView?
  /// The root's bottom safe-area inset when editing began.
  private var beginSafeBottom: CGFloat?
  /// How far this strategy has moved the root up.
  private var shift: CGFloat = 0
  private struct Starting {
    weak var scrollView: UIScrollView?
    let inset: UIEdgeInsets
    let indicator: UIEdgeInsets
  }
  private var starting: Starting?
  private var textViewStarting: (view: UITextView, inset: UIEdgeInsets, indicator: UIEdgeInsets)?
  /// The text view's editing ended since its insets were saved: IQ no longer restores them.
  private var textViewSetupForgotten = false

  init(screen: SimulatedScreen, center: NotificationCenter) {
    self.screen = screen
    for kind in KeyboardEventKind.allCases {
      observations.observe(center, Notification.Name(kind.rawValue)) { [weak self] event in
        self?.keyboardChanged(event)
      }
    }
    for name in [
      UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
    ] {
      observations.observe(focus, name) { [weak self] _ in self?.beganEditing() }
    }
    for name in [
      UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification,
    ] {
      observations.observe(focus, name) { [weak self] _ in
        guard let self else { return }
        if activeInput?.isFirstResponder != true { activeInput = nil }
        // IQ forgets a text view's saved insets when its editing ends, and its restore at the
        // hide needs them (`IQKeyboardManager+ActiveConfiguration.swift` 105-125,
        // `IQTextInputViewNotification.swift` 127-129): a resign before the will-hide leaves the
        // text view's inset as IQ set it.
        if let textView = textViewStarting?.view, !textView.isFirstResponder {
          textViewSetupForgotten = true
        }
      }
    }
  }

  func stop() {
    observations.stop()
  }

  /// `IQKeyboardInfo`'s normalization of an end frame on `screenBounds`.
  private static func normalized(_ frame: CGRect, screenBounds: CGRect) -> CGRect {
    var rect = frame
    if frame.width < screenBounds.width && frame.maxY < screenBounds.height {
      rect.size.height = 0
    } else {
      rect.size.height = max(screenBounds.height - frame.minY, 0)
    }
    return rect
  }

  private func keyboardChanged(_ event: KeyboardEvent?) {
    guard let event else { return }
    let frame = Self.normalized(event.endFrameInScreen, screenBounds: screen.screen.bounds)
    // A zero duration is read as 0.25 s.
    animation =
      event.animation.duration > 0
      ? event.animation
      : ((try? KeyboardAnimation(duration: 0.25, curve: event.animation.curve)) ?? .default)
    guard frame.height != lastNormalizedHeight else { return }
    lastNormalizedHeight = frame.height
    keyboard = frame
    sendEvent()
  }

  private func beganEditing() {
    activeInput = screen.focusedInput
    if beginSafeBottom == nil { beginSafeBottom = screen.root.safeAreaInsets.bottom }
    sendEvent()
  }

  private func sendEvent() {
    if keyboard.height > 0 {
      let event: Event = lastEvent == .hide ? .show : .change
      lastEvent = event
      adjustPosition()
    } else if lastEvent != .hide {
      lastEvent = .hide
      restorePosition()
    }
  }

  /// The scroll views IQKeyboardManager would move, innermost first: enabled ancestors, not
  /// inside a table or a table cell, not UIKit's own (a class name starting with `_`).
  private func scrollViews(above view: UIView) -> [UIScrollView] {
    var found: [UIScrollView] = []
    var current = view.superview
    while let candidate = current {
      if let scrollView = candidate as? UIScrollView,
        !(scrollView.superview is UITableView), !(scrollView.superview is UITableViewCell),
        !String(describing: type(of: scrollView)).hasPrefix("_")
      {
        found.append(scrollView)
      }
      current = candidate.superview
    }
    return found
  }

  /// Whether IQKeyboardManager's defaults leave `input` alone.
  ///
  /// They do when the first view controller up its responder chain
  /// (`viewContainingController()`) is of a class in `disabledDistanceHandlingClasses`, by default `UITableViewController`,
  /// `UIInputViewController` and `UIAlertController` (`IQKeyboardManager.swift` 156-160 and
  /// `IQKeyboardManager+Internal.swift` 31-84 at a55dbfc9, read by a helper: strong). For a
  /// composer in a controller's own input accessory view, that controller: UIKit gives the
  /// accessory its owner as next responder (the decompiled `UIKeyboardSceneDelegate`
  /// `_inputViewsForResponder`, read by a helper; moderate, and InputBarAccessoryView issue 14:
  /// IQ moves such a composer in a plain controller, not in a table controller).
  private func distanceHandlingDisabled(for input: UIView) -> Bool {
    let disabled = { (controller: UIViewController) in
      controller is UITableViewController || controller is UIAlertController
    }
    if let accessory = screen.dockedAccessory, input.isDescendant(of: accessory) {
      return disabled(screen.screenController)
    }
    var responder = input.next
    while let current = responder {
      if let controller = current as? UIViewController { return disabled(controller) }
      responder = current.next
    }
    return false
  }

  private func adjustPosition() {
    // IQ hears begin-editing from text fields and text views only
    // (`IQTextInputViewNotification.swift` 52-66): the focused input may be a text field or text
    // view whose notification is still to come, never a one-time-code box of the app's own,
    // which UIKit posts nothing for.
    let named = screen.focusedInput.flatMap { $0 is UITextField || $0 is UITextView ? $0 : nil }
    guard let input = activeInput ?? named, input.isFirstResponder else { return }
    guard !distanceHandlingDisabled(for: input) else { return }
    let window = screen.window
    let root = screen.root
    let windowFrame = window.convert(window.bounds, to: nil as UIWindow?)
    let safeBottom = beginSafeBottom ?? root.safeAreaInsets.bottom
    var reach = keyboard
    reach.origin.y -= distance + safeBottom
    reach.size.height += distance + safeBottom
    let covered = reach.intersection(windowFrame)
    let keyboardHeight = covered.isNull ? 0 : covered.height
    let fieldInWindow = input.convert(input.bounds, to: window)
    // The top guide: the navigation bar's bottom in a navigation controller, else the status
    // bar's height (the window's top inset stands for it), never above the root's top layout
    // margin, which for a controller's root view includes its safe area ([IQ-Pos]:299-316).
    let barBottom =
      screen.navigationController.map { $0.navigationBar.frame.maxY } ?? window.safeAreaInsets.top
    let top = max(barBottom, root.safeAreaInsets.top)
    let isTextView = input is UITextView
    let bottomGuide = isTextView ? 0 : root.safeAreaInsets.bottom
    let visible = windowFrame.height - keyboardHeight
    var moveUp = min(fieldInWindow.minY - top, fieldInWindow.maxY - visible + bottomGuide)
    moveUp = moveUp.rounded(.towardZero)
    let chain = scrollViews(above: input)
    // A different scroll view than before: give the old one back first.
    if let old = starting?.scrollView, old !== chain.first {
      restoreScrollView()
    }
    if let innermost = chain.first, starting?.scrollView !== innermost {
      starting = Starting(
        scrollView: innermost, inset: innermost.contentInset,
        indicator: innermost.verticalScrollIndicatorInsets)
    }
    var lastView: UIView = input
    var offsets: [(UIScrollView, CGFloat)] = []
    for (index, scrollView) in chain.enumerated() {
      let offsetY = scrollView.contentOffset.y
      // A pass that cannot scroll stops IQ with nothing left to move: no scroll, and no root
      // move either way (`IQKeyboardManager+Position.swift` 413-414, 431-437, 483-485). A field
      // needing less rise than the scroll view's top inset is left where it is.
      if moveUp > 0 {
        guard moveUp > -offsetY - scrollView.contentInset.top else {
          moveUp = 0
          break
        }
      } else if fieldInWindow.minY < top {
        moveUp = min(0, fieldInWindow.minY - top)
      } else {
        moveUp = 0
        break
      }
      let lastRect = lastView.convert(lastView.bounds, to: scrollView)
      var suggested = offsetY - min(offsetY, -moveUp)
      suggested = min(suggested, lastRect.minY)
      if isTextView, index == chain.count - 1, suggested >= 0 {
        suggested = min(suggested, offsetY + (fieldInWindow.minY - top))
        moveUp = 0
      } else {
        moveUp -= suggested - offsetY
      }
      offsets.append((scrollView, suggested))
      lastView = scrollView
    }
    let keyboardTop = windowFrame.height - keyboard.height
    let rawHeight = keyboard.height
    let options: UIView.AnimationOptions = [.beginFromCurrentState, .allowUserInteraction]
    // One animation per write, as IQ opens one for each (`IQKeyboardManager+Position.swift`:
    // each offset :579, the inset :638, the text view's inset :681, the root :700), each inset
    // write followed by a forced layout (:640, :684, "Bug ID: #1996").
    for (scrollView, y) in offsets {
      let target = CGPoint(x: scrollView.contentOffset.x, y: y)
      animation.animatePeerChanges(extraOptions: options) {
        if scrollView is UITableView {
          scrollView.setContentOffset(target, animated: true)
        } else {
          scrollView.contentOffset = target
        }
      }
    }
    if let innermost = chain.first, let first = starting, first.scrollView === innermost {
      let frame = innermost.convert(innermost.bounds, to: window)
      var inset = keyboardHeight - (windowFrame.height - frame.maxY)
      var indicator = inset - (distance + safeBottom)
      inset = max(first.inset.bottom, inset) - innermost.safeAreaInsets.bottom
      indicator = max(first.indicator.bottom, indicator) - innermost.safeAreaInsets.bottom
      // IQ returns when the insets are already these (:633).
      if innermost.contentInset.bottom != inset {
        animation.animatePeerChanges(extraOptions: options) {
          innermost.contentInset.bottom = inset
          innermost.layoutIfNeeded()
          if innermost.verticalScrollIndicatorInsets.bottom != indicator {
            innermost.verticalScrollIndicatorInsets.bottom = indicator
          }
        }
      }
    }
    if let textView = input as? UITextView {
      adjustTextView(textView, keyboardTop: keyboardTop, top: top, options: options)
    }
    // What the scroll views could not absorb lifts the root, never above −(keyboard height).
    let originY = root.frame.minY
    var newOriginY = originY
    if moveUp >= 0 {
      newOriginY = max(originY - moveUp, min(0, -rawHeight))
    } else if shift > 0 {
      newOriginY = originY - max(moveUp, -shift)
    }
    if newOriginY != originY {
      animation.animatePeerChanges(extraOptions: options) { [self] in
        root.center.y += newOriginY - originY
        shift += originY - newOriginY
      }
    }
  }

  /// Insets a scrolling text view so it fits above the keyboard (its own caret scrolling does
  /// the rest).
  private func adjustTextView(
    _ textView: UITextView, keyboardTop: CGFloat, top: CGFloat, options: UIView.AnimationOptions
  ) {
    let host = screen.window.bounds
    let available = host.height - top - (host.maxY - keyboardTop)
    let fit = min(textView.bounds.height, available)
    guard textView.bounds.height - textView.contentInset.bottom > fit else { return }
    if textViewStarting?.view !== textView {
      textViewStarting = (
        textView, textView.contentInset, textView.verticalScrollIndicatorInsets
      )
    }
    let bottom = textView.bounds.height - fit - textView.safeAreaInsets.bottom
    animation.animatePeerChanges(extraOptions: options) {
      textView.contentInset.bottom = bottom
      textView.layoutIfNeeded()
      textView.verticalScrollIndicatorInsets.bottom = bottom
    }
  }

  private func restoreScrollView() {
    guard let first = starting, let scrollView = first.scrollView else { return }
    scrollView.contentInset = first.inset
    scrollView.verticalScrollIndicatorInsets = first.indicator
    starting = nil
  }

  private func restorePosition() {
    let root = screen.root
    let chain = screen.focusedInput.map(scrollViews(above:)) ?? screen.scrollViews
    let options: UIView.AnimationOptions = [.beginFromCurrentState, .allowUserInteraction]
    // As on show, one animation per write: the root (`IQKeyboardManager+Position.swift`:222),
    // the scroll view's insets with a forced layout (`IQScrollViewConfiguration.swift`:65), the
    // text view's insets.
    if shift != 0 {
      animation.animatePeerChanges(extraOptions: options) { [self] in
        root.center.y += shift
        shift = 0
      }
    }
    let innermost = starting?.scrollView
    if let innermost {
      animation.animatePeerChanges(extraOptions: options) { [self] in
        restoreScrollView()
        innermost.layoutIfNeeded()
      }
    }
    if let (textView, inset, indicator) = textViewStarting, !textViewSetupForgotten {
      animation.animatePeerChanges(extraOptions: options) {
        textView.contentInset = inset
        textView.verticalScrollIndicatorInsets = indicator
      }
    }
    textViewStarting = nil
    textViewSetupForgotten = false
    // Offsets are only brought back into range, ignoring insets.
    for scrollView in ([innermost].compactMap { $0 } + chain) {
      let maximum =
        max(scrollView.contentSize.height, scrollView.bounds.height) - scrollView.bounds.height
      if scrollView.contentOffset.y > maximum {
        animation.animatePeerChanges(extraOptions: options) {
          scrollView.contentOffset.y = maximum
        }
      }
    }
    beginSafeBottom = nil
  }
}
