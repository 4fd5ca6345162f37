import Foundation

extension UIWindow {
  /// Where a window sits in the stack of windows: higher levels are drawn above lower ones.
  ///
  /// Models UIKit's `UIWindowLevel` (H17 UIWindow.h:17, `typedef CGFloat UIWindowLevel
  /// NS_TYPED_EXTENSIBLE_ENUM`, imported as `UIWindow.Level`, AN17:2125-2126; the constants
  /// :103-105). The values of `.statusBar` and `.alert` are not in the header; 1000 and 2000 are
  /// what UIKit reports at run time (an assumption the stand-in makes, no public document
  /// states them). UIKit's own keyboard window, which hosts input accessory views
  /// (`UITextEffectsWindow`; `UIRemoteKeyboardWindow` above it up to iOS 15, devxoul/Toaster pull
  /// request 42), sits above `.normal`: a public project's comment gives its level as 10.
  public struct Level: RawRepresentable, Hashable, Sendable {
    /// The level's value.
    public let rawValue: CGFloat

    /// A level of `rawValue`.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// A level of `rawValue` (the typed-extensible-enum initializer).
    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The level of ordinary app windows: 0.
    public static let normal: UIWindow.Level = Level(0)
    /// The status bar's level (1000 at run time).
    public static let statusBar: UIWindow.Level = Level(1000)
    /// The level of alerts (2000 at run time).
    public static let alert: UIWindow.Level = Level(2000)
  }
}
