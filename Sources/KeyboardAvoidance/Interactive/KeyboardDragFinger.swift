import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Whether a finger is dragging the keyboard: on a scroll view whose keyboard dismiss mode lets
/// the keyboard follow it.
///
/// The keyboard layout guide moves with no notification both under such a finger and by its own
/// glitch (see `KeyboardTracker.guideMoved`); this tells the two apart. Asked once per drag or
/// glitch, never per frame of a drag that is followed.
@MainActor
struct KeyboardDragFinger {
  /// The scroll view a finger last dragged the keyboard through.
  private weak var lastScrollView: UIScrollView?

  /// Whether a finger drags the keyboard in `window`: the last scroll view found first, else one
  /// walk of the window's tree.
  mutating func isDragging(in window: UIWindow) -> Bool {
    if let scrollView = lastScrollView, scrollView.window === window,
      Self.dragsKeyboard(scrollView)
    {
      return true
    }
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
      if let scrollView = view as? UIScrollView, Self.dragsKeyboard(scrollView) {
        lastScrollView = scrollView
        return true
      }
      pending.append(contentsOf: view.subviews)
    }
    return false
  }

  /// Whether a finger is on `scrollView` and its keyboard dismiss mode is interactive
  /// (raw value 2, or 4 for `.interactiveWithAccessory`, iOS 16: compared by value so that the
  /// package's iOS 13 deployment needs no availability check).
  private static func dragsKeyboard(_ scrollView: UIScrollView) -> Bool {
    scrollView.isTracking && [2, 4].contains(scrollView.keyboardDismissMode.rawValue)
  }
}
