import Foundation
import HeadlessUIKit
import KeyboardAvoidance
import KeyboardCore

/// This library, with the avoider each layout calls for and tap-to-dismiss.
@MainActor
final class LibraryStrategy: KeyboardStrategy {
  private var scrollAvoiders: [ScrollViewKeyboardAvoider] = []
  private var barAvoider: BottomConstraintKeyboardAvoider?
  private var plainAvoider: LiftingKeyboardAvoider?

  /// The keyboard as the avoider of the screen's main view judges it.
  var judgedKeyboard: KeyboardState? {
    barAvoider?.judgedKeyboard ?? plainAvoider?.judgedKeyboard
      ?? scrollAvoiders.first?.judgedKeyboard
  }
  private var dismissTap: KeyboardDismissTap?
  private var toolbar: KeyboardToolbar?

  init(screen: SimulatedScreen, center: NotificationCenter, margin: Double) {
    var configuration = KeyboardAvoidanceConfiguration()
    configuration.margin = CGFloat(margin)
    configuration.chatListLift = screen.layout.chatListLift ?? .none
    for scrollView in screen.scrollViews {
      scrollAvoiders.append(
        ScrollViewKeyboardAvoider(
          scrollView: scrollView, configuration: configuration, center: center))
    }
    if let bar = screen.bar {
      barAvoider = BottomConstraintKeyboardAvoider(
        constraint: bar.constraint, container: screen.root,
        configuration: configuration, center: center)
      // The list makes room as the composer grows with its text.
      for avoider in scrollAvoiders { avoider.composer = bar.view }
    }
    if screen.layout.toolbar == true, #available(iOS 14, macCatalyst 14, *) {
      toolbar = KeyboardToolbar(inputs: screen.inputs, center: center)
    }
    if screen.layout.kind == .plain {
      plainAvoider = LiftingKeyboardAvoider(
        view: screen.root, configuration: configuration, center: center)
    }
    dismissTap = KeyboardDismissTap(view: screen.root, center: center)
  }

  func setFrozen(_ frozen: Bool) -> Bool {
    scrollAvoiders.forEach { $0.isFrozen = frozen }
    barAvoider?.isFrozen = frozen
    plainAvoider?.isFrozen = frozen
    return true
  }

  func stop() {
    scrollAvoiders.forEach { $0.stop() }
    barAvoider?.stop()
    plainAvoider?.stop()
    dismissTap?.stop()
  }
}
