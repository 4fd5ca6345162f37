import Foundation
import HeadlessUIKit
import KeyboardCore

extension Simulation {
  /// Posts one keyboard notification with userInfo shaped exactly as UIKit sends it.
  func post(_ kind: KeyboardEventKind, begin: CGRect, end: CGRect, animation: KeyboardAnimation) {
    // iPadOS 26's frames in the window's space (`frameSpace`), drawn where they are all the same.
    let shift = scenario.frameSpace == .window ? windowFrame.origin : .zero
    let userInfo: [AnyHashable: Any] = [
      KeyboardUserInfoKey.frameBegin: NSValue(rect: begin.offsetBy(dx: -shift.x, dy: -shift.y)),
      KeyboardUserInfoKey.frameEnd: NSValue(rect: end.offsetBy(dx: -shift.x, dy: -shift.y)),
      KeyboardUserInfoKey.animationDuration: NSNumber(value: animation.duration),
      KeyboardUserInfoKey.animationCurve: NSNumber(value: animation.curve),
      KeyboardUserInfoKey.isLocal: NSNumber(value: true),
    ]
    // What the handlers ask of UIKit is the strategy's work for this keyboard event.
    HeadlessEnvironment.countingWork {
      center.post(
        name: Notification.Name(kind.rawValue),
        object: notificationObject(scenario.notificationObject), userInfo: userInfo)
    }
  }

  /// Starts counting UIKit work for a new keyboard event, closing the previous one.
  func beginWorkEvent() {
    endWorkEvent()
    workAtEventStart = HeadlessEnvironment.work
  }

  /// Records the UIKit work since the current keyboard event began.
  func endWorkEvent() {
    guard let start = workAtEventStart else { return }
    workPerEvent.append(HeadlessEnvironment.work.since(start))
    workAtEventStart = nil
  }

  /// Posts a show or hide notification and its frame-change companion in the scenario's
  /// ``NotificationOrder``.
  ///
  /// `modes` are those of the keyboard drawn at `begin` and `end`; without them, the library's
  /// reading of the frames (a posted or recorded one).
  func postInOrder(
    _ showOrHide: KeyboardEventKind?, _ frameChange: KeyboardEventKind, begin: CGRect, end: CGRect,
    animation: KeyboardAnimation, modes: (begin: KeyboardMode, end: KeyboardMode)? = nil,
    block: KeyboardAnimation? = nil
  ) {
    let kinds =
      scenario.notificationOrder == .changeFrameFirst
      ? [frameChange] + [showOrHide].compactMap { $0 }
      : [showOrHide].compactMap { $0 } + [frameChange]
    let posting = {
      for kind in kinds { self.post(kind, begin: begin, end: end, animation: animation) }
    }
    // UIKit posts the will notifications from inside its own keyboard animation, with the
    // keyboard's duration and curve, so that a handler's un-animated change moves with the
    // keyboard (`UIView._animateAsSystem` names the sources). It posts them without animation
    // when a keyboard floats or docks (UIKitCore 18.2 as decompiled: `performWithoutAnimation`
    // while the layout moves between floating states; weak evidence, modelled as such) and
    // posts the did notifications after the motion. `block` is a block timed otherwise than
    // announced (a release at the finger's speed, on that reading).
    let modes = modes ?? (mode(of: begin), mode(of: end))
    if frameChange == .willChangeFrame { misplaceGuideIfIOS26Would(end: end, mode: modes.end) }
    let floatingChange = modes.begin.isDetached || modes.end.isDetached
    let block = block ?? animation
    if frameChange == .willChangeFrame, animation.duration > 0, !floatingChange {
      // Whether UIKit lays the guide's views out before or after it posts is not published
      // (WWDC21 session 10259 says only that they animate with the keyboard): a reading.
      let guideAfter = scenario.readings.guideLaidOutAfterNotifications
      UIView._animateAsSystem(withDuration: block.duration, curve: block.curve) {
        if !guideAfter { self.setKeyboardGuideAsUIKitDoes(to: end, mode: modes.end) }
        posting()
        if guideAfter { self.setKeyboardGuideAsUIKitDoes(to: end, mode: modes.end) }
      }
    } else {
      posting()
    }
  }

  /// The `object` a notification carries for `kind`.
  func notificationObject(_ kind: NotificationObject) -> AnyObject? {
    switch kind {
    case .screen: screen.screen
    case .none: nil
    case .otherScreen: externalScreen
    }
  }

