import Foundation

/// The coordinate space the simulator's keyboard notifications carry their frames in.
///
/// UIKit documents screen coordinates. On iPadOS 26, with a `UITextView` that has an input
/// accessory view, will-show and will-hide were reported in the view's coordinates instead
/// (FB18129544, chockenberry/KeyboardAvoider: moderate); in a window that is not at the screen's
/// origin the frames are then off by the window's origin. The keyboard is drawn where it is either
/// way.
package enum FrameSpace: String, Sendable, Codable, CaseIterable {
  /// Screen coordinates, as documented. The default.
  case screen
  /// The app window's coordinates: every posted frame moved by minus the window's origin.
  case window
}
