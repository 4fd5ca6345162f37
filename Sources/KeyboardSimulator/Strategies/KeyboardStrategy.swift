import Foundation
import HeadlessUIKit
import KeyboardAvoidance
import KeyboardCore

/// Something that handles the keyboard for a simulated screen: the library, or a baseline that
/// re-creates one seed article's algorithm so both can be measured on the same scenario.
@MainActor
protocol KeyboardStrategy: AnyObject {
  /// Stops reacting.
  func stop()
}

extension StrategyKind {
  /// Attaches this strategy to `screen`.
  @MainActor
  func attach(
    to screen: SimulatedScreen, center: NotificationCenter, margin: Double
  ) -> any KeyboardStrategy {
    switch self {
    case .library: LibraryStrategy(screen: screen, center: center, margin: margin)
    case .seed000: Seed000Strategy(screen: screen, center: center)
    case .seed001: Seed001Strategy(screen: screen, center: center)
    case .seed002: Seed002Strategy(screen: screen, center: center)
    case .seed003: Seed003Strategy(screen: screen, center: center)
    case .seed004: Seed004Strategy(screen: screen, center: center)
    }
  }
}

/// This library, with the avoider each layout calls for and tap-to-dismiss.
@MainActor
final class LibraryStrategy: KeyboardStrategy {
  private var scrollAvoiders: [ScrollViewKeyboardAvoider] = []
  private var barAvoider: BottomConstraintKeyboardAvoider?
  private var plainAvoider: PlainViewKeyboardAvoider?
  private var dismissTap: KeyboardDismissTap?

  init(screen: SimulatedScreen, center: NotificationCenter, margin: Double) {
    var configuration = KeyboardAvoidanceConfiguration()
    configuration.margin = CGFloat(margin)
    for scrollView in screen.scrollViews {
      scrollAvoiders.append(
        ScrollViewKeyboardAvoider(
          scrollView: scrollView, configuration: configuration, center: center))
    }
    if let bar = screen.bar {
      barAvoider = BottomConstraintKeyboardAvoider(
        constraint: bar.constraint, container: screen.root,
        configuration: configuration, center: center)
    }
    if screen.layout.kind == .plain {
      plainAvoider = PlainViewKeyboardAvoider(
        view: screen.root, configuration: configuration, center: center)
    }
    dismissTap = KeyboardDismissTap(view: screen.root, center: center)
  }

  func stop() {
    scrollAvoiders.forEach { $0.stop() }
    barAvoider?.stop()
    plainAvoider?.stop()
    dismissTap?.stop()
  }
}

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
