#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit

  extension UIHostingController: HandlesKeyboardAvoidance {
    /// Whether SwiftUI keeps this controller's content out of the keyboard's safe-area region.
    ///
    /// By default it does (`SafeAreaRegions.keyboard`), so the automatic mode leaves the screen to
    /// SwiftUI and an avoider attached to its root view stands down. From iOS 16.4 the answer is
    /// read from `safeAreaRegions`: a screen that removed `.keyboard` declined SwiftUI's own
    /// avoidance, and the library treats it as any UIKit screen (set
    /// `allowsAutomaticKeyboardAvoidance = false` on its view to keep the automatic mode out too).
    /// Before 16.4 the regions cannot be read, and the answer is always `true`.
    public var handlesKeyboardAvoidance: Bool {
      // `UIHostingController.safeAreaRegions`: iOS 16.4 SDK, SwiftUI.swiftinterface
      // (`@available(iOS 16.4, tvOS 16.4, *)`, get and set).
      if #available(iOS 16.4, macCatalyst 16.4, *) {
        return safeAreaRegions.contains(.keyboard)
      }
      return true
    }
  }
#endif
