import Foundation
import KeyboardAvoidance

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Recipe: the whole app's keyboard handling, turned on once at launch.
///
/// Call it from `application(_:didFinishLaunchingWithOptions:)`, or, in a SwiftUI-lifecycle app,
/// from the `init()` of the `App`. Every screen then keeps its focused input above the keyboard,
/// a tap outside any input dismisses the keyboard (buttons, switches, cells and bars keep their
/// taps), Return moves to the next field and Done ends editing on the last, and inputs without
/// an accessory view of their own get the Previous / Next / Done bar. A button of the app's can
/// move the focus too.
@MainActor
public enum AppKeyboardSetup {
  /// Turns everything on.
  public static func start() {
    AutomaticKeyboardAvoidance.start(
      showsToolbar: true, dismissesOnTapOutside: true, returnKeyMovesToNextField: true)
  }

  /// What a "Next" button of the app's own does: the next input, if there is one.
  public static func nextButtonTapped(_ button: UIControl) {
    AutomaticKeyboardAvoidance.moveToNextInput()
    button.isEnabled = AutomaticKeyboardAvoidance.canMoveToNextInput
  }
}
