import Foundation
import HeadlessUIKit
import KeyboardAvoidance
import KeyboardCore

/// This library as the README recommends it first: the automatic mode alone.
///
/// `AutomaticKeyboardAvoidance.start()` and nothing per screen: the mode finds what each input
/// needs as it begins editing.
@MainActor
final class LibraryAutomaticStrategy: KeyboardStrategy {
  init(center: NotificationCenter, margin: Double, showsToolbar: Bool = false) {
    var configuration = KeyboardAvoidanceConfiguration()
    configuration.margin = CGFloat(margin)
    AutomaticKeyboardAvoidance.start(
      configuration: configuration, showsToolbar: showsToolbar, center: center)
  }

  func stop() {
    AutomaticKeyboardAvoidance.stop()
  }
}
