import Foundation

/// UIKit's own keyboard window, which hosts input accessory views above the app's windows.
///
/// Not in the SDK: UIKit creates it, apps never do.
///
/// The stand-in declares it, with UIKit's run-time class name, so that the simulator and the
/// tests can host an accessory where a device does and the glue can tell it from the app's own
/// windows; `package`, so nothing outside this package can make one. What it models, with each source:
/// - From iOS 13 the keyboard, its accessories and the edit menu share one window of this class
///   (Tencent/QMUI_iOS issue 659, measured with screenshots on iOS 13; strong). From iOS 16 the
///   keyboard itself is drawn in it too, `UIRemoteKeyboardWindow` (a subclass) no longer being
///   found (QMUI_iOS pull request 1446 and issue 1453, QMUI/LookinServer pull request 116;
///   moderate).
/// - Its level is 10 while no keyboard is up and 1 once one is (QMUI 659; google/EarlGrey commit
///   08b446a9 for iOS 17: "when the keyboard is visible, allow windowLevel 1"; strong). The
///   decompiled UIKitCore of iOS 26.1 creates it with level 10 and restores 10
///   (`+_sharedTextEffectsWindowforWindowScene:…`, `-_restoreWindowLevel`; strong). The 2100 of
///   `UIWindowLevelTextEffects` in iOS 5–7 era header dumps was the edit menu's window up to
///   iOS 12 (QMUI 659).
///
/// The simulator sets ``UIWindow/windowLevel`` as the keyboard rises and leaves; a window made
/// here starts at ``restingLevel``.
@MainActor
package final class UITextEffectsWindow: UIWindow {
  /// The level while no keyboard is up: 10.
  nonisolated package static let restingLevel: UIWindow.Level = UIWindow.Level(10)
  /// The level while the keyboard is up: 1.
  nonisolated package static let keyboardUpLevel: UIWindow.Level = UIWindow.Level(1)

  /// A keyboard window of `frame`, at ``restingLevel``.
  package override init(frame: CGRect) {
    super.init(frame: frame)
    windowLevel = Self.restingLevel
  }

  /// A keyboard window from an archive, at ``restingLevel`` (the stand-in cannot decode).
  package required init?(coder: NSCoder) {
    super.init(coder: coder)
    windowLevel = Self.restingLevel
  }
}
