import Foundation

/// The devices every test matrix and the simulator use: screen sizes, safe areas and the docked
/// keyboard heights published for them, kept once (sources in Docs/Reference/KeyboardBehaviour.md,
/// "Keyboard heights by device").
package enum DeviceCatalogue {
  /// One device's screen in points.
  package struct Entry: Sendable, Equatable {
    /// A name for reports.
    package let name: String
    /// The screen in portrait.
    package let portraitSize: CGSize
    /// The full-screen window's safe area in portrait: top, left, bottom, right.
    package let portraitSafeArea: [Double]
    /// The same in landscape.
    package let landscapeSafeArea: [Double]
    /// Whether it is an iPad (floating and split keyboards exist there).
    package let isPad: Bool
  }

  /// Five screens from the smallest supported phone to the largest iPad.
  package static let all: [Entry] = [
    Entry(
      name: "iPhone SE (3rd generation)", portraitSize: CGSize(width: 375, height: 667),
      portraitSafeArea: [20, 0, 0, 0], landscapeSafeArea: [0, 0, 0, 0], isPad: false),
    Entry(
      name: "iPhone 15 Pro", portraitSize: CGSize(width: 393, height: 852),
      portraitSafeArea: [59, 0, 34, 0], landscapeSafeArea: [0, 59, 21, 59], isPad: false),
    Entry(
      name: "iPhone 15 Pro Max", portraitSize: CGSize(width: 430, height: 932),
      portraitSafeArea: [59, 0, 34, 0], landscapeSafeArea: [0, 59, 21, 59], isPad: false),
    Entry(
      name: "iPad (10th generation)", portraitSize: CGSize(width: 820, height: 1180),
      portraitSafeArea: [24, 0, 20, 0], landscapeSafeArea: [24, 0, 20, 0], isPad: true),
    Entry(
      name: "iPad Pro 12.9-inch", portraitSize: CGSize(width: 1024, height: 1366),
      portraitSafeArea: [24, 0, 20, 0], landscapeSafeArea: [24, 0, 20, 0], isPad: true),
  ]

  /// The phones of 2024–2025, for scenarios written for the phones people hold.
  ///
  /// The iPhone 16 Pro, 17 and 17 Pro share 402 × 874; the 16 Pro Max and 17 Pro Max 440 × 956.
  /// Not in the built-in matrix, whose numbers stay comparable across releases.
  ///
  /// Screens: Apple's device sizes (402 × 874 and 440 × 956 points; public device tables list
  /// both). Safe area 62 top, 34 bottom in portrait: recorded on an iPhone 17 Pro simulator
  /// (iOS 26.5) in a public test file; the 440-wide phone is taken to share it (same Dynamic
  /// Island class; an estimate). Landscape: 62 at each side and 21 below, by the same class.
  /// Keyboards: 291 pt without the bar on a 402-wide simulator, `{{0, 583}, {402, 291}}`
  /// (a public CI note), which ``dockedKeyboardHeight(portraitSize:isPad:landscape:predictive:)``
  /// gives for the class; iOS 26 heights vary by release and locale (335 to 369 reported).
  package static let recent: [Entry] = [
    Entry(
      name: "iPhone 17 Pro", portraitSize: CGSize(width: 402, height: 874),
      portraitSafeArea: [62, 0, 34, 0], landscapeSafeArea: [0, 62, 21, 62], isPad: false),
    Entry(
      name: "iPhone 17 Pro Max", portraitSize: CGSize(width: 440, height: 956),
      portraitSafeArea: [62, 0, 34, 0], landscapeSafeArea: [0, 62, 21, 62], isPad: false),
  ]

  /// The docked keyboard's height for any screen, from the published measurement of the nearest
  /// screen class (without / with the predictive bar).
  ///
  /// Phones in portrait: 320 wide 216 / 253; 375×667-class (home button) 216 / 260; 414×736-class
  /// (home button) 226 / 271; home-indicator phones 291 / 335 below 393 wide, 291 / 336 at 393,
  /// 301 / 346 from 414. iPads: 768-wide portrait 313; 820-wide portrait 337; wider portrait 378
  /// (estimate); landscape 398 (the 1024-point measurement). Phones in landscape have no
  /// published modern measurement: 172 / 209 is an estimate from the iOS 5 landscape height
  /// (162) plus the bar.
  package static func dockedKeyboardHeight(
    portraitSize size: CGSize, isPad: Bool, landscape: Bool, predictive: Bool
  ) -> CGFloat {
    let width = min(size.width, size.height)
    let height = max(size.width, size.height)
    if isPad {
      guard !landscape else { return 398 }
      if width < 800 { return 313 }
      return width < 900 ? 337 : 378
    }
    guard !landscape else { return predictive ? 209 : 172 }
    let hasHomeIndicator = height / width > 2
    switch (width, hasHomeIndicator) {
    case (..<350, _): return predictive ? 253 : 216
    case (_, false) where width < 400: return predictive ? 260 : 216
    case (_, false): return predictive ? 271 : 226
    case (..<393, true): return predictive ? 335 : 291
    case (..<414, true): return predictive ? 336 : 291
    default: return predictive ? 346 : 301
    }
  }
}
