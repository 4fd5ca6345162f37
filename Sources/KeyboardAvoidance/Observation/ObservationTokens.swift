import Foundation

/// The notification-center registrations of one observer, removed when this box goes away.
///
/// A `@MainActor` class's `deinit` is nonisolated, so the tokens live in this separate box whose
/// own `deinit` may run anywhere: `NotificationCenter.removeObserver(_:)` is thread-safe.
/// Mutation happens only on the main actor, from the owning observer.
package final class ObservationTokens: @unchecked Sendable {
  private let center: NotificationCenter
  private var tokens: [any NSObjectProtocol] = []

  package init(center: NotificationCenter) {
    self.center = center
  }

  package func observe(
    _ name: Notification.Name, using block: @escaping @Sendable (Notification) -> Void
  ) {
    tokens.append(center.addObserver(forName: name, object: nil, queue: nil, using: block))
  }

  package func removeAll() {
    for token in tokens { center.removeObserver(token) }
    tokens.removeAll()
  }

  deinit {
    removeAll()
  }
}
