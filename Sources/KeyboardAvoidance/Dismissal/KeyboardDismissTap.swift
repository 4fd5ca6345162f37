import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Tap outside any input to dismiss the keyboard, without eating taps meant for controls.
///
/// ```swift
/// KeyboardDismissTap(view: view)
/// ```
///
/// The view keeps the tap alive (keep a reference only to call ``stop()``). A
/// `UITapGestureRecognizer` on `view` that is enabled only while this app's keyboard is visible
/// (so ordinary taps are untouched otherwise), with `cancelsTouchesInView`
/// off so buttons and cells still get their tap, and that never receives touches that land in a
/// control or text input. It needs no target/action selector: when the tap is recognised UIKit
/// asks the delegate's `gestureRecognizerShouldBegin(_:)` ("called when a gesture recognizer
/// attempts to transition out of the possible state", Apple documentation), which ends editing
/// and declines, so the recognizer never interferes with anything else. No global extension of
/// `UIScrollView` is involved.
@MainActor
public final class KeyboardDismissTap: NSObject, UIGestureRecognizerDelegate {
  /// The view the recognizer is on, while it exists.
  public private(set) weak var view: UIView?
  /// The recognizer, exposed so apps can relate it to their own gestures.
  public let recognizer = UITapGestureRecognizer()

  /// Whether a touch on a view is left alone for a reason of the owner's (the automatic mode's
  /// opt-outs), asked after the views that keep their taps.
  package var leavesTouchAlone: (@MainActor (UIView) -> Bool)?

  private let session: KeyboardSession
  /// Keeps the tap alive with its view (weak: the view holds the guide).
  private weak var attachment: LifetimeAttachment?

  /// Adds tap-to-dismiss to `view` (usually a view controller's root view).
  @discardableResult
  public convenience init(view: UIView) {
    self.init(view: view, center: .default)
  }

  /// ``init(view:)`` listening on another notification center.
  @discardableResult
  package init(view: UIView, center: NotificationCenter) {
    self.view = view
    session = KeyboardSession(
      view: view, center: center, configuration: KeyboardAvoidanceConfiguration(),
      trackingHost: .none, origin: .app)
    super.init()
    recognizer.cancelsTouchesInView = false
    recognizer.isEnabled = false
    recognizer.delegate = self
    view.addGestureRecognizer(recognizer)
    session.onPlan = { [weak self] request in
      self?.recognizer.isEnabled = request.state.mode.isVisible
    }
    session.onDetach = { [weak self] in self?.recognizer.isEnabled = false }
    attachment = LifetimeAttachment.keep(self, with: view)
    // Made while the keyboard is up (the automatic mode started again with other options, a
    // screen built with the keyboard up): enabled for it now, not at the next notification.
    session.replanIfShown(.immediate, because: "tap to dismiss attached")
  }

  /// Removes the recognizer and stops observing; the view then lets the tap go.
  public func stop() {
    attachment?.release()
    session.stop()
    recognizer.isEnabled = false
    view?.removeGestureRecognizer(recognizer)
  }

  /// Declines touches in controls (buttons, switches, segmented controls; text fields are
  /// controls too), inputs (text views, and any view adopting `UIKeyInput`, such as a
  /// one-time-code box), table and collection view cells, and navigation bars and toolbars.
  ///
  /// A tap on an input is meant for it (to move the caret, or to focus it): it never ends
  /// editing. A cell's selection often focuses its own field: ending editing first would drop the
  /// keyboard and raise it again. Bars hold bar button items (IQKeyboardManager declines
  /// navigation bars for the same reason).
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    var current = touch.view
    while let touched = current, touched !== view {
      if touched.keepsItsTaps { return false }
      current = touched.superview
    }
    if let touched = touch.view, leavesTouchAlone?(touched) == true { return false }
    return true
  }

  /// Ends editing when the tap is recognised, and declines to begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    view?.endEditing(true)
    return false
  }
}

extension UIView {
  /// Whether a tap on this view is meant for it (or the cell or bar it is), never for dismissal.
  fileprivate var keepsItsTaps: Bool {
    self is UIControl || self is UIKeyInput || self is UITableViewCell
      || self is UICollectionViewCell || self is UINavigationBar || self is UIToolbar
  }
}
