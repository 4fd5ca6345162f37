import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// A chat composer in an input accessory view, as MessageKit's InputBarAccessoryView and Stream
/// Chat build it: UIKit hosts the bar in its own keyboard window, at the top of the keyboard's
/// frame, and the keyboard's frame includes it.
///
/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34), a 336 pt keyboard under a 56 pt bar.
@MainActor
@Suite("Inputs in the keyboard's own window", .serialized)
struct KeyboardWindowTests {
  /// UIKit's keyboard window, modelled: the stand-in's `UITextEffectsWindow` at `level` (10
  /// with no keyboard up, 1 with one: QMUI_iOS issue 659, EarlGrey 08b446a9), holding the
  /// accessory bar.
  @MainActor
  struct KeyboardHost {
    let window: UIWindow
    let bar: UIView
    let composer: UITextView

    /// Puts the bar at the top of a keyboard frame that includes it.
    func place(atTopOf keyboard: CGRect) {
      bar.frame = CGRect(x: 0, y: keyboard.minY, width: keyboard.width, height: 56)
    }
  }

  func keyboardHost(_ stage: Stage, level: UIWindow.Level) -> KeyboardHost {
    let window = UITextEffectsWindow(frame: stage.window.frame)
    window.screen = stage.window.screen
    window.windowLevel = level
    window.isHidden = false
    let bar = UIView(frame: .zero)
    window.addSubview(bar)
    let composer = UITextView(frame: CGRect(x: 8, y: 6, width: 377, height: 44))
    bar.addSubview(composer)
    return KeyboardHost(window: window, bar: bar, composer: composer)
  }

  /// The keyboard window's level as a device reports it when the composer is tapped.
  enum HostLevel: String, CaseIterable, CustomTestStringConvertible {
    case resting, keyboardUp
    var level: UIWindow.Level {
      self == .resting ? UITextEffectsWindow.restingLevel : UITextEffectsWindow.keyboardUpLevel
    }
    var testDescription: String {
      self == .resting ? "window at level 10 (no keyboard yet)" : "window at level 1 (keyboard up)"
    }
  }

  @Test(
    "A composer in the keyboard's window is left alone; the list behind it still avoids",
    arguments: [false, true], HostLevel.allCases)
  func composerLeftAlone(showsToolbar: Bool, hostLevel: HostLevel) throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(showsToolbar: showsToolbar, center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    // The chat screen: a message list that makes room for the bar and the keyboard.
    let list = UIScrollView(frame: stage.window.bounds)
    list.contentSize = CGSize(width: 393, height: 3000)
    stage.window.addSubview(list)
    var configuration = KeyboardAvoidanceConfiguration()
    configuration.revealsFocusedInput = false
    let listAvoider = ScrollViewKeyboardAvoider(
      scrollView: list, configuration: configuration, center: stage.center)
    let host = keyboardHost(stage, level: hostLevel.level)
    // The screen is first responder: UIKit shows the bar alone, above the home indicator, and
    // announces it as a keyboard frame.
    let resting = CGRect(x: 0, y: 852 - 34 - 56, width: 393, height: 56 + 34)
    host.place(atTopOf: resting)
    stage.moveKeyboard(to: resting)
    // The user taps the composer: a text view gets the keyboard's notifications first, the bar
    // rides at the keyboard's top, then the composer begins editing.
    let keyboard = stage.docked(height: 336 + 56)
    stage.moveKeyboard(to: keyboard) {
      host.place(atTopOf: keyboard)
      host.composer._simulateTap(at: CGPoint(x: 20, y: 20))
    }
    #expect(host.composer.isFirstResponder)
    #expect(AvoiderOwnership.owner(of: host.composer) == nil, "no avoider on the composer")
    #expect(AvoiderOwnership.owner(of: host.bar) == nil, "no lift of UIKit's container")
    #expect(host.composer.contentInset == .zero, "the composer's own insets untouched")
    #expect(host.composer.inputAccessoryView == nil, "the app's bar is not replaced by a toolbar")
    #expect(abs(list.contentInset.bottom - (336 + 56 - 34)) < 0.001, "the list behind makes room")
    stage.hideKeyboard()
    #expect(list.contentInset.bottom == 0)
    _ = listAvoider
  }

  @Test(
    "iOS 26's end frame without the accessory (badoo/Chatto pull request 797): the composer above it is still the keyboard's"
  )
  func composerOutsideTheEndFrame() {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(showsToolbar: true, center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let host = keyboardHost(stage, level: UITextEffectsWindow.keyboardUpLevel)
    // The keyboard's frame counts the keyboard alone; UIKit draws the bar on top of it.
    let keyboard = stage.docked(height: 336)
    stage.moveKeyboard(to: keyboard) {
      host.bar.frame = CGRect(x: 0, y: keyboard.minY - 56, width: keyboard.width, height: 56)
      host.composer._simulateTap(at: CGPoint(x: 20, y: 20))
    }
    #expect(host.composer.isFirstResponder)
    #expect(AvoiderOwnership.owner(of: host.bar) == nil, "no lift of UIKit's container")
    #expect(host.composer.inputAccessoryView == nil, "the app's bar is not replaced by a toolbar")
    stage.hideKeyboard()
  }

  @Test(
    "A field in the app's own overlay window above .normal, under the keyboard, is avoided",
    arguments: [UIWindow.Level.alert, UIWindow.Level(1)])
  func appOverlayWindowAvoided(level: UIWindow.Level) throws {
    let stage = AutomaticModeTests.makeStage()
    let log = LogRecorder()
    defer { log.stop() }
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    // An app's sheet-like overlay in a window of its own: at the alert level (2000), or at 1
    // (the level UIKit's keyboard window drops to, which an app may pick for a window of its own).
    let overlay = UIWindow(frame: stage.window.frame)
    overlay.screen = stage.window.screen
    overlay.windowLevel = level
    overlay.isHidden = false
    let card = UIView(frame: overlay.bounds)
    overlay.addSubview(card)
    let field = UITextField(frame: CGRect(x: 24, y: 700, width: 345, height: 44))
    card.addSubview(field)
    stage.showKeyboard(height: 336)
    field.becomeFirstResponder()
    stage.run(for: 0.4)
    #expect(
      !log.lines.contains { $0.contains("part of the keyboard") },
      "taken for UIKit's own: \(log.lines)")
    let shown = field._presentationRect(inScreen: field.bounds)
    #expect(shown.maxY <= 516 - 15.5, "the field's bottom at \(shown.maxY), the keyboard at 516")
    stage.hideKeyboard()
    _ = overlay
  }
}
