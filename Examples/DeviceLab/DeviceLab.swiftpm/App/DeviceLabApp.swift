import KeyboardAvoidance
import UIKit

/// The device lab: every screen `kbsim` knows, as real UIKit and SwiftUI screens, under the
/// strategy the menu's switch picks, each with a recorder (`Docs/RecordingADevice.md`).
@main
final class DeviceLabAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    LabStrategy.current = .automatic
    let navigation = UINavigationController(rootViewController: LabMenuController())
    navigation.navigationBar.prefersLargeTitles = false
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
    if LabAutopilot.isRequested {
      Task { await LabAutopilot.run(on: navigation) }
    }
    return true
  }
}
