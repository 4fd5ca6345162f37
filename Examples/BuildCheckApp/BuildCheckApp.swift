#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidance
  import KeyboardAvoidanceSwiftUI
  import SwiftUI
  import UIKit

  /// An app that uses every product.
  ///
  /// The recipes' screens in tabs, the SwiftUI modifiers and the automatic mode.
  /// Scripts/ios-build.sh compiles it with the recipes and links it for iOS, so
  /// every symbol the package references is known to be in the SDK. It is never run here.
  @main
  final class BuildCheckAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      AppKeyboardSetup.start()
      var screens: [UIViewController] = [
        LoginViewController(), ChatViewController(), ProfileFormViewController(),
      ]
      if #available(iOS 15, *) {
        screens.append(FeedbackViewController())
        screens.append(UIHostingController(rootView: SwiftUILoginForm()))
        screens.append(UIHostingController(rootView: SwiftUIChatScreen()))
        screens.append(UIHostingController(rootView: SwiftUISettingsForm()))
        screens.append(UIHostingController(rootView: SwiftUIiPadForm()))
      }
      let tabs = UITabBarController()
      tabs.viewControllers = screens
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      self.window = window
      return true
    }
  }
#endif
