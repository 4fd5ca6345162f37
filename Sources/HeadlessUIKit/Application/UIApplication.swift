import Foundation

/// The running app, as the object of its life-cycle notifications.
///
/// Models UIKit's `UIApplication` (H26.2 UIApplication.h:85, a `UIResponder`; `connectedScenes`
/// :170, iOS 13; `UIApplicationDidBecomeActiveNotification` :554) as far as the glue uses it: the
/// notification's object and its scenes. `shared` is not modelled: it is unavailable in app
/// extensions (`NS_EXTENSION_UNAVAILABLE_IOS`, :87), which the glue must build for. The stand-in's
/// application is made by a test with its scenes (`init(_scenes:)`, UIApplication+Testing.swift).
@MainActor
open class UIApplication: UIResponder {
  private let scenes: Set<UIScene>

  /// The scenes connected to the app.
  open var connectedScenes: Set<UIScene> {
    scenes
  }

  /// Posted, with the application as its object, each time the app becomes active: after launch
  /// and after each return to the foreground.
  nonisolated public static let didBecomeActiveNotification: NSNotification.Name =
    NSNotification.Name("UIApplicationDidBecomeActiveNotification")

  init(scenes: Set<UIScene>) {
    self.scenes = scenes
    super.init()
  }
}
