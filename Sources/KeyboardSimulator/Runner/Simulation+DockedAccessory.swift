import Foundation
import HeadlessUIKit
import KeyboardCore

/// A screen whose controller supplies its own input accessory view (a chat's composer, as
/// MessageKit 3 builds it), as UIKit shows it: docked at the bottom of the screen while the
/// controller is first responder, on top of the keyboard while the composer's text view is.
///
/// What UIKit posts, from its decompiled input window controller (UIKitCore 26.1,
/// `UIInputWindowController` `postValidatedStartNotifications` and
/// `UIInputViewSetPlacement` `notificationsForTransitionToPlacement:`; strong for the kinds): a
/// move from nothing to the accessory alone is a show (will-change-frame and will-show, then the
/// did pair), the accessory alone counting as showing; from the accessory alone to the keyboard
/// with the accessory, a show again; from the keyboard back to the accessory alone, a **hide**
/// whose end frame is the accessory's frame at the bottom of the screen (its placement pins the
/// accessory's bottom to the screen's with constant 0), not an empty one. The end frame's value
/// follows from the placement (moderate: MessageKit 3's own handler sizes its list from the
/// will-change-frame's end frame, which would leave the list's last rows under the bar after
/// every hide were it empty). UIKit hands the first responder back to the controller when the
/// text view resigns (wikimedia/wikipedia-ios pull request 2848; moderate), before the input
/// views move (an inference: the move follows the responder change). The accessory-only move's
/// duration and curve are not published: the keyboard's usual ones are assumed.
///
/// The rest follows the same placements, each an inference where no report shows it: the screen
/// leaving its window takes the accessory (and any keyboard) below the screen, as its owner is
/// no longer first responder, and docks it again as the controller reappears; a turn takes it
/// away and brings it back at the new size, unanimated, as it does a keyboard; a finger drags a
/// keyboard down no lower than the docked accessory, and never the accessory alone.
extension Simulation {
  /// The screen's docked accessory while no keyboard is up: its frame at the bottom of the
  /// screen, as tall as its content and the home indicator's inset below it.
  var dockedAccessoryFrame: CGRect? {
    guard let composer = screen.dockedAccessory as? any DockableComposer else { return nil }
    let height = composer.dockedHeight(bottomSafeArea: dockedAccessoryBottomSafeArea)
    return CGRect(
      x: 0, y: screenSize.height - height, width: screenSize.width, height: height)
  }

  /// The bottom safe area UIKit's keyboard window gives an accessory docked at the bottom of the
  /// screen: the home indicator's (the screen's own bottom inset in the keyboard window, which
  /// covers the screen).
  private var dockedAccessoryBottomSafeArea: CGFloat {
    let window = screen.window
    let screenBottom = screenSize.height
    let windowBottom = window.frame.maxY
    // The window's bottom safe area, where the window reaches the screen's bottom.
    return abs(windowBottom - screenBottom) < 0.5 ? window.safeAreaInsets.bottom : 0
  }

  /// Whether the screen controller's own accessory is drawn docked alone at the bottom of the
  /// screen, with no keyboard under it.
  var accessoryDockedAtRest: Bool {
    dockedAccessoryFrame.map { $0 == keyboardNow } ?? false
  }

  /// Whether the focused input is inside the screen's docked accessory.
  var focusIsInDockedAccessory: Bool {
    guard let accessory = screen.dockedAccessory, let input = screen.focusedInput else {
      return false
    }
    return input.isDescendant(of: accessory)
  }

  /// The screen appears: its controller becomes first responder and UIKit docks its accessory at
  /// the bottom of the screen, announced as a keyboard showing.
  func dockScreenAccessory() {
    guard screen.dockedAccessory != nil, screen.screenController.becomeFirstResponder() else {
      return
    }
    dock(animation: .default)
    keyboardIsWellFormed = true
  }

  /// The composer's text view takes the focus from the controller; the keyboard rises with the
  /// `keyboard` step.
  func focusInDockedAccessory(_ input: UIView) {
    screen.screenController.resignFirstResponder()
    input.becomeFirstResponder()
  }

  /// Readies the docked accessory for a keyboard rising under it; whether a keyboard can rise.
  ///
  /// On top of the keyboard the accessory loses the home indicator's inset (its safe area there
  /// is 0). With the controller first responder (its accessory docked alone), no keyboard
  /// rises: nothing it edits is focused.
  func raiseDockedAccessory() -> Bool {
    guard screen.dockedAccessory != nil else { return true }
    guard focusIsInDockedAccessory else { return !screen.screenController.isFirstResponder }
    if let composer = screen.dockedAccessory as? any DockableComposer {
      composer.frame.size.height = composer.raisedHeight
    }
    return true
  }

  /// The screen leaves its window: its controller, and the composer's text view with the
  /// accessory, stop being first responder, and UIKit takes the accessory (with any keyboard)
  /// below the screen, announced as a hide (Apple's documentation of `inputAccessoryView`: shown
  /// while its owner is first responder; the move to nothing posts a hide).
  func undockForLeavingWindow() {
    guard screen.dockedAccessory != nil else { return }
    screen.focusedInput?.resignFirstResponder()
    screen.screenController.resignFirstResponder()
    guard keyboardMode.isVisible else { return }
    hideBelowScreen(animation: .default)
  }

