import KeyboardAvoidance
import UIKit

/// The device lab: every screen `kbsim` knows, as real UIKit and SwiftUI screens, under the
/// strategy the menu's switch picks, each with a recorder (`Docs/RecordingADevice.md`).
///
/// The lab uses the scene-based life cycle: the app delegate names the scene delegate, which
/// makes the window. Apple's TN3187 says an app built with the SDK after iOS 26's will not
/// launch without it; `SceneManifest.plist` declares the scene configuration as well, for the
/// Info.plist Xcode generates from `Package.swift`.
@main
final class DeviceLabAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // The app-wide mode starts before any window: it follows every window a scene makes.
    LabStrategy.current = .automatic
    return true
  }

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = DeviceLabSceneDelegate.self
    return configuration
  }
}

/// Makes the lab's window in the scene UIKit connects, with the menu at its root.
final class DeviceLabSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let navigation = UINavigationController(rootViewController: LabMenuController())
    navigation.navigationBar.prefersLargeTitles = false
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
    if LabAutopilot.isRequested {
      Task { await LabAutopilot.run(on: navigation) }
    }
  }
}
