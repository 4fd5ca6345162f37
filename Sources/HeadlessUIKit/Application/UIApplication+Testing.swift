import Foundation

extension UIApplication {
  /// An application with `scenes`.
  ///
  /// Stand-in only (not UIKit): UIKit makes the one application; a test makes its own to post
  /// as the object of `didBecomeActiveNotification`.
  package convenience init(_scenes scenes: Set<UIScene>) {
    self.init(scenes: scenes)
  }
}
