import Foundation

/// Which account the stand-in follows where the evidence about UIKit leaves two open.
///
/// Stand-in only (not UIKit). Each default is the reading the stand-in modelled first; a
/// simulator sets the other to show that the library passes either way (stand-in audit 2, §3.4).
package struct HeadlessReadings: Sendable, Equatable {
  /// Whether UIKit's clamp of an offset left out of range ends an animated scroll under way.
  ///
  /// No source shows the two meeting (`adjustContentOffsetIfNecessary`): an inference either
  /// way; `true` is the kinder reading for the library.
  package var clampEndsScroll: Bool
  /// Whether an unanimated `setContentOffset(_:animated:)` stops an animated scroll under way.
  ///
  /// SwiftUI's `scrollPositionUpdatePreservesVelocity` documents that an unanimated programmatic
  /// update stops active scrolls in a SwiftUI scroll view; UIKit's scroll view is inferred to do
  /// the same (`true`), by analogy only.
  package var unanimatedOffsetStopsScroll: Bool

  /// Whether a keyboard layout guide whose view left its window with the keyboard up keeps that
  /// keyboard after the view returns, until the window's keyboard next changes.
  ///
  /// On iOS 26.5 a view pinned to the guide of a screen left with the keyboard up stays at the
  /// keyboard-up position after the keyboard hides (react-native-keyboard-controller issue 1591:
  /// moderate); `false`, the guide following the window's keyboard at once, is the ideal guide.
  package var guideStaleAfterLeavingWindow: Bool

  /// Whether a block with the keyboard's curve 7, and the keyboard itself, moves for twice the
  /// announced duration instead of the spring's 0.5 s whatever the duration.
  ///
  /// The two agree for the usual 0.25 s. For another duration (0.4 s and 0.35 s are recorded)
  /// no source shows either: Apple Developer Forums thread 48088 reports UIKit ignoring a 0.25 s
  /// block's duration for a 0.5 s spring (moderate), the Flutter engine follows the keyboard for
  /// "duration * 2" (flutter/engine pull request 37604: moderate). `false`, the forum's, is the
  /// one modelled first (`HeadlessTiming`).
  package var curveSevenFollowsDuration: Bool

  /// The readings the stand-in modelled first.
  package static let standard = HeadlessReadings(
    clampEndsScroll: true, unanimatedOffsetStopsScroll: true, guideStaleAfterLeavingWindow: false)

  /// Creates readings.
  package init(
    clampEndsScroll: Bool, unanimatedOffsetStopsScroll: Bool,
    guideStaleAfterLeavingWindow: Bool = false, curveSevenFollowsDuration: Bool = false
  ) {
    self.clampEndsScroll = clampEndsScroll
    self.unanimatedOffsetStopsScroll = unanimatedOffsetStopsScroll
    self.guideStaleAfterLeavingWindow = guideStaleAfterLeavingWindow
    self.curveSevenFollowsDuration = curveSevenFollowsDuration
  }
}
