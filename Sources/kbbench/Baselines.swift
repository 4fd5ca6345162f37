import Foundation
import HeadlessUIKit
import KeyboardCore

/// What seed 000 does on every keyboard event: walk the whole view tree for the first responder,
/// then plan and apply (with the library's own planner, so only the walk differs).
@MainActor
final class TreeWalkBaseline {
  private let window: UIWindow
  private let scrollView: UIScrollView
  private var token: (any NSObjectProtocol)?
  private let center: NotificationCenter

  init(window: UIWindow, scrollView: UIScrollView, center: NotificationCenter) {
    self.window = window
    self.scrollView = scrollView
    self.center = center
    token = center.addObserver(
      forName: Notification.Name(KeyboardEventKind.willChangeFrame.rawValue), object: nil,
      queue: nil
    ) { [weak self] notification in
      let event = try? KeyboardEvent(notification)
      MainActor.assumeIsolated { if let event { self?.handle(event) } }
    }
  }

  func stop() {
    if let token { center.removeObserver(token) }
  }

  private func handle(_ event: KeyboardEvent) {
    guard let field = Self.firstResponder(in: window) else { return }
    let geometry = ScrollViewGeometry(
      visibleRectInScreen: scrollView.convert(scrollView.bounds, to: window.screen.coordinateSpace),
      boundsSize: scrollView.bounds.size, contentSize: scrollView.contentSize,
      contentOffset: scrollView.contentOffset)
    let mode = KeyboardMode(
      endFrameInScreen: event.endFrameInScreen, screenBounds: window.screen.bounds)
    let plan = ScrollViewAvoidance.plan(
      geometry: geometry, keyboardFrameInScreen: event.endFrameInScreen, mode: mode,
      revealRectInContent: field.convert(field.bounds, to: scrollView))
    scrollView.contentInset.bottom = plan.addedBottomInset
    if let target = plan.targetContentOffset { scrollView.contentOffset = target }
  }

  static func firstResponder(in view: UIView) -> UIView? {
    if view.isFirstResponder { return view }
    for subview in view.subviews {
      if let found = firstResponder(in: subview) { return found }
    }
    return nil
  }

  /// What common toolbar libraries do on every focus change: collect every input in the tree and
  /// sort them into reading order.
  static func sortedInputs(in root: UIView) -> [UIView] {
    var inputs: [UIView] = []
    func collect(_ view: UIView) {
      if view is UITextField || view is UITextView { inputs.append(view) }
      view.subviews.forEach(collect)
    }
    collect(root)
    let order = FocusOrder(
      inputs.map { FocusCandidate(id: ObjectIdentifier($0), frame: $0.convert($0.bounds, to: nil)) }
    )
    let byID = Dictionary(uniqueKeysWithValues: inputs.map { (ObjectIdentifier($0), $0) })
    return order.ordered.compactMap { byID[$0] }
  }
}
