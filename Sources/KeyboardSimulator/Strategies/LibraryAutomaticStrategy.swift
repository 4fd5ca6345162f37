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
  /// Starts the mode as an app does at launch, for the screen in `window`.
  ///
  /// An app calls `start()` in `application(_:didFinishLaunchingWithOptions:)`, before its window
  /// becomes key; the simulator made the window key first, so the mode hears it become key now,
  /// as at launch (`UIWindow.didBecomeKeyNotification`, object the window: H17.4 UIWindow.h
  /// 113-117). Text fields and text views name themselves; only a first responder no
  /// notification names (a one-time-code box) is looked for in that window.
  init(
    window: UIWindow, center: NotificationCenter, margin: Double, showsToolbar: Bool = false,
    chatListLift: ChatListLift = .none
  ) {
    var configuration = KeyboardAvoidanceConfiguration()
    configuration.margin = CGFloat(margin)
    configuration.chatListLift = chatListLift
    AutomaticKeyboardAvoidance.start(
      configuration: configuration, showsToolbar: showsToolbar, center: center)
    center.post(name: UIWindow.didBecomeKeyNotification, object: window)
  }

  func setFrozen(_ frozen: Bool) -> Bool {
    AutomaticKeyboardAvoidance.isFrozen = frozen
    return true
  }

  func stop() {
    AutomaticKeyboardAvoidance.stop()
    AutomaticKeyboardAvoidance.isFrozen = false
  }
}