  /// The mode a frame has on this screen and window.
  func mode(of frame: CGRect, isLocal: Bool? = nil) -> KeyboardMode {
    KeyboardMode(
      endFrameInScreen: frame, screenBounds: CGRect(origin: .zero, size: screenSize),
      windowFrameInScreen: windowFrame, isLocal: isLocal)
  }

  /// Moves the keyboard to `end` as iOS does: the will notifications (which ones depends on the
  /// mode: floating and split keyboards only get frame changes, iPadOS 13+), the motion along the
  /// curve sampled every frame, then the did notifications.
  ///
  /// `afterWill` runs between the will notifications and the motion: what UIKit does in the same
  /// turn once the keyboard is announced (a text view's begin-editing and caret, which come after
  /// the keyboard's notifications).
  ///
  /// `announcedWithin` runs first and the will notifications are posted from inside it, where
  /// the stand-in's text field calls ``HeadlessEnvironment/keyboardHost`` (a tapped field's
  /// `becomeFirstResponder`), or after it when nothing called them.
  ///
  /// `drawn` is the mode of the keyboard drawn (see ``keyboardMode``); the library's reading of
  /// `end` is checked against it.
  func moveKeyboard(
    to end: CGRect, drawn: KeyboardMode, animation: KeyboardAnimation = .default,
    settle: Double = 0.15, afterWill: (() -> Void)? = nil, announcedWithin: (() -> Void)? = nil,
    drawnFrom: CGRect? = nil, drawnWith drawnMotion: KeyboardAnimation? = nil,
    blockCarriesDrawn: Bool = false, announcedAsHide: Bool = false
  ) {
    beginWorkEvent()
    leftoverHideFrame = nil
    // Only a guide set inside this move's own announcement spares the frame-by-frame placing (a
    // recorded will that drew nothing left it set: fuzz seed 22537179954763, a keyboard docking
    // from a split frame never reached the guide, and a form pinned to it kept its height).
    guideSetByUIKit = false
    let begin = keyboardNow
    let beginMode = keyboardMode
    var before = watchedBottom()
    let newMode = drawn
    let judged = mode(of: end)
    if judged != drawn {
      modeDisagreements.append(
        "drew \(drawn.rawValue) at \(end), KeyboardMode reads \(judged.rawValue)")
    }
    let detached = newMode == .floating || newMode == .undocked
    let wasCovering = keyboardMode.coversBottomEdge
    keyboardMode = newMode
    if scenario.sheetMoves == .beforeNotifications {
      moveSheet(forKeyboard: end, mode: newMode, animation: animation)
    }
    // Floating and split keyboards get a will-hide only when leaving a covering keyboard, and no
    // will-show (iPadOS 13+; facebook/react-native pull request 48131).
    // A keyboard leaving a docked accessory behind is announced as a hide (see
    // `Simulation+DockedAccessory.swift`).
    let showOrHide: KeyboardEventKind? =
      !detached
      ? (newMode.isVisible && !announcedAsHide ? .willShow : .willHide)
      : wasCovering ? .willHide : nil
    let didShowOrHide: KeyboardEventKind? =
      detached ? nil : newMode.isVisible && !announcedAsHide ? .didShow : .didHide
    let announce: @MainActor () -> Void = {
      // A tapped field is first responder only now: a phone's sheet that moves to its largest
      // detent for it moves here, still before the notifications.
      if self.scenario.sheetMoves == .beforeNotifications, self.screen.sheet != nil {
        self.moveSheet(forKeyboard: end, mode: newMode, animation: animation)
      }
      self.postInOrder(
        showOrHide, .willChangeFrame, begin: begin, end: end, animation: animation,
        modes: (beginMode, newMode), block: blockCarriesDrawn ? drawnMotion : nil)
    }
    if let announcedWithin {
      HeadlessEnvironment.keyboardHost = announce
      announcedWithin()
      // Nothing announced it inside: announced now.
      if HeadlessEnvironment.keyboardHost != nil {
        HeadlessEnvironment.keyboardHost = nil
        announce()
      }
      // The input watched is the one that just became first responder, where it is drawn now.
      before = watchedBottom()
    } else {
      announce()
    }
    // Or once the handlers have run, in the same turn and on the same curve.
    if scenario.sheetMoves == .afterNotifications {
      moveSheet(forKeyboard: end, mode: newMode, animation: animation)
    }
    afterWill?()
    animateKeyboard(
      from: drawnFrom ?? begin, to: end, animation: drawnMotion ?? animation,
      watchedBefore: before, modes: (beginMode, newMode))
    // A keyboard that stops covering the bottom must have had the layout given back within its
    // will notifications, so that it moved down with the keyboard; one given back only at
    // did-hide snapped back after the keyboard had gone.
    if frozenByApp {
      lateRestore = nil
    } else if wasCovering, !newMode.coversBottomEdge {
      let pending = layoutNotGivenBack()
      lateRestore =
        pending.isEmpty
        ? nil : "given back only after the keyboard had gone: \(pending.joined(separator: "; "))"
    } else if newMode.coversBottomEdge {
      lateRestore = nil
    }
    postInOrder(
      didShowOrHide, .didChangeFrame, begin: begin, end: end, animation: animation,
      modes: (beginMode, newMode))
    hostAccessory()
    run(for: settle)
    if newMode.isVisible {
      recordSettledMargin()
    } else {
      checkRestore()
    }
  }

