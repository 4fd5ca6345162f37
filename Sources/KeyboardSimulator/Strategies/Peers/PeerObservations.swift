import Foundation
import KeyboardCore

/// The notifications a peer strategy listens to, as the peer registers for them (every name
/// separately, `object: nil`), each keyboard notification decoded where it is posted so that
/// only the `Sendable` event reaches the main actor.
@MainActor
final class PeerObservations {
  private var tokens: [(NotificationCenter, NSObjectProtocol)] = []
  /// `true` once ``stop()`` ran: nothing is delivered after it.
  private(set) var isStopped = false

  /// Calls `handler` for each `name` posted on `center`, with the decoded keyboard event, or
  /// `nil` for a notification that is not a well-formed keyboard one (text editing).
  func observe(
    _ center: NotificationCenter, _ name: Notification.Name,
    _ handler: @escaping @MainActor (KeyboardEvent?) -> Void
  ) {
    let token = center.addObserver(forName: name, object: nil, queue: nil) {
      [weak self] notification in
      let event = try? KeyboardEvent(notification)
      MainActor.assumeIsolated {
        guard let self, !self.isStopped else { return }
        handler(event)
      }
    }
    tokens.append((center, token))
  }

  func stop() {
    isStopped = true
    for (center, token) in tokens { center.removeObserver(token) }
    tokens.removeAll()
  }
}
