import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Reports the keyboard's top, in screen coordinates, whenever `keyboardLayoutGuide` moves
/// (iOS 15+).
///
/// While the user drags the keyboard down (`keyboardDismissMode = .interactive`) iOS sends no
/// notification until the drag ends, but the keyboard layout guide follows the keyboard frame by
/// frame. A ``KeyboardTrackingView`` pinned to the guide turns that into calls to ``onMove``.
/// On iOS 13 and 14, which have no keyboard layout guide, ``make(host:)`` returns `nil` and
/// avoidance falls back to the notification sent when the drag ends: content catches up with the
/// keyboard then, instead of frame by frame.
@MainActor
final class InteractiveKeyboardTracker {
  /// Called with the keyboard guide's top in screen coordinates when it changes.
  var onMove: (@MainActor (CGFloat) -> Void)?

  private let trackingView = KeyboardTrackingView(frame: .zero)
  private var lastTop: CGFloat?

  private init() {}

  /// Installs a tracker in `host`, or returns `nil` before iOS 15.
  static func make(host: UIView) -> InteractiveKeyboardTracker? {
    guard #available(iOS 15, macCatalyst 15, *) else { return nil }
    let tracker = InteractiveKeyboardTracker()
    let view = tracker.trackingView
    view.tracker = tracker
    view.isHidden = true
    view.isUserInteractionEnabled = false
    view.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(view)
    // Both axes: a view with vertical constraints only is ambiguous in x and width.
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: host.keyboardLayoutGuide.topAnchor),
      view.bottomAnchor.constraint(equalTo: host.bottomAnchor),
      view.leadingAnchor.constraint(equalTo: host.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: host.trailingAnchor),
    ])
    return tracker
  }

  /// The view that carries the tracking, while installed.
  var host: UIView? { trackingView.superview }

  /// Where a tracker for `view` lives: `view`, or its first ancestor that is not a scroll view.
  ///
  /// Never inside a scroll view: there its edge anchors are the content's edges (Apple Technical
  /// Note TN2154), so the tracker would stretch to the content's end and take part in the
  /// scroll view's content size.
  static func host(for view: UIView?) -> UIView? {
    var candidate = view
    while let scrollView = candidate as? UIScrollView { candidate = scrollView.superview }
    return candidate
  }

  func stop() {
    trackingView.tracker = nil
    trackingView.removeFromSuperview()
  }

  /// Told when the host is in a window again.
  var onWindowReturn: (() -> Void)?

  func trackingViewDidMoveToWindow() {
    onWindowReturn?()
  }

  /// Told when the host's safe area changed where the tracking view lies.
  var onSafeAreaChange: (() -> Void)?

  func trackingViewSafeAreaDidChange() {
    onSafeAreaChange?()
  }

  /// The tracking view's bottom (its host's) on screen at the last layout.
  private var lastBottom: CGFloat?
  /// The host's top on screen at the last layout.
  private var lastHostTop: CGFloat?

  func trackingViewDidLayout(_ view: KeyboardTrackingView) {
    guard let window = view.window else { return }
    let space = window.screen.coordinateSpace
    let frame = view.convert(view.bounds, to: space)
    let hostTop = view.superview.map { $0.convert($0.bounds, to: space).minY }
    // The host's bottom moved with no keyboard move (a container pinned to a safe area that a
    // minimizing tab bar changed, which its own safe area does not show), or its top did (a
    // sheet UIKit moved to a larger detent after the keyboard's handlers, which changes what the
    // keyboard covers of it): told as a layout change under the keyboard (fuzz seed
    // 23557898491178: a table 29 pt lower than planned; fuzz seed 24781233333872: a chat's bar
    // under the keyboard for 54 frames as its sheet grew).
    let bottomMoved = frame.maxY.isFinite && lastBottom.map { frame.maxY != $0 } == true
    let hostMoved =
      hostTop.map { top in top.isFinite && lastHostTop.map { abs(top - $0) > 0.5 } == true }
      ?? false
    lastBottom = frame.maxY
    lastHostTop = hostTop
    guard frame.minY == lastTop else {
      trackTop(frame.minY)
      return
    }
    if bottomMoved {
      onSafeAreaChange?()
    } else if hostMoved {
      onHostMoved?()
    }
    trackTop(frame.minY)
  }

  /// Told when the host's top moved on screen with the keyboard layout guide where it was.
  var onHostMoved: (() -> Void)?

  /// Reports a new top of the keyboard layout guide.
  private func trackTop(_ top: CGFloat) {
    guard top.isFinite, top != lastTop else { return }
    lastTop = top
    onMove?(top)
  }
}