  /// A sheet moves for the keyboard as UIKit moves it.
  ///
  /// An iPad form sheet moves up so that its bottom clears a docked keyboard (never above the
  /// window's safe area), and back down when the keyboard goes; see ``Presentation``. So does a
  /// phone's sheet with detents on the reading where it keeps its detent
  /// (`ReadingsSpec.sheetKeepsDetentAboveKeyboard`); on the other, it moves to its largest
  /// detent (``moveSheetDetent(forKeyboard:animation:)``).
  func moveSheet(forKeyboard end: CGRect, mode: KeyboardMode, animation: KeyboardAnimation) {
    let keepsDetent = scenario.readings.sheetKeepsDetentAboveKeyboard
    if screen.sheet != nil, !keepsDetent {
      moveSheetDetent(forKeyboard: mode, animation: animation)
      return
    }
    let presentation = scenario.presentation
    // A phone's sheet at its largest detent already stands at full height.
    let movesPhoneSheet = screen.sheet != nil && screen.sheetRestsBelowLargestDetent
    guard presentation.movesForKeyboard(isPad: device.isPad) || movesPhoneSheet else { return }
    let window = windowFrame
    // The sheet: the screen's outermost view (a navigation controller's, when it presents one).
    let sheetView = screen.windowView
    // Where the sheet rests, at the size it has now (a `resizeScreen` step may have changed it).
    var target = screen.rootFrame(window)
    target.size = sheetView.bounds.size
    if mode.coversBottomEdge {
      let keyboardTop = end.minY - window.minY
      let safeTop = screen.window.safeAreaInsets.top
      target.origin.y = max(safeTop, min(target.minY, keyboardTop - target.height))
    }
    // UIKit moves the sheet's own container, not the presented view, so a lift the library put
    // on that view (its transform) stays: the position moves, the transform is kept.
    let center = CGPoint(x: target.midX, y: target.midY)
    if sheetView === screen.root { screen.placedRootCenter = center }
    guard center != sheetView.center else { return }
    UIView.animate(
      withDuration: animation.duration, delay: 0,
      options: UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue),
      animations: { sheetView.center = center })
  }

  /// A field focused in a phone's sheet while a docked keyboard is already up: UIKit moves the
  /// sheet to its largest detent as when the keyboard rises for it (FB17890661 reports the focus
  /// as the cause), here on the keyboard's usual curve (the motion is not reported); the focus
  /// step then settles for as long as that motion lasts.
  ///
  /// - Returns: how long the focus step must let things settle.
  func sheetFollowsFocus() -> TimeInterval {
    guard keyboardMode.coversBottomEdge, screen.sheet != nil,
      !scenario.readings.sheetKeepsDetentAboveKeyboard,
      moveSheetDetent(forKeyboard: keyboardMode, animation: .default)
    else { return Self.focusSettle }
    let animation = KeyboardAnimation.default
    return max(
      Self.focusSettle,
      HeadlessTiming.motionDuration(curveRawValue: animation.curve, duration: animation.duration))
  }

  /// A phone's sheet resting below its largest detent moves there when a docked keyboard rises
  /// for an input in it, on the keyboard's curve (FB17890661; `SheetDetentsSpec`), and, on the
  /// reading that says so, back to the detent it left when the keyboard goes.
  @discardableResult
  func moveSheetDetent(forKeyboard mode: KeyboardMode, animation: KeyboardAnimation) -> Bool {
    guard let sheet = screen.sheet else { return false }
    let target: UISheetPresentationController.Detent.Identifier??
    if mode.coversBottomEdge {
      let input = screen.focusedInput
      guard detentBeforeKeyboard == nil, screen.sheetRestsBelowLargestDetent,
        let input, input.isDescendant(of: screen.windowView)
      else { return false }
      detentBeforeKeyboard = .some(sheet.selectedDetentIdentifier)
      target = .some(screen.largestDetent)
    } else if !mode.isVisible, let left = detentBeforeKeyboard {
      detentBeforeKeyboard = nil
      guard scenario.readings.sheetDetentRestoredAfterHide else { return false }
      target = .some(left)
    } else {
      return false
    }
    guard let target else { return false }
    // Shrinking, a table's rows follow its new, smaller bounds while the sheet's frame animates
    // down: the band uncovered meanwhile is UIKit's, not a library's.
    if !mode.isVisible {
      sheetShrinksUntil =
        clock.now
        + HeadlessTiming.motionDuration(
          curveRawValue: animation.curve, duration: animation.duration)
    }
    UIView.animate(
      withDuration: animation.duration, delay: 0,
      options: UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue),
      animations: { sheet.selectedDetentIdentifier = target })
    return true
  }

  /// Draws the keyboard moving from `begin` to `end`, sampling every frame, and counts jumps of
  /// the focused input.
  ///
  /// `modes` are those of the keyboard drawn at `begin` and `end`; without them, the library's
  /// reading of the frames (a posted or recorded one).
  func animateKeyboard(
    from begin: CGRect, to end: CGRect, animation: KeyboardAnimation, watchedBefore: CGFloat?,
    modes: (begin: KeyboardMode, end: KeyboardMode)? = nil
  ) {
    let start = clock.now
    // The keyboard moves as UIKit draws it (for curve 7, its spring's 0.5 s, whatever the
    // notification announced), on the stand-in's timing rather than the library's model of it.
    let motion = HeadlessTiming.motionDuration(
      curveRawValue: animation.curve, duration: animation.duration)
    // The keyboard drawn may run ahead of the app's animations or behind them (the display's
    // `keyboardLead`, in frames): it is drawn that much later or earlier along its curve, and a
    // keyboard behind takes that much longer to arrive.
    let lead = scenario.display.keyboardLead * frameInterval
    let count = max(1, Int(((motion - min(0, lead)) / frameInterval).rounded(.up)))
    var watched: [CGFloat] = watchedBefore.map { [$0] } ?? []
    let modes = modes ?? (mode(of: begin), mode(of: end))
    keyboardLeaving = modes.begin.coversFocusedInput && !modes.end.isVisible
    defer { keyboardLeaving = false }
    for frame in 1...count {
      let elapsed = min(motion - min(0, lead), Double(frame) * frameInterval)
      clock.advance(to: start + elapsed)
      let drawn = min(motion, max(0, elapsed + lead))
      let progress = HeadlessTiming.progress(
        curveRawValue: animation.curve, duration: animation.duration, elapsed: drawn)
      keyboardNow = Self.interpolate(begin, end, progress)
      if guideSetByUIKit {
        screen.window.layoutIfNeeded()
      } else {
        // On its way a docked keyboard hiding is still docked; arrived, it is its end's mode.
        let moving = frame < count ? modes : (modes.end, modes.end)
        placeKeyboardForLayout(moving: scenario.readings.guideMovesFrameByFrame ? moving : nil)
      }
      let record = sample(keyboardMoving: frame < count)
      if let rect = record.focusedRect { watched.append(rect.maxY) }
      if frame == count / 2, snapshots.count == 1 { snapshot("mid-animation") }
    }
    keyboardNow = end
    keyboardBeforeDrag = nil
    guideSetByUIKit = false
    // A keyboard that appears or goes without motion (Reduce Motion's cross-fade: duration 0) did
    // not move: an input that changes place with it at once is no jump the user sees.
    if motion > 0 { countJumps(in: watched) }
  }

  /// The focused input's bottom as drawn now, screen coordinates.
  func watchedBottom() -> CGFloat? {
    guard let input = screen.focusedInput, input.window === screen.window else { return nil }
    return input._presentationRect(inScreen: input.watchedRect).maxY
  }

  /// A frame that carries most of the motion at once is a change made without animation.
  func countJumps(in positions: [CGFloat]) {
    guard let first = positions.first, let last = positions.last else { return }
    let travel = abs(last - first)
    guard travel > 8 else { return }
    for (a, b) in zip(positions, positions.dropFirst()) where abs(b - a) > travel * 0.5 {
      jumps += 1
    }
  }

  /// Shows a built-in profile.
  func show(
    _ profile: KeyboardProfile, height: CGFloat? = nil, afterWill: (() -> Void)? = nil,
    announcedWithin: (() -> Void)? = nil, animation: KeyboardAnimation? = nil,
    drawnSlidingInBy slide: CGFloat? = nil
  ) {
    guard raiseDockedAccessory() else { return }
    lastProfile = profile
    lastHeight = height
    keyboardProfileName = profile.rawValue
    var end = profile.frame(
      device: device, orientation: orientation, windowFrame: windowFrame,
      slideOver: scenario.window == .slideOver)
    if let height {
      end = CGRect(x: end.minX, y: end.maxY - height, width: end.width, height: height)
    }
    accessoryFromRecording = false
    end = addingFocusedAccessory(
      to: end, drawn: profile.drawnMode, counted: profile == .accessory ? 44 : 0)
    // A docked keyboard that only changes height (the predictive bar, emoji, a number pad) is
    // announced with duration 0 and drawn at once: ionic-team/capacitor-plugins issue 287 (the
    // suggestion bar's toggle posts will-show with duration 0), react-native-keyboard-controller
    // issue 600 (the emoji switch is instant); moderate.
    // A keyboard rising over a docked accessory is no change of height: it comes up.
    let heightChange =
      !accessoryDockedAtRest && keyboardMode == .docked && profile.drawnMode == .docked
      && keyboardNow.minX == end.minX
      && keyboardNow.width == end.width && keyboardNow.maxY == end.maxY && keyboardNow != end
    moveKeyboard(
      to: end, drawn: profile.drawnMode,
      animation: animation ?? (heightChange ? .immediate : .default),
      afterWill: afterWill, announcedWithin: announcedWithin,
      drawnFrom: slide.map { end.offsetBy(dx: $0, dy: 0) })
    if snapshots.count <= 2 { snapshot("settled") }
  }

  /// Hides the keyboard below the screen (to the docked accessory, on a screen with one).
  func hide(animation: KeyboardAnimation = .default) {
    if dockedAccessoryFrame != nil {
      hideToDockedAccessory(animation: animation)
      return
    }
    hideBelowScreen(animation: animation)
  }

  /// Hides the keyboard, and any accessory on it, below the screen.
  func hideBelowScreen(animation: KeyboardAnimation) {
    let end = CGRect(
      x: keyboardNow.minX, y: screenSize.height, width: keyboardNow.width,
      height: keyboardNow.height)
    moveKeyboard(to: end, drawn: .hidden, animation: animation)
    accessoryInFrame = 0
    accessoryInFrameIsGeneric = false
    accessoryInFrameOwner = nil
    snapshots.removeAll { $0.label == "after hide" }
    snapshot("after hide")
  }

  /// Posts a recorded notification verbatim and draws the keyboard moving to its end frame.
  ///
  /// - Returns: whether the payload was a did-hide that ended iOS 26's hide with the accessory's
  ///   strip (see ``leftoverHideFrame``): the keyboard is then as gone as after a hide.
  ///
  /// With `drawsLater`, the keyboard is not drawn moving yet: a device recording posts a run of
  /// notifications in one turn (will-change-frame, then will-show), and the keyboard moves once,
  /// after the run's last, which draws it from where it was.
  @discardableResult
  func postRecorded(
    name: String, userInfo: [String: JSONValue], object: NotificationObject,
    drawsLater: Bool = false
  ) -> Bool {
    keyboardProfileName = "recorded"
    // A recorded frame counts whatever accessory it counts: the simulator announces no change of
    // accessory on top of it until a built-in keyboard is shown again (fuzz seed 1047117: a
    // 77 pt recorded frame, less the 90 pt accessory taken as counted in it, left a keyboard of
    // negative height).
    accessoryFromRecording = true
    accessoryInFrameOwner = screen.focusedInput
    inputViewsReloaded = false
    let info: [AnyHashable: Any] = Dictionary(
      uniqueKeysWithValues: userInfo.map { (AnyHashable($0.key), $0.value.foundationValue) })
    let decoded = try? KeyboardEvent(name: name, userInfo: info)
    let before = watchedBottom()
    beginWorkEvent()
    let posting = {
      HeadlessEnvironment.countingWork {
        self.center.post(
          name: Notification.Name(name), object: self.notificationObject(object), userInfo: info)
      }
    }
    // Locking the phone with a field focused posts shows with zeroed frames, and frame changes
    // with zero-height and all-zero ones, while the keyboard stays where it is
    // (GetStream/stream-chat-react-native pull request 3803; facebook/react-native issues 29964
    // and 29974); an iPad posts all-zero frames while a floating keyboard is dragged and zero
    // sizes while its multitasking mode switches, the keyboard still there (Flutter's engine,
    // `shouldIgnoreKeyboardNotification`). Only a hide takes the keyboard away. The keyboard
    // layout guide, "the space the keyboard occupies" (DOC uikit/uikeyboardlayoutguide), stays
    // with it: an inference (fuzz seed 27160824403399: a form pinned to the guide grew under a
    // keyboard still drawn, its field left 52 pt low); the other reading, the guide taking the
    // zeroed frame until the keyboard is announced again, is `ReadingsSpec.zeroedShowKeepsGuide`.
    // Written out here rather than asked of the library, so that the referee does not share the
    // rule it referees.
    let keepsKeyboard =
      keyboardMode.isVisible
      && decoded.map { event in
        event.kind != .willHide && event.kind != .didHide
          && !(event.endFrameInScreen.width > 0 && event.endFrameInScreen.height > 0)
      } == true
    // A will notification UIKit could have sent comes from inside its keyboard animation.
    if let decoded, decoded.kind.isWill, decoded.animation.duration > 0 {
      UIView._animateAsSystem(
        withDuration: decoded.animation.duration, curve: decoded.animation.curve
      ) {
        posting()
        if object != .otherScreen, !keepsKeyboard || !self.scenario.readings.zeroedShowKeepsGuide {
          self.setKeyboardGuideAsUIKitDoes(to: decoded.endFrameInScreen)
        }
      }
    } else {
      posting()
      if let decoded, object != .otherScreen, keepsKeyboard,
        !scenario.readings.zeroedShowKeepsGuide
      {
        setKeyboardGuideAsUIKitDoes(to: decoded.endFrameInScreen)
      }
    }
    guard let event = decoded, object != .otherScreen else {
      // A keyboard on another display is not drawn on this screen.
      run(for: frameInterval)
      return false
    }
    // The keyboard starts where the payload says it starts, as UIKit draws it.
    let begin = event.beginFrameInScreen ?? keyboardNow
    let reported = event.endFrameInScreen
    if keepsKeyboard {
      sample(keyboardMoving: false)
      return false
    }
    keyboardMode = mode(of: reported, isLocal: event.isLocal)
    // iOS 26 hides a keyboard with an input accessory by an end frame that still shows the
    // accessory's height at the bottom; the keyboard is gone all the same ("even the keyboard is
    // hidden", hackiftekhar/IQKeyboardManager issue 2124: one report, confirmed by its
    // maintainer). Drawn leaving the screen, and so is every frame change that repeats the frame.
    if event.kind == .willHide || event.kind == .didHide {
      leftoverHideFrame =
        keyboardMode == .docked || keyboardMode == .hardwareBar ? reported : nil
    } else if event.kind == .willShow || reported != leftoverHideFrame {
      leftoverHideFrame = nil
    }
    if drawsLater { return false }
    var drawnEnd = reported
    if leftoverHideFrame != nil {
      keyboardMode = .hidden
      let leaving = keyboardNow.height > 0 ? keyboardNow : begin
      drawnEnd = CGRect(
        x: leaving.minX, y: screenSize.height, width: leaving.width, height: leaving.height)
    }
    if event.kind.isWill, drawnEnd != keyboardNow {
      animateKeyboard(
        from: leftoverHideFrame == nil ? begin : keyboardNow, to: drawnEnd,
        animation: event.animation, watchedBefore: before)
    } else {
      keyboardNow = drawnEnd
      keyboardBeforeDrag = nil
      placeKeyboardForLayout()
      guideSetByUIKit = false
      sample(keyboardMoving: false)
    }
    if event.kind == .didShow || event.kind == .didChangeFrame {
      recordSettledMargin()
      if snapshots.count <= 2 { snapshot("settled") }
    }
    if event.kind == .didHide {
      checkRestore()
      snapshots.removeAll { $0.label == "after hide" }
      snapshot("after hide")
    }
    return event.kind == .didHide && leftoverHideFrame != nil
  }

  /// The keyboard layout guide alone jumps to `top` for `frames` frames and comes back, with no
  /// finger down and nothing posted; the keyboard stays where it is drawn.
  ///
  /// On iOS 26 the guide jumps with input accessories and reports positions while no finger is
  /// down (FB18129551, chockenberry/KeyboardAvoider's README with screenshots;
  /// react-native-keyboard-controller pull request 1159 filters guide heights "bigger than an
  /// actual keyboard"): moderate evidence; the shape is assumed, and its length, two frames
  /// unless a scenario says otherwise, is not reported.
  func glitchGuide(toTop top: Double, frames: Int = 2) {
    let drawn = keyboardNow
    guard drawn.height > 0 else { return }
    let glitch = CGRect(
      x: drawn.minX, y: top, width: drawn.width, height: max(0, drawn.maxY - top))
    for _ in 0..<max(1, frames) {
      clock.advance(by: frameInterval)
      screen.window._setKeyboardFrame(glitch, docked: keyboardMode == .docked)
      screen.window.layoutIfNeeded()
      sample(keyboardMoving: false)
    }
    clock.advance(by: frameInterval)
    placeKeyboardForLayout()
    sample(keyboardMoving: false)
  }

  /// The user drags the keyboard down to `top`, frame by frame, with no notification.
  func drag(toTop requested: Double) {
    // A docked accessory alone is not dragged; a keyboard under one is dragged down to it.
    guard let top = dragLimit(CGFloat(requested)) else { return }
    // The finger drags the screen's scroll view, which must dismiss the keyboard interactively
    // for the keyboard to follow it at all (UIScrollView.h, `.interactive`); the app's form is
    // taken to have asked for that. A touch reaches only a view in a window (UIWindow.h in
    // the 26.2 SDK, line 71: `sendEvent:` dispatches "to views inside the window"): a screen out of its window
    // puts no finger on its scroll view, which would otherwise spring back, on the finger's
    // lift, into the range it had out of the window (fuzz seed 30541018782).
    let touchable = screen.scrollViews.filter { $0.window != nil }
    if let dragged = touchable.first(where: { $0.keyboardDismissMode == .interactive })
      ?? screen.scrollView.flatMap({ $0.window == nil ? nil : $0 })
    {
      dragged.keyboardDismissMode = .interactive
      dragged._setUserDragging(true)
    }
    let begin = keyboardNow
    let end = CGRect(
      x: begin.minX, y: top, width: begin.width, height: max(0, begin.maxY - top))
    if top > begin.minY, keyboardBeforeDrag == nil { keyboardBeforeDrag = begin }
    let count = 36
    for frame in 1...count {
      clock.advance(by: frameInterval)
      keyboardNow = Self.interpolate(begin, end, Double(frame) / Double(count))
      placeKeyboardForLayout()
      sample(keyboardMoving: true)
    }
  }

  /// The finger that dragged the keyboard lifts, which is announced from where it left the
  /// keyboard.
  ///
  /// UIKit posts nothing while the finger drags (freshOS/KeyboardLayoutGuide issue 17: the
  /// will-change-frame comes only "until the pan gesture ends"; strong, with the maintainer's
  /// agreement) and, when it lifts, a will-hide whose begin frame is the dragged one if the
  /// keyboard goes, or a show and frame change if it springs back (decompiled TextInputUI of iOS
  /// 26: an interactive state followed by an off-screen one becomes a hide; moderate, facts
  /// only). The announced duration is not known: the stand-in announces the keyboard's usual
  /// 0.25 s and curve 7. How the keyboard springs back is the scenario's reading
  /// (`ReadingsSpec.releaseMotion`): on that spring, or at the finger's speed, faster than a
  /// block timed as announced (danielamitay/DAKeyboardControl issue 22 reports it for a release
  /// that dismisses: "the keyboard will animate off much quicker than my animated block"; one
  /// report, 2013; that it holds for a spring back is an inference), drawn as
  /// react-native-keyboard-controller draws the keyboard going up after an interactive
  /// dismissal (ease-in-ease-out over 0.1452 s: pull request 515, test
  /// `TimingAnimationPerformanceTest.swift`; moderate), inside UIKit's block or outside it. On a
  /// dismissal the input resigns first, as on any hide it asks for (an inference: the keyboard
  /// goes because the responder does). Nothing happens when no drag moved the keyboard from
  /// where it was announced.
  func release(dismissing: Bool) {
    guard keyboardMode.isVisible, let profile = lastProfile else { return }
    var announced = profile.frame(
      device: device, orientation: orientation, windowFrame: windowFrame,
      slideOver: scenario.window == .slideOver)
    if let height = lastHeight {
      announced = CGRect(
        x: announced.minX, y: announced.maxY - height, width: announced.width, height: height)
    }
    announced = addingFocusedAccessory(
      to: announced, drawn: profile.drawnMode, counted: profile == .accessory ? 44 : 0)
    guard keyboardNow != announced else { return }
    if dismissing {
      // Or the keyboard goes first and the input resigns once it has, on the other reading
      // (`ReadingsSpec.releaseResignsFirst`).
      let input = screen.focusedInput
      let accessory = accessoryInFrame
      if scenario.readings.releaseResignsFirst { input?.resignFirstResponder() }
      hide()
      if !scenario.readings.releaseResignsFirst {
        input?.resignFirstResponder()
        run(for: frameInterval)
      }
      // iOS 26 parks the guide where the accessory's top would be, docked at the bottom, on
      // that reading (`KeyboardGuideMisplacement` has the report and its figures).
      if scenario.readings.guideParksAfterInteractiveDismissal, accessory > 0,
        !keyboardMode.isVisible
      {
        screen.window._misplaceKeyboardLayoutGuides(.parkedAboveWindowBottom(accessory))
        screen.window.layoutIfNeeded()
        run(for: frameInterval)
      }
    } else {
      // Only a keyboard a finger dragged down springs back at the finger's speed, to where it
      // was dragged from.
      let reading =
        keyboardBeforeDrag == announced ? scenario.readings.releaseMotion : .announced
      moveKeyboard(
        to: announced, drawn: profile.drawnMode, animation: .default,
        drawnWith: reading == .announced ? nil : Self.fingerSpeedSnapBack,
        blockCarriesDrawn: reading == .fingerInBlock)
    }
    keyboardIsWellFormed = true
  }

  /// At a keyboard's announcement, puts back a guide iOS 26 misplaced and, on the reading where
  /// it does (`ReadingsSpec.guideAboveAccessoryOnFirstFocus`), misplaces it above the accessory
  /// the first time in the run a docked keyboard rises with one (`KeyboardGuideMisplacement`).
  func misplaceGuideIfIOS26Would(end: CGRect, mode: KeyboardMode) {
    var misplacement: KeyboardGuideMisplacement?
    let onScreen = end.height > 0 && end.minY < screenSize.height
    if scenario.readings.guideAboveAccessoryOnFirstFocus, !guideMisplacedOnFirstFocus,
      onScreen, mode == .docked, accessoryInFrame > 0
    {
      guideMisplacedOnFirstFocus = true
      misplacement = .aboveKeyboard(accessoryInFrame)
    }
    guard misplacement != screen.window._keyboardGuideMisplacement else { return }
    screen.window._misplaceKeyboardLayoutGuides(misplacement)
  }

  /// A snap-back at the finger's speed: ease-in-ease-out (curve 0) over 0.145 s.
  static let fingerSpeedSnapBack =
    (try? KeyboardAnimation(duration: 0.145, curve: 0)) ?? KeyboardAnimation.default

  static func interpolate(_ a: CGRect, _ b: CGRect, _ progress: Double) -> CGRect {
    let t = CGFloat(progress)
    return CGRect(
      x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
      width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
  }
}

extension KeyboardMode {
  /// A floating or undocked (split) keyboard.
  var isDetached: Bool { self == .floating || self == .undocked }

  /// Whether this app's keyboard covers the bottom edge, so a focused input of the app must
  /// clear it (another app's docked keyboard covers content but edits none of our inputs).
  var coversFocusedInput: Bool { coversBottomEdge && isVisible }
}
