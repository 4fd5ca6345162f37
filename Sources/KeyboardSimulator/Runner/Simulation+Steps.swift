import Foundation
import HeadlessUIKit
import KeyboardCore

extension Simulation {
  /// Seconds a focus change is given to settle (the library's focus animation is 0.25 s).
  static let focusSettle = 0.3

  func perform(_ step: Step, index: Int) {
    let isPost: Bool = if case .post = step { true } else { false }
    if !isPost {
      postRunStartedWellFormed = nil
      hiddenByRecordedHide = false
    }
    // A drag's finger is lifted before anything else happens.
    let isDrag: Bool = if case .drag = step { true } else { false }
    if !isDrag { screen.scrollViews.forEach { $0._setUserDragging(false) } }
    switch step {
    case .focus(let input):
      guard screen.inputs.indices.contains(input) else { return }
      if let accessory = screen.dockedAccessory, screen.inputs[input].isDescendant(of: accessory) {
        focusInDockedAccessory(screen.inputs[input])
      } else {
        screen.inputs[input].becomeFirstResponder()
      }
      run(for: sheetFollowsFocus())
      recordSettledMargin()
    case .keyboard(let profile, let height, let thirdParty):
      // An app extension's keyboard on iOS 26 is drawn a few points above the frame UIKit
      // reports (signalapp/Signal-iOS issue 6116, "the keyboard slightly overlaps the message
      // box" with Gboard and SwiftKey, the maintainers aware; wix/react-native-ui-lib issue 3817,
      // Yandex's keyboard "overlaps ... by several pixels": one observation each, no figure):
      // how far is the scenario's reading. The system's own keyboards are drawn as reported.
      drawnAbove = thirdParty ? CGFloat(scenario.readings.thirdPartyDrawnAbove) : 0
      show(profile, height: height.map { CGFloat($0) })
      keyboardIsWellFormed = true
    case .post(let name, let userInfo, let object):
      let startedWellFormed = postRunStartedWellFormed ?? keyboardIsWellFormed
      postRunStartedWellFormed = startedWellFormed
      // A device recording's posts with no time between them came in one turn.
      let nextIsPost: Bool =
        if scenario.recording != nil, index + 1 < scenario.steps.count,
          case .post = scenario.steps[index + 1]
        { true } else { false }
      let endedStripHide = postRecorded(
        name: name, userInfo: userInfo, object: object ?? scenario.notificationObject,
        drawsLater: nextIsPost)
      // A run of posts that ends in iOS 26's hide with the accessory's strip, after a
      // well-formed keyboard, leaves a keyboard as gone as a hide does: checked as one.
      // Not on a screen whose controller keeps its accessory docked: there the strip may be the
      // docked accessory, which stays.
      hiddenByRecordedHide =
        startedWellFormed && endedStripHide && screen.dockedAccessory == nil
      keyboardIsWellFormed = hiddenByRecordedHide
    case .hide:
      hide()
      keyboardIsWellFormed = true
    case .wait(let seconds):
      if scenario.recording != nil {
        // The recorder measured from event to event: what a step before took (a keyboard's
        // motion, typing) is part of the wait.
        recordingTime += seconds
        run(for: max(0, recordingTime - clock.now))
      } else {
        run(for: seconds)
      }
    case .type(let text):
      type(text)
    case .next, .previous:
      moveFocus(by: step == .next ? 1 : -1)
    case .done:
      screen.focusedInput?.resignFirstResponder()
      if keyboardMode.isVisible { hide() }
    case .tapOutside:
      tapOutside()
    case .rotate(let target):
      rotate(to: target)
    case .setInset(let bottom):
      let scrollView = screen.scrollView
      let heldNoShare = scrollView.map {
        $0.contentInset.bottom == screen.appInsets[ObjectIdentifier($0)]?.content.bottom
      }
      screen.setAppBottomInset(bottom, librarySaw: insetAtLastLibraryEvent)
      if let scrollView, heldNoShare == true, !scrollView.isOffsetInRestingRange {
        offsetsLeftOutOfRangeByApp.insert(ObjectIdentifier(scrollView))
      }
      run(for: frameInterval)
    case .setIndicatorInset(let bottom):
      screen.setAppIndicatorInset(bottom)
      run(for: frameInterval)
    case .setText(let lines):
      screen.setAppText(lines: lines)
      run(for: frameInterval)
    case .tapText(let atY, let profile):
      tapText(atY: atY, profile: profile)
    case .tapField(let index, let profile):
      tapField(index, profile: profile)
    case .push(let index, let profile):
      push(focusing: index, profile: profile)
    case .present(let index, let profile):
      present(focusing: index, profile: profile)
    case .setTransform(let scale, let x, let y):
      screen.setAppRootTransform(
        CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: x, ty: y))
      run(for: frameInterval)
    case .scroll(let offsetY):
      // The finger is on the scroll view while the content moves, for a frame, and lifts with
      // no speed left (no deceleration is modelled): UIKit reports it tracking and dragging.
      // No finger reaches a scroll view out of its window (see `drag(toTop:)`).
      let scrollView = screen.scrollView.flatMap { $0.window == nil ? nil : $0 }
      let wasDragging = scrollView?.isDragging ?? false
      scrollView?._setUserDragging(true)
      if scrollView != nil { screen.userScroll(toY: offsetY) }
      run(for: frameInterval)
      scrollView?._setUserDragging(wasDragging)
    case .setContentHeight(let height):
      screen.scrollView?.contentSize.height = CGFloat(height)
      run(for: frameInterval)
    case .growRows(let by):
      screen.growRows(by: CGFloat(by))
      run(for: frameInterval)
    case .resizeScreen(let height):
      screen.resize(toHeight: CGFloat(height))
      run(for: frameInterval)
    case .glitchGuide(let top, let frames):
      glitchGuide(toTop: top, frames: frames)
    case .drag(let top):
      drag(toTop: top)
      keyboardIsWellFormed = false
    case .release(let dismisses):
      release(dismissing: dismisses)
    case .freeze(let frozen):
      // Only a strategy that holds its layout makes a late restore the app's request.
      frozenByApp = strategy?.setFrozen(frozen) == true && frozen
      run(for: frameInterval)
    case .setAccessory(let height):
      // The composer's text view in a docked accessory has none of its own to replace.
      if !focusIsInDockedAccessory { setFocusedAccessory(height: height) }
      run(for: frameInterval)
    case .setTabBarHeight(let height):
      // Or the bar minimizes over a safe area that stays where it was, on the other reading
      // (`ReadingsSpec.tabBarMinimizeMovesSafeArea`). No source measures the safe area under a
      // minimized bar (water-rs/waterui pull request 801 only shows `.automatic` keeping the bar
      // expanded): an inference either way.
      guard scenario.readings.tabBarMinimizeMovesSafeArea else {
        run(for: frameInterval)
        return
      }
      screen.tabBarController?._tabBarHeight = CGFloat(height)
      screen.window.layoutIfNeeded()
      run(for: frameInterval)
    case .begin(let input):
      guard screen.inputs.indices.contains(input) else { return }
      if let accessory = screen.dockedAccessory, screen.inputs[input].isDescendant(of: accessory) {
        focusInDockedAccessory(screen.inputs[input])
      } else {
        screen.inputs[input].becomeFirstResponder()
      }
    case .resign:
      _ = screen.focusedInput?.resignFirstResponder()
    case .remove:
      undockForLeavingWindow()
      screen.windowView.removeFromSuperview()
      run(for: frameInterval)
    case .add:
      screen.addBack()
      run(for: frameInterval)
      redockAfterReturning()
    case .expect(let spec):
      check(spec, step: index)
    }
  }

  /// Types line by line, letting a few frames pass after each line as a fast typist would.
  private func type(_ text: String) {
    guard let input = screen.focusedInput else { return }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let last = lines.removeLast()
    for line in lines {
      insert(line + "\n", into: input)
      run(for: 1.0 / 15)
    }
    if !last.isEmpty {
      insert(last, into: input)
      run(for: 1.0 / 15)
    }
    recordSettledMargin()
  }

  /// Types into any input: text fields and text views adopt `UIKeyInput` too.
  private func insert(_ text: String, into input: UIView) {
    (input as? UIKeyInput)?.insertText(text)
  }

  /// The user taps the text view at window y `atY`.
  ///
  /// With no keyboard up, the keyboard comes first: its notifications, then the text view's
  /// begin-editing, then the caret at the tapped line, then the keyboard's motion (for a text
  /// view UIKit posts the keyboard's notifications before begin-editing:
  /// hackiftekhar/IQKeyboardManager issue 271; danielamitay/DAKeyboardControl issue 9; and places
  /// the caret after, rdar 15149060). With the keyboard up, the caret moves and nothing is posted.
  private func tapText(atY: Double, profile: KeyboardProfile?) {
    guard let textView = screen.inputs.lazy.compactMap({ $0 as? UITextView }).first,
      textView.window != nil
    else { return }
    // A finger lands on what is drawn there: the text view only where it shows, never under the
    // keyboard (the keyboard takes that touch).
    let shown = textView._presentationRect(inScreen: textView.bounds).intersection(
      screen.scrollView.map { $0._presentationRect(inScreen: $0.bounds) } ?? .infinite)
    let keyboardTop = keyboardMode.coversBottomEdge ? keyboardNow.minY : .infinity
    let yInScreen = CGFloat(atY) + windowFrame.minY
    guard !shown.isNull, yInScreen >= shown.minY, yInScreen < min(shown.maxY, keyboardTop) else {
      run(for: frameInterval)
      return
    }
    let inWindow = CGPoint(x: textView.convert(textView.bounds, to: nil).minX + 40, y: atY)
    let point = textView.convert(inWindow, from: nil)
    let tap = { textView._simulateTap(at: point) }
    if keyboardMode.isVisible || textView.isFirstResponder {
      // Only the caret moves: UIKit tells the text view's delegate, no one else.
      caretMovedUnnoticed = textView.isFirstResponder
      tap()
      run(for: Self.focusSettle)
    } else {
      show(profile ?? lastProfile ?? .docked, height: lastHeight, afterWill: tap)
      keyboardIsWellFormed = true
    }
    recordSettledMargin()
  }

  /// A tap on text field `index`: with no keyboard up, the keyboard's will notifications come
  /// inside `becomeFirstResponder`, after begin-editing and before UIKit's own scroll to the
  /// field (see the stand-in's `UITextField`); with the keyboard up, focus moves.
  private func tapField(_ index: Int, profile: KeyboardProfile?) {
    guard screen.inputs.indices.contains(index) else { return }
    let input = screen.inputs[index]
    if let accessory = screen.dockedAccessory, input.isDescendant(of: accessory) {
      focusInDockedAccessory(input)
      run(for: frameInterval)
      return
    }
    if keyboardMode.isVisible || !(input is UITextField) {
      input.becomeFirstResponder()
      run(for: sheetFollowsFocus())
    } else {
      show(
        profile ?? lastProfile ?? .docked, height: lastHeight,
        announcedWithin: { input.becomeFirstResponder() })
      keyboardIsWellFormed = true
    }
    recordSettledMargin()
  }

  /// The screen is pushed again with text field `index` made first responder as it appears
  /// (`becomeFirstResponder` in `viewWillAppear`), so the keyboard comes in with the screen.
  ///
  /// UIKit posts the keyboard's will notifications inside the navigation controller's push
  /// animation, with its duration and curve (0.35 s, curve 0) and frames that rise from below the
  /// screen (x = 0 since iOS 7: rdar 15054825, lionheart/openradar-mirror issue 4479, with the
  /// logged userInfo: strong), while the keyboard is drawn sliding in from the right with the
  /// screen, already at its height (Stack Overflow question 33486030: "the view controller slides
  /// in from the right with the keyboard already up"; moderate, the push's curve for the slide
  /// is assumed). On the other reading (`pushKeyboardRisesFromBelow`) it is drawn as announced,
  /// rising from below along the push's curve while the screen slides in: the question's account
  /// is one recording, and the radar's frames describe a rise. The navigation controller vends a
  /// transition coordinator for the push's duration. Without a navigation controller
  /// (`navigationBar`), with a keyboard already up or an input that is not a text field, the
  /// screen comes back and the input takes the focus as on a tap.
  private func push(focusing index: Int, profile: KeyboardProfile?) {
    guard let input = bringBack(focusing: index) else { return }
    guard let navigation = screen.navigationController, !keyboardMode.isVisible,
      input is UITextField
    else {
      focusAsTapped(input)
      return
    }
    let pushed = screen.root
    let final = pushed.frame
    let slide = screenSize.width
    pushed.frame = final.offsetBy(dx: slide, dy: 0)
    let push = (try? KeyboardAnimation(duration: 0.35, curve: 0)) ?? .default
    navigation._beginTransition(duration: push.duration)
    show(
      profile ?? lastProfile ?? .docked, height: profile == nil ? lastHeight : nil,
      announcedWithin: {
        UIView.animate(
          withDuration: push.duration, delay: 0, options: .curveEaseInOut,
          animations: {
            pushed.frame = final
            navigation._beginTransitionAnimation()
            input.becomeFirstResponder()
          }, completion: { _ in navigation._endTransition() })
      }, animation: push,
      drawnSlidingInBy: scenario.readings.pushKeyboardRisesFromBelow ? nil : slide)
    navigation._endTransition()
    keyboardIsWellFormed = true
    recordSettledMargin()
  }

  /// The screen is presented again with text field `index` made first responder as it appears
  /// (`becomeFirstResponder` in `viewWillAppear`), so the keyboard rises as the screen slides up
  /// from the window's bottom (a sheet, or a full-screen cover).
  ///
  /// The screen's controller vends a transition coordinator for the presentation
  /// (UIViewControllerTransitionCoordinator.h: "a transition coordinator if called during an
  /// active presentation"; strong). When UIKit posts the keyboard's will notifications against
  /// the presentation's animation, no source says. By default inside its block, as a push's are
  /// (Stack Overflow question 33486030, for the push: the notification "is already in an
  /// animation block (the one that animates the navigation controller)"; for a presentation,
  /// inferred), so the handlers meet the screen at its place. On the other reading
  /// (`presentKeyboardAnnouncedBeforeAnimation`) they are posted before the block, the screen
  /// still below the window: no source shows either, and two reports are only analogies
  /// (FinalCAD/iOS-KeyboardManager issue 2, 2015: an iPad form sheet's own move for the keyboard
  /// coming "right before the presentationController moves the view", which `sheetMoves`
  /// models; react-native-keyboard-controller issue 1561, a layout measured mid-transition that
  /// stuck). The presentation's duration and curve are not published: the screen
  /// slides on the keyboard's own (assumed), and the keyboard is drawn rising as announced. A
  /// screen that is not a controller's view, a keyboard already up or an input that is not a
  /// text field: the screen comes back and the input takes the focus as on a tap.
  private func present(focusing index: Int, profile: KeyboardProfile?) {
    guard let input = bringBack(focusing: index) else { return }
    let view = screen.windowView
    guard let controller = screen.windowController, !keyboardMode.isVisible, input is UITextField
    else {
      focusAsTapped(input)
      return
    }
    // Moved by its centre, which a transform the app set leaves well defined (a frame does not).
    let final = view.center
    let start = CGPoint(x: final.x, y: final.y + windowFrame.height - view.frame.minY)
    view.center = start
    let animation = KeyboardAnimation.default
    // The slide is drawn as the stand-in draws the keyboard's curve (its spring's 0.5 s).
    screenPresentedUntil =
      clock.now
      + HeadlessTiming.motionDuration(
        curveRawValue: animation.curve, duration: animation.duration)
    controller._beginTransition(duration: animation.duration)
    let announcedBefore = scenario.readings.presentKeyboardAnnouncedBeforeAnimation
    // The transition ends as its animation does, its completions (the coordinator's) with it.
    let slideUp = {
      animation.animatePeerChanges(
        {
          // A sheet UIKit already moved up for the keyboard (to its largest detent) is where
          // it goes.
          if view.center.y > start.y - 0.5 { view.center = final }
          controller._beginTransitionAnimation()
          if !announcedBefore { input.becomeFirstResponder() }
        }, completion: { _ in controller._endTransition() })
    }
    show(
      profile ?? lastProfile ?? .docked, height: profile == nil ? lastHeight : nil,
      afterWill: announcedBefore ? slideUp : nil,
      announcedWithin: announcedBefore ? { input.becomeFirstResponder() } : slideUp,
      animation: animation)
    // A keyboard that could not be shown leaves the screen where it was going.
    if view.center.y > start.y - 0.5 { view.center = final }
    controller._endTransition()
    keyboardIsWellFormed = true
    recordSettledMargin()
  }

  /// Takes the screen out of its window and brings it back, as a push or a presentation does;
  /// `nil` when there is no input `index` or when a composer in the screen's docked accessory
  /// was focused instead (the controller docks its accessory as it appears).
  private func bringBack(focusing index: Int) -> UIView? {
    guard screen.inputs.indices.contains(index) else { return nil }
    let input = screen.inputs[index]
    undockForLeavingWindow()
    screen.windowView.removeFromSuperview()
    run(for: frameInterval)
    screen.addBack()
    if let accessory = screen.dockedAccessory, input.isDescendant(of: accessory) {
      redockAfterReturning()
      focusInDockedAccessory(input)
      run(for: frameInterval)
      recordSettledMargin()
      return nil
    }
    return input
  }

  /// Focuses `input` in a screen that came back, as a tap would.
  private func focusAsTapped(_ input: UIView) {
    input.becomeFirstResponder()
    run(for: sheetFollowsFocus())
    recordSettledMargin()
  }

  /// Moves focus as a toolbar's Previous / Next would, without hiding the keyboard.
  private func moveFocus(by delta: Int) {
    let current = screen.focusedInput.flatMap { focused in
      screen.inputs.firstIndex { $0 === focused }
    }
    guard let current, screen.inputs.indices.contains(current + delta) else { return }
    screen.inputs[current + delta].becomeFirstResponder()
    run(for: Self.focusSettle)
    recordSettledMargin()
  }

  /// Taps just below the top safe area at the window's horizontal middle; iOS hides the
  /// keyboard when no input is left first responder.
  private func tapOutside() {
    let point = CGPoint(x: 4, y: screen.window.safeAreaInsets.top + 4)
    screen.window._simulateTap(at: point)
    run(for: frameInterval)
    if screen.focusedInput == nil, keyboardMode.isVisible { hide() }
  }

  /// Rotates: with the keyboard up, iOS hides it, turns, and shows it again in the new size.
  private func rotate(to target: Orientation) {
    guard target != orientation else { return }
    if scenario.recording != nil {
      // A device recording holds what the device posted around its turn as `post` steps.
      orientation = target
      screen.rotate(
        to: screenSize, windowFrame: windowFrame, safeArea: device.safeArea(orientation))
      return
    }
    if screen.dockedAccessory != nil {
      turnWithDockedAccessory {
        orientation = target
        screen.rotate(
          to: screenSize, windowFrame: windowFrame, safeArea: device.safeArea(orientation))
      }
      return
    }
    let wasShown = keyboardMode.isVisible
    // The hide and the show come unanimated, with duration 0 (a device's rotation: Apple
    // Developer Forums thread 5706's backtrace and decompiled TextInputUI of iOS 26.1; hide then
    // show: mozilla-mobile/firefox-ios issues 31622 and 31738).
    if wasShown { hide(animation: .immediate) }
    orientation = target
    screen.rotate(
      to: screenSize, windowFrame: windowFrame, safeArea: device.safeArea(orientation))
    run(for: frameInterval)
    if wasShown, let profile = lastProfile {
      show(profile, height: lastHeight, animation: .immediate)
    }
  }
}
