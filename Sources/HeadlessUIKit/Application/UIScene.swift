import Foundation

/// One instance of the app's user interface.
///
/// Models UIKit's `UIScene` (H26.2 UIScene.h:20, a `UIResponder`, iOS 13) by name only: the glue
/// reaches a scene's windows through ``UIWindowScene``.
@MainActor
open class UIScene: UIResponder {}

/// A scene that shows windows.
///
/// Models UIKit's `UIWindowScene` (H26.2 UIWindowScene.h:21; `windows` :41, iOS 13). The stand-in's
/// scenes are made by a test with the windows they show (`init(_windows:)`,
/// UIWindowScene+Testing.swift); UIKit makes them itself as the app connects them.
@MainActor
open class UIWindowScene: UIScene {
  private let sceneWindows: [UIWindow]

  /// The scene's windows.
  open var windows: [UIWindow] {
    sceneWindows
  }

  init(windows: [UIWindow]) {
    sceneWindows = windows
    super.init()
  }
}
