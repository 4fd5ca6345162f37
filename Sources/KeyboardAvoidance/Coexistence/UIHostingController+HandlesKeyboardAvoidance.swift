#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit

  extension UIHostingController: HandlesKeyboardAvoidance {
    /// Always `true`: SwiftUI keeps hosted content out of the keyboard's safe-area region
    /// (`SafeAreaRegions.keyboard`) by default.
    ///
    /// A screen that removed `.keyboard` from the controller's `safeAreaRegions` (iOS 16.4) and
    /// wants KeyboardAvoidance there attaches a ``ScrollViewKeyboardAvoider`` to its scroll view
    /// itself: the automatic mode stays out of hosting controllers.
    public var handlesKeyboardAvoidance: Bool { true }
  }
#endif
