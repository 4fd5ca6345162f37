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

extension UIApplication {
  /// The value of `keyPath` read from the class object: the running application for
  /// `"sharedApplication"` (the getter of `shared`), `nil` for any other key.
  ///
  /// Stand-in only: on a device this is Foundation's key-value coding (NSObject's
  /// `value(forKeyPath:)`, which a class object answers with its class methods). Libraries that
  /// must build for app extensions, where `shared` is unavailable at compile time, read the
  /// application this way; it is `nil` in an extension, where there is no application (the
  /// Datadog iOS SDK's `managedShared`; Hackle's SDK notes "always nil in an app extension").
  /// The stand-in's application is ``HeadlessEnvironment/application``, `nil` by default, as in
  /// an extension.
  package class func value(forKeyPath keyPath: String) -> Any? {
    keyPath == "sharedApplication" ? HeadlessEnvironment.application : nil
  }
}
