import Foundation
import HeadlessUIKit

/// Records notifications posted on the stand-in's notification center.
@MainActor
final class NotificationRecorder {
  struct Event: Equatable {
    let name: NSNotification.Name
    let object: ObjectIdentifier?
  }

  private(set) var events: [Event] = []
  private var tokens: [any NSObjectProtocol] = []

  /// Observes `names` on `HeadlessEnvironment.notificationCenter`.
  init(_ names: [NSNotification.Name]) {
    let center = HeadlessEnvironment.notificationCenter
    for name in names {
      let token = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
        // Posted synchronously on the main actor by the stand-in; keep the Notification here.
        let event = Event(
          name: note.name, object: (note.object as AnyObject?).map(ObjectIdentifier.init))
        MainActor.assumeIsolated { self?.events.append(event) }
      }
      tokens.append(token)
    }
  }

  func stop() {
    for token in tokens { HeadlessEnvironment.notificationCenter.removeObserver(token) }
    tokens = []
  }
}

extension NotificationRecorder.Event {
  init(_ name: NSNotification.Name, _ object: AnyObject) {
    self.init(name: name, object: ObjectIdentifier(object))
  }
}

/// A key window on `screen` at `frame` (screen coordinates) with optional safe-area insets.
@MainActor
func makeWindow(
  frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), screen: UIScreen? = nil,
  safeArea: UIEdgeInsets = .zero
) -> UIWindow {
  let window = UIWindow(frame: frame)
  if let screen { window.screen = screen }
  window._setSafeAreaInsets(safeArea)
  window.makeKeyAndVisible()
  return window
}

/// `abs(a - b) <= tolerance` for test expectations.
func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 0.001) -> Bool {
  abs(a - b) <= tolerance
}

func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 0.001) -> Bool {
  isClose(a.minX, b.minX, tolerance: tolerance) && isClose(a.minY, b.minY, tolerance: tolerance)
    && isClose(a.width, b.width, tolerance: tolerance)
    && isClose(a.height, b.height, tolerance: tolerance)
}
