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
  /// The keyboard as this package's judge has it for the screen (the library's strategies),
  /// or `nil` for a strategy that judges none.
  @MainActor var judgedKeyboard: KeyboardState? { get }
  /// Freezes or thaws the strategy's avoiders (a `freeze` step); `false` for a strategy that
  /// has no such switch (all but the library's).
  @MainActor func setFrozen(_ frozen: Bool) -> Bool
}

extension KeyboardStrategy {
  @MainActor var judgedKeyboard: KeyboardState? { nil }
  @MainActor func setFrozen(_ frozen: Bool) -> Bool { false }
}

extension StrategyKind {
  /// Attaches this strategy to `screen`.
  @MainActor
  func attach(
    to screen: SimulatedScreen, center: NotificationCenter, margin: Double
  ) -> any KeyboardStrategy {
    switch self {
    case .library: LibraryStrategy(screen: screen, center: center, margin: margin)
    case .libraryAutomatic:
      LibraryAutomaticStrategy(
        window: screen.window, center: center, margin: margin,
        showsToolbar: screen.layout.toolbar == true,
        chatListLift: screen.layout.chatListLift ?? .none)
    case .librarySwiftUI: LibrarySwiftUIStrategy(screen: screen, center: center, margin: margin)
    case .seed000: Seed000Strategy(screen: screen, center: center)
    case .seed001: Seed001Strategy(screen: screen, center: center)
    case .seed002: Seed002Strategy(screen: screen, center: center)
    case .seed003: Seed003Strategy(screen: screen, center: center)
    case .seed004: Seed004Strategy(screen: screen, center: center)
    case .iqkeyboardmanager: IQKeyboardManagerStrategy(screen: screen, center: center)
    case .tpkeyboardavoiding: TPKeyboardAvoidingStrategy(screen: screen, center: center)
    case .keyboardlayoutguide: KeyboardLayoutGuideStrategy(screen: screen)
    case .swiftui: SwiftUIStrategy(screen: screen, center: center, reveals: false)
    case .swiftuiReveal: SwiftUIStrategy(screen: screen, center: center, reveals: true)
    case .none: NoStrategy()
    }
  }
}

/// No keyboard handling at all: what UIKit does by itself.
@MainActor
final class NoStrategy: KeyboardStrategy {
  func stop() {}
}
