import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Maps rectangles between the screen's coordinate space and a space placed inside it.
///
/// Keyboard frames arrive in the screen's space. A window may be smaller than the screen and
/// offset within it (Split View, Slide Over, Stage Manager), and a view sits somewhere in its
/// window, so "screen y" and "view y" only agree for a full-screen window's root view. The
/// mapping is a translation: UIKit's screen, window and untransformed view spaces share scale
/// and orientation (frames are interface-oriented since iOS 8).
///
/// ```swift
/// let window = CoordinateSpaceMapping(originInScreen: windowFrameInScreen.origin)
/// let keyboardInWindow = window.convertFromScreen(keyboardFrameInScreen)
/// ```
public struct CoordinateSpaceMapping: Sendable, Equatable {
  /// Where this space's origin lies, in screen coordinates.
  public var originInScreen: CGPoint

  /// The screen's own space.
  public static let screen = CoordinateSpaceMapping(originInScreen: .zero)

  /// Creates the mapping for a space whose origin lies at `originInScreen`.
  public init(originInScreen: CGPoint) {
    self.originInScreen = originInScreen
  }

  /// The mapping for a space nested in this one, with its origin at `origin` in this space
  /// (a window inside the screen, then a view inside the window).
  public func appending(originInThisSpace origin: CGPoint) -> CoordinateSpaceMapping {
    CoordinateSpaceMapping(
      originInScreen: CGPoint(x: originInScreen.x + origin.x, y: originInScreen.y + origin.y))
  }

  /// A rectangle given in screen coordinates, expressed in this space.
  public func convertFromScreen(_ rectInScreen: CGRect) -> CGRect {
    rectInScreen.offsetBy(dx: -originInScreen.x, dy: -originInScreen.y)
  }

  /// A rectangle given in this space, expressed in screen coordinates.
  public func convertToScreen(_ rectInThisSpace: CGRect) -> CGRect {
    rectInThisSpace.offsetBy(dx: originInScreen.x, dy: originInScreen.y)
  }
}
