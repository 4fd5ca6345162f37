import Foundation

extension UIWindowScene {
  /// A scene showing `windows`.
  ///
  /// Stand-in only (not UIKit): UIKit creates its scenes as the app connects them.
  package convenience init(_windows windows: [UIWindow]) {
    self.init(windows: windows)
  }
}
