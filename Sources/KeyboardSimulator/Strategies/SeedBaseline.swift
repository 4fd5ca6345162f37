import Foundation
import HeadlessUIKit
import KeyboardAvoidance
import KeyboardCore

/// What every seed baseline shares: its screen and a subscription to decoded keyboard
/// notifications; a baseline overrides ``handle(_:)`` with its seed's algorithm.
@MainActor
class SeedBaseline: KeyboardStrategy {
  let screen: SimulatedScreen
  private var observer: KeyboardObserver?

  init(screen: SimulatedScreen, center: NotificationCenter) {
    self.screen = screen
    observer = KeyboardObserver(center: center) { [weak self] update in
      self?.handle(update.event)
    }
  }

  func stop() {
    observer?.stop()
  }

  /// The seed's reaction to one notification.
  func handle(_ event: KeyboardEvent) {}
}
