import Foundation

extension UIView {
  /// Whether the view's keyboard layout guide, if one was made, keeps the keyboard it had when
  /// the view left its window (`HeadlessReadings.guideStaleAfterLeavingWindow`), not the
  /// window's keyboard now.
  ///
  /// Stand-in only (not UIKit): the simulator excuses a view UIKit places by a stale guide from
  /// its checks, since the library leaves such a view to UIKit. Reading it makes no guide.
  package var _keyboardLayoutGuideIsStale: Bool {
    guard let guide = storedKeyboardLayoutGuide, let window else { return false }
    return guide.staleKeyboard(in: window) != nil
  }
}

/// Where iOS 26 puts a window's keyboard layout guides when they do not follow the keyboard.
///
/// Stand-in only (not UIKit): the two misplacements of chockenberry/KeyboardAvoider's report
/// FB18129551 (iOS 26, a text view with a 44 pt input accessory view), with the figures its
/// screenshots show (`FB18129551/*.png` in that repository, measured at their pixel scale: a
/// developer's report with screenshots, moderate):
/// - item 1: the first time the text view becomes first responder after launch, the guide's top
///   lies one accessory height above the keyboard's top, which already counts the accessory
///   (iPadOS screenshot: the guide 44 pt above the accessory's top);
/// - item 2: after an interactive dismissal, the guide's top stays above the safe area where the
///   accessory's top would be had it stayed docked at the window's bottom (iPhone screenshots:
///   10 pt above the home indicator's inset in portrait, 24 pt in landscape, the window's bottom
///   less 44 pt in both).
/// How long either lasts the report does not say; the simulator keeps it until the keyboard's
/// next announcement.
package struct KeyboardGuideMisplacement: Equatable, Sendable {
  /// While the keyboard is up, the guide's top this many points above the keyboard's top.
  package var aboveKeyboard: CGFloat?
  /// With no keyboard, the guide's top this many points above the window's bottom (never below
  /// where it rests).
  package var parkedAboveWindowBottom: CGFloat?

  /// The guide's top `points` above the keyboard's top (item 1).
  package static func aboveKeyboard(_ points: CGFloat) -> Self {
    Self(aboveKeyboard: points)
  }

  /// The guide's top `points` above the window's bottom while no keyboard is up (item 2).
  package static func parkedAboveWindowBottom(_ points: CGFloat) -> Self {
    Self(parkedAboveWindowBottom: points)
  }
}
