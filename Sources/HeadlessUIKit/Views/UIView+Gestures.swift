import Foundation

/// Attaching gesture recognizers to views.
///
/// Models UIKit's `UIView (UIViewGestureRecognizers)` category (H17 UIView.h:380-385, iOS 3.2).
/// A recognizer belongs to one view at a time: adding it to a second view detaches it from the
/// first, as in UIKit. Members are `public` (declared in an extension).
///
/// ```swift
/// let tap = UITapGestureRecognizer()
/// tap.cancelsTouchesInView = false
/// container.addGestureRecognizer(tap)
/// ```
extension UIView {
  /// The recognizers attached to the view, or `nil` when there are none.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
    set {
      for recognizer in storedGestureRecognizers { recognizer.storedView = nil }
      storedGestureRecognizers = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer` to the view.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if gestureRecognizer.storedView === self { return }
    gestureRecognizer.storedView?.removeGestureRecognizer(gestureRecognizer)
    storedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.storedView = self
  }

  /// Detaches `gestureRecognizer` from the view.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.storedView === self else { return }
    storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.storedView = nil
  }
}
