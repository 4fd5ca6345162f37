import Foundation
import HeadlessUIKit
import KeyboardCore

/// The focused input's accessory view, as UIKit hosts it: in its own keyboard window, drawn at the
/// keyboard's top, and counted in the keyboard's frame.
///
/// UIKit moves a first responder's `inputAccessoryView` into its keyboard window, above the app's
/// (the stand-in's `UITextEffectsWindow`: level 10, and 1 while the keyboard is up; its sources
/// are beside it), attaches it to the top of the keyboard (Apple's documentation of `inputAccessoryView`), and
/// reports the keyboard's frame with the accessory included (the `accessory` profile's 44 pt;
/// IQKeyboardManager issue 2124's hide frames that keep it). When the accessory changes — another
/// input with another accessory takes the focus (newbe.dev, "inputAccessoryView … keyboardWillShow
/// called again"), or the first responder reloads its input views after replacing it
/// (react-native-keyboard-controller pull request 1304: a will-show and a did-show) — UIKit
/// announces the keyboard again with the new height. The stand-in announces that change with
/// duration 0, drawn at once, as the other height changes of a docked keyboard are
/// (ionic-team/capacitor-plugins issue 287: moderate, by analogy). A field tapped with no keyboard
/// up is announced before its begin-editing handler can install an accessory in the stand-in, so an
/// accessory installed there comes one announcement later (on a device the first one may already
/// count it: harsher here).
extension Simulation {
  /// The accessory UIKit attaches for the focused input: its own `inputAccessoryView`, else the
  /// first one a responder up its chain supplies.
  ///
  /// xmartlabs/Eureka (028ef8e3) never sets its text fields' accessory: the row's cell overrides
  /// `inputAccessoryView` (`Source/Core/Cell.swift`), and its bar shows above the keyboard for the
  /// field inside (Eureka issue 1641's screenshots: there for its text rows, missing for a custom
  /// cell without the override; moderate). A view controller's accessory reached through the
  /// same chain follows the same rule, unconfirmed; no screen the simulator builds has one.
  var focusedAccessory: UIView? {
    // The screen controller's own accessory, while it or an input inside it is first responder.
    if let docked = screen.dockedAccessory,
      screen.screenController.isFirstResponder || focusIsInDockedAccessory
    {
      return docked
    }
    var responder: UIResponder? = screen.focusedInput
    while let current = responder {
      if let accessory = current.inputAccessoryView { return accessory }
      responder = current.next
    }
    return nil
  }

  /// The height of the focused input's accessory view; 0 without one.
  var focusedAccessoryHeight: CGFloat {
    focusedAccessory.map { $0.bounds.height } ?? 0
  }

  /// Whether the keyboard's frame may no longer count the right accessory: input views were
  /// reloaded, or another input took the focus.
  var accessoryMayHaveChanged: Bool {
    // The docked accessory alone is the whole of its frame: focusing its text view raises no
    // keyboard by itself (the `keyboard` step does).
    guard !accessoryDockedAtRest else { return false }
    return inputViewsReloaded
      || (keyboardMode.isVisible && screen.focusedInput != nil
        && screen.focusedInput !== accessoryInFrameOwner)
  }

  /// `frame` with the focused input's accessory on its top, for a keyboard that covers the
  /// bottom edge; the frame as it is otherwise.
  ///
  /// `drawn` is the mode of the keyboard drawn at `frame`. `counted` is what the frame already
  /// holds for an accessory: the `accessory` profile's 44 pt
  /// stand for one, which the focused input's own accessory replaces when it has one.
  func addingFocusedAccessory(
    to frame: CGRect, drawn: KeyboardMode, counted: CGFloat = 0
  ) -> CGRect {
    let mode = drawn
    accessoryInFrameOwner = screen.focusedInput
    let accessory = focusedAccessoryHeight
    guard mode.coversBottomEdge, mode.isVisible, accessory > 0 else {
      accessoryInFrame = counted
      accessoryInFrameIsGeneric = counted > 0
      return frame
    }
    accessoryInFrame = accessory
    accessoryInFrameIsGeneric = false
    let change = accessory - counted
    return CGRect(
      x: frame.minX, y: frame.minY - change, width: frame.width, height: frame.height + change)
  }

  /// Announces the keyboard again, with duration 0, when the focused input's accessory is not
  /// the one its frame counts; then hosts the accessory where the keyboard is drawn.
  func reannounceForAccessory() {
    inputViewsReloaded = false
    accessoryInFrameOwner = screen.focusedInput
    let accessory = focusedAccessoryHeight
    // The `accessory` profile's 44 pt stand for an accessory no input owns: kept until an
    // input's own accessory replaces them.
    let change = accessory == 0 && accessoryInFrameIsGeneric ? 0 : accessory - accessoryInFrame
    guard change != 0, !accessoryFromRecording, keyboardMode.coversBottomEdge,
      keyboardMode.isVisible, !keyboardLeaving, keyboardNow.height + change > 0
    else {
      hostAccessory()
      return
    }
    accessoryInFrame = accessory
    accessoryInFrameIsGeneric = false
    let end = CGRect(
      x: keyboardNow.minX, y: keyboardNow.minY - change, width: keyboardNow.width,
      height: keyboardNow.height + change)
    // Or on the keyboard's curve, on the other reading (`ReadingsSpec.accessoryChangeAnimated`):
    // no source shows the payload of an accessory's change; an inference either way.
    moveKeyboard(
      to: end, drawn: keyboardMode,
      animation: scenario.readings.accessoryChangeAnimated ? .default : .immediate)
  }

  /// Draws the focused input's accessory at the keyboard's top in UIKit's keyboard window, and
  /// takes back out one whose input no longer has the focus or whose keyboard went.
  func hostAccessory() {
    let accessory =
      keyboardMode.isVisible && !keyboardLeaving ? focusedAccessory : nil
    if let hosted = hostedAccessory, hosted !== accessory { hosted.removeFromSuperview() }
    hostedAccessory = accessory
    keyboardWindow?.windowLevel =
      keyboardMode.isVisible && !keyboardLeaving
      ? UITextEffectsWindow.keyboardUpLevel : UITextEffectsWindow.restingLevel
    guard let accessory else { return }
    let window = keyboardWindow ?? makeKeyboardWindow()
    if accessory.superview !== window { window.addSubview(accessory) }
    accessory.frame = CGRect(
      x: keyboardNow.minX, y: keyboardNow.minY, width: keyboardNow.width,
      height: accessory.bounds.height)
  }

  /// The app replaces the focused input's accessory with one `height` points tall (none for 0)
  /// and reloads its input views, as UIResponder.h asks of a first responder.
  func setFocusedAccessory(height: Double) {
    guard let input = screen.focusedInput else { return }
    let accessory =
      height > 0
      ? UIView(frame: CGRect(x: 0, y: 0, width: screenSize.width, height: CGFloat(height))) : nil
    (input as? UITextField)?.inputAccessoryView = accessory
    (input as? UITextView)?.inputAccessoryView = accessory
    input.reloadInputViews()
  }

  private func makeKeyboardWindow() -> UIWindow {
    let window = UITextEffectsWindow(frame: CGRect(origin: .zero, size: screenSize))
    window.screen = screen.window.screen
    // Made for an accessory to host, so with the keyboard up.
    window.windowLevel = UITextEffectsWindow.keyboardUpLevel
    window.isHidden = false
    keyboardWindow = window
    return window
  }
}
