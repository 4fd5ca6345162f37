import KeyboardAvoidance
import UIKit

/// Who handles the keyboard in the lab, switched live from the menu.
enum LabStrategy: String, CaseIterable {
  /// `AutomaticKeyboardAvoidance.start()` alone, as the README recommends.
  case automatic
  /// Each screen attaches the avoider its layout calls for (the SwiftUI screens: the package's
  /// modifiers).
  case perScreen
  /// Nothing from this package: UIKit's and SwiftUI's own behaviour.
  case none

  /// The label on the menu's switch.
  var title: String {
    switch self {
    case .automatic: "Automatic"
    case .perScreen: "Per screen"
    case .none: "None"
    }
  }

  /// The strategy's name in `kbsim` for a UIKit screen, or a SwiftUI one.
  func kbsimName(swiftUI: Bool) -> String {
    switch self {
    case .automatic: "library-automatic"
    case .perScreen: swiftUI ? "library-swiftui" : "library"
    case .none: swiftUI ? "swiftui" : "none"
    }
  }

  /// Posted when the strategy changes; screens attach or drop their avoiders.
  static let didChange = Notification.Name("LabStrategyDidChange")

  /// The lab's strategy now; setting it starts or stops the automatic mode.
  @MainActor static var current: LabStrategy = .automatic {
    didSet {
      if current == .automatic {
        AutomaticKeyboardAvoidance.start()
      } else {
        AutomaticKeyboardAvoidance.stop()
      }
      NotificationCenter.default.post(name: didChange, object: nil)
    }
  }
}
