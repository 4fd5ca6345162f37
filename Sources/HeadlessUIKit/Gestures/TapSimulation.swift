import Foundation

/// The sequence behind `UIWindow._simulateTap(at:)`.
@MainActor
enum TapSimulation {
  static func run(in window: UIWindow, at point: CGPoint) -> UIView? {
    let event = UIEvent()
    guard let hit = window.hitTest(point, with: event) else { return nil }
    let touch = UITouch(view: hit, window: window, locationInWindow: point)

    var candidates: [UITapGestureRecognizer] = []
    var current: UIView? = hit
    while let view = current {
      for case let tap as UITapGestureRecognizer in view.storedGestureRecognizers
      where tap.isEnabled && tap.numberOfTapsRequired == 1 {
        tap.storedState = .possible
        if tap.delegate?.gestureRecognizer(tap, shouldReceive: touch) ?? true {
          tap.lastTouch = touch
          candidates.append(tap)
        }
      }
      current = view.storedSuperview
    }

    var touchCancelled = false
    for tap in candidates {
      var begins = tap.delegate?.gestureRecognizerShouldBegin(tap) ?? true
      if begins && tap.cancelsTouchesInView { begins = hit.gestureRecognizerShouldBegin(tap) }
      tap.storedState = begins ? .ended : .failed
      if begins {
        tap.recognizedCount += 1
        if tap.cancelsTouchesInView { touchCancelled = true }
      }
    }

    if !touchCancelled { deliver(to: hit) }
    return hit
  }

  /// Gives the touch to the nearest control or text view, as touch-up-inside would.
  private static func deliver(to hit: UIView) {
    var current: UIView? = hit
    while let view = current {
      if let field = view as? UITextField {
        if field.isEnabled {
          field.receivedTapCount += 1
          field.becomeFirstResponder()
        }
        return
      }
      if let control = view as? UIControl {
        if control.isEnabled { control.receivedTapCount += 1 }
        return
      }
      if let textView = view as? UITextView {
        textView.becomeFirstResponder()
        return
      }
      current = view.storedSuperview
    }
  }
}
