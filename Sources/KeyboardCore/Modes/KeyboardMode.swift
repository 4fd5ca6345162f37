import Foundation

/// Where the keyboard is, as far as avoiding it is concerned.
public enum KeyboardMode: String, Sendable, CaseIterable, Codable {
  /// Not visible: zero-sized, entirely off the screen, or a hide in progress.
  case hidden
  /// Full width along the bottom edge: the ordinary keyboard.
  case docked
  /// The small iPad keyboard (iPadOS 13+) that can sit anywhere.
  case floating
  /// A full-width (or split) iPad keyboard raised off the bottom edge.
  case undocked
  /// Only the shortcut bar of a hardware-keyboard session shows: the frame is the full software
  /// keyboard's, placed mostly below the screen with a thin strip visible (iOS 9+).
  case hardwareBar
  /// Another app's keyboard (`UIKeyboardIsLocalUserInfoKey` false in iPad multitasking) that
  /// does not cover the bottom edge: floating, undocked, or hidden.
  case notLocal
  /// Another app's keyboard along the bottom edge (iPad Split View): no input of this app is
  /// being edited, but the app's bottom content is hidden all the same, so scroll views make
  /// room to scroll it into view and bottom bars move above it.
  case notLocalDocked
  /// A keyboard on a different screen than the one this view is on.
  case otherScreen

  /// Whether the keyboard hides content from the bottom edge up, so views must make room.
  public var coversBottomEdge: Bool {
    self == .docked || self == .hardwareBar || self == .notLocalDocked
  }

  /// Whether the keyboard changes anything for this app's layout: this app's keyboard in any
  /// form, or another app's keyboard covering the bottom edge.
  public var affectsLayout: Bool {
    isVisible || coversBottomEdge
  }

  /// Whether this app's keyboard is on screen in any form.
  public var isVisible: Bool {
    switch self {
    case .docked, .floating, .undocked, .hardwareBar: true
    case .hidden, .notLocal, .notLocalDocked, .otherScreen: false
    }
  }
}