  /// The screen is back in its window: its controller becomes first responder again as it
  /// appears, and UIKit docks its accessory again.
  func redockAfterReturning() {
    guard screen.dockedAccessory != nil, screen.root.window != nil,
      !screen.screenController.isFirstResponder, !focusIsInDockedAccessory
    else { return }
    dockScreenAccessory()
  }

  /// The device turns with the accessory up: UIKit takes it (and any keyboard under it) away
  /// and brings it back at the new size, unanimated, as it does a keyboard; whoever was first
  /// responder stays so.
  func turnWithDockedAccessory(_ turn: () -> Void) {
    let focused = focusIsInDockedAccessory
    let keyboardUp = keyboardMode.isVisible && !accessoryDockedAtRest
    if keyboardMode.isVisible { hideBelowScreen(animation: .immediate) }
    turn()
    run(for: frameInterval)
    guard screen.root.window != nil else { return }
    if screen.screenController.isFirstResponder || focused {
      dock(animation: .immediate)
    }
    if focused, keyboardUp, let profile = lastProfile {
      show(profile, height: lastHeight, animation: .immediate)
    }
  }

  /// How far a finger can drag the keyboard down: to where the accessory docks, which stays.
  func dragLimit(_ top: CGFloat) -> CGFloat? {
    guard let docked = dockedAccessoryFrame else { return top }
    guard !accessoryDockedAtRest else { return nil }
    return min(top, docked.minY)
  }

  /// Moves the accessory, alone, to its docked place from wherever the keyboard is drawn (below
  /// the screen when none is), announced as a show.
  private func dock(animation: KeyboardAnimation) {
    guard let frame = dockedAccessoryFrame else { return }
    screen.dockedAccessory?.frame.size.height = frame.height
    if !keyboardMode.isVisible {
      keyboardNow = CGRect(
        x: frame.minX, y: screenSize.height, width: frame.width, height: frame.height)
    }
    moveKeyboard(to: frame, drawn: .docked, animation: animation)
  }

  /// The composer's text view resigns: UIKit gives the first responder back to the controller
  /// and moves the accessory, alone, back to the bottom of the screen, announced as a hide.
  ///
  /// Announced even where the accessory already rests docked, as the simulator announces every
  /// `hide` step (UIKit would post nothing then; the fuzzer's `hide` after posts of its own
  /// needs the announcement to bring every follower back to the docked accessory). Off its
  /// window, the controller cannot take the first responder and the accessory goes below the
  /// screen.
  func hideToDockedAccessory(animation: KeyboardAnimation = .default) {
    guard let frame = dockedAccessoryFrame else { return }
    guard screen.root.window != nil else {
      screen.focusedInput?.resignFirstResponder()
      hideBelowScreen(animation: animation)
      return
    }
    screen.focusedInput?.resignFirstResponder()
    screen.screenController.becomeFirstResponder()
    screen.dockedAccessory?.frame.size.height = frame.height
    moveKeyboard(to: frame, drawn: .docked, animation: animation, announcedAsHide: true)
    accessoryInFrame = 0
    accessoryInFrameIsGeneric = false
    accessoryInFrameOwner = nil
    snapshots.removeAll { $0.label == "after hide" }
    snapshot("after hide")
  }

  /// The room an accessory docked alone takes from `scrollView`: what of it covers the scroll
  /// view, less the bottom safe area the scroll view already adds; 0 with none docked.
  func dockedAccessoryRoom(in scrollView: UIScrollView) -> CGFloat {
    guard accessoryDockedAtRest, scrollView.window != nil else { return 0 }
    let frame = scrollView._presentationRect(inScreen: scrollView.bounds)
    let overlap = max(0, frame.maxY - max(frame.minY, keyboardNow.minY))
    return max(0, overlap - scrollView.safeAreaInsets.bottom)
  }

  /// The list's part of the keyboard (and the docked accessory with it) that it cannot scroll
  /// its last rows above: 0 when its room covers the overlap.
  var listRoomShortfall: CGFloat {
    guard let list = screen.scrollView, list.window != nil, keyboardMode.coversBottomEdge else {
      return 0
    }
    let frame = list._presentationRect(inScreen: list.bounds)
    let overlap = max(0, frame.maxY - max(frame.minY, keyboardNow.minY))
    // The inset on the edge drawn at the bottom of the screen: an inverted list's top one.
    let bounds = list.bounds
    let top = list._presentationRect(inScreen: CGRect(x: 0, y: bounds.minY, width: 0, height: 0))
    let bottom = list._presentationRect(
      inScreen: CGRect(x: 0, y: bounds.maxY, width: 0, height: 0))
    let adjusted = list.adjustedContentInset
    let inset = top.minY > bottom.minY ? adjusted.top : adjusted.bottom
    return max(0, overlap - inset)
  }
}
