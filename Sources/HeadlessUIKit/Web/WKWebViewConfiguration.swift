import Foundation

/// The settings a web view is created with.
///
/// Models WebKit's `WKWebViewConfiguration` (HWK26.2 WKWebViewConfiguration.h:100-102,
/// `WK_SWIFT_UI_ACTOR`) by name only: the stand-in's web view reads none of it.
@MainActor
open class WKWebViewConfiguration: NSObject {
  /// Creates the default configuration.
  public override init() {
    super.init()
  }
}
