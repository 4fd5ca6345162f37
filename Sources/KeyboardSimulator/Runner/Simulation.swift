import Foundation
import HeadlessUIKit
import KeyboardAvoidance
import KeyboardCore

/// One run of one scenario: the screen, the keyboard as drawn, the strategy and the records.
@MainActor
final class Simulation {
  let scenario: Scenario
  let kind: StrategyKind
  let device: DeviceProfile
  var orientation: Orientation
  let screen: SimulatedScreen
  let center: NotificationCenter
  var strategy: (any KeyboardStrategy)?
  /// Builds the strategy instead of the scenario's kind (tests: a deliberately faulty one, to
  /// show that the simulator's checks catch the fault).
  var makeStrategy: (@MainActor (SimulatedScreen, NotificationCenter) -> any KeyboardStrategy)?

  /// The keyboard as reported now, screen coordinates (zero height when off screen); drawn so
  /// unless ``drawnAbove`` says otherwise.
  var keyboardNow: CGRect
  /// How many points above its reported frame the keyboard is drawn: a third-party keyboard's
  /// reading (`ReadingsSpec.thirdPartyDrawnAbove`), 0 for the system's keyboards.
  var drawnAbove: CGFloat = 0
  /// Where the keyboard was when a finger started dragging it down, since it was last
  /// announced or moved; `nil` with no such drag.
  var keyboardBeforeDrag: CGRect?
  /// The keyboard's mode: for a keyboard this simulator draws, the mode of what it drew (its
  /// profile: docked, floating, split, a hardware keyboard's bar; hidden once it has left);
  /// for a posted or recorded frame, the mode the library's `KeyboardMode` gives it.
  ///
  /// What the referee takes from the library's code, and so moves with it: the mode of posted
  /// and recorded frames (whether such a frame can occlude an input, `coversFocusedInput`), and
  /// the decoding of their payloads (`KeyboardEvent`). Everything else it measures (the drawn
  /// keyboard's frames and modes, the inputs' places frame by frame, the app's insets and
  /// offsets, restore, jumps) is the simulator's own. Where the library's `KeyboardMode` reads a
  /// drawn keyboard differently from what was drawn, the scenario fails
  /// (``modeDisagreements``): the library would misjudge that keyboard on a device.
  var keyboardMode: KeyboardMode = .hidden
  /// Called after every step with its index (tests: a property checked along a stream).
  var afterEachStep: (@MainActor (Int) -> Void)?
  /// Called with every frame as it is recorded (a measure of the app's own, frame by frame).
  var afterEachFrame: (@MainActor (FrameRecord) -> Void)?
  /// Each drawn keyboard whose mode the library's `KeyboardMode` reads otherwise.
  var modeDisagreements: [String] = []
  /// While a covering keyboard slides away: it still hides what is under it until it has gone,
  /// so a focused input that drops ahead of it is occluded on those frames.
  var keyboardLeaving = false
  /// The end frame of a recorded hide that still covered the bottom edge (iOS 26's leftover
  /// accessory strip), while no other frame has been announced: the keyboard is drawn hidden.
  var leftoverHideFrame: CGRect?
  /// Until when a phone's sheet shrinks back to a smaller detent (clock time).
  var sheetShrinksUntil: TimeInterval = 0
  /// Until when the screen slides up into the window as it is presented (clock time): the
  /// focused input rides through the keyboard's drawn frame with it, UIKit's own motion, which
  /// the occlusion check takes out (it measures the input where the screen will be).
  var screenPresentedUntil: TimeInterval = 0
  /// The detent a phone's sheet rested at before UIKit moved it to its largest for the keyboard
  /// (`.some(nil)`: the smallest), while the keyboard stays up; `nil` when it was not moved.
  var detentBeforeKeyboard: UISheetPresentationController.Detent.Identifier??
  /// The last built-in profile shown, and the height a step gave it, for rotation.
  var lastProfile: KeyboardProfile?
  var lastHeight: CGFloat?
  var keyboardProfileName = "none"

  var frames: [FrameRecord] = []
  var snapshots: [ScreenSnapshot] = []
  var expectations: [ScenarioResult.Expectation] = []
  var settledMargin: Double?
  var restoreExact: Bool?
  /// Set by a tap that only moved a text view's caret (UIKit posts nothing for it): like an
  /// inset the app assigns, the library can only see it at its next event.
  var caretMovedUnnoticed = false
  /// Set when the last hide's will notifications left the app's layout not given back (it came
  /// back at did-hide, or not at all); cleared when a keyboard covers the bottom again.
  var lateRestore: String?
  /// Whether the app froze the library's avoiders (a `freeze` step): a layout held through a
  /// hide is then what the app asked for, given back once it thaws them.
  var frozenByApp = false
  var jumps = 0
  /// Where a device recording's waits have brought it, on the stand-in clock.
  ///
  /// The recorder measured each wait from one event to the next, so a wait lasts until then
  /// rather than for its length. Set to the clock when the run starts.
  var recordingTime: TimeInterval = 0
  /// UIKit work the strategy asked for, per keyboard event (its notifications' handlers and the
  /// display-link steps until the next event).
  var workPerEvent: [HeadlessWork] = []
  var workAtEventStart: HeadlessWork?
  /// The keyboard layout guide already holds this motion's end frame (see
  /// ``setKeyboardGuideAsUIKitDoes(to:mode:)``).
  var guideSetByUIKit = false
  /// Whether iOS 26's first-focus misplacement of the keyboard layout guide has happened in
  /// this run (`ReadingsSpec.guideAboveAccessoryOnFirstFocus`: once after launch).
  var guideMisplacedOnFirstFocus = false
  /// Frames that showed part of a table above the keyboard without a row, and the worst height.
  var blankRowFrames = 0
  var worstBlankRows = 0.0
  /// `blankRowFrames` when the invariants last looked.
  var blankRowFramesSeen = 0

  /// Whether every step is followed by the invariant checks (fuzzing).
  var checksInvariants = false
  /// Invariants found broken, one sentence each.
  var violations: [String] = []
  /// How many invariant checks ran.
  var invariantChecks = 0
  /// Whether the drawn keyboard came from a well-formed show or hide (not a raw posted payload).
  var keyboardIsWellFormed = true
  /// Whether the keyboard was well formed when the current run of posted payloads began (`nil`
  /// outside such a run).
  var postRunStartedWellFormed: Bool?
  /// Whether the last step completed iOS 26's hide with the accessory's strip after a
  /// well-formed keyboard (see ``leftoverHideFrame``).
  var hiddenByRecordedHide = false
  /// Whether the app assigned an inset the library has not had an event to notice since.
  var appInsetUnnoticed = false
  /// How many notifications the library reacts to were posted.
  ///
  /// Keyboard notifications, an input beginning to edit, its text changing. A step that posts
  /// none gives the library no chance to notice anything (a rotation to the same orientation).
  var libraryEventCount = 0
  /// The main scroll view's bottom inset as the library last saw or wrote it.
  ///
  /// Taken after the last step that gave the library an event (keyboard or editing
  /// notification) or a drag it followed by writing the inset; counted only while the invariants
  /// are checked.
  var insetAtLastLibraryEvent: CGFloat?
  /// The step being performed, and per step the animation count when it began.
  var currentStep = 0
  var animationsAtStepStart: [Int] = []
  /// How many frames had been sampled when each step started (for `noOcclusion` with `since`).
  var framesAtStepStart: [Int] = []
  /// The main scroll view's `contentInset.bottom` at every sampled frame, with its step.
  var insetHistory: [(step: Int, inset: Double)] = []
  /// Whether the app assigned an inset while no keyboard was up, since the last keyboard.
  var appChangedInsetWhileHidden = false
  /// Scroll views whose offset the app's own inset assignment (or, on one reading, UIKit's own
  /// scroll running past its clamp) left out of range while the library held no share of their
  /// inset, until the library applies one again: the offset is then not the library's, and
  /// UIKit does not clamp it.
  var offsetsLeftOutOfRangeByApp: Set<ObjectIdentifier> = []

  /// The height of the input accessory counted in the keyboard's announced frame, and the input
  /// it belongs to (see `Simulation+Accessory.swift`).
  var accessoryInFrame: CGFloat = 0
  /// Whether that height is the `accessory` profile's, standing for an accessory no input owns.
  var accessoryInFrameIsGeneric = false
  /// The keyboard's frame is a recorded one, which the simulator changes for no accessory.
  var accessoryFromRecording = false
  weak var accessoryInFrameOwner: UIView?
  /// The first responder reloaded its input views since the keyboard was last announced.
  var inputViewsReloaded = false
  /// UIKit's keyboard window, where the focused input's accessory is drawn; made on first use.
  var keyboardWindow: UIWindow?
  /// The accessory view hosted in the keyboard window now.
  weak var hostedAccessory: UIView?

  /// An external display, for notifications whose object is another screen.
  lazy var externalScreen = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))

  var clock: HeadlessClock { HeadlessEnvironment.clock }
  /// Seconds between two sampled frames: the scenario's display's.
  var frameInterval: TimeInterval { scenario.display.frameInterval }
  var screenSize: CGSize { device.screenSize(orientation) }
  var windowFrame: CGRect { scenario.window.frame(in: screenSize) }

  init(scenario: Scenario, strategy kind: StrategyKind) {
    HeadlessEnvironment.reset()
    HeadlessEnvironment.readings = HeadlessReadings(
      clampEndsScroll: scenario.readings.clampEndsScroll,
      unanimatedOffsetStopsScroll: scenario.readings.unanimatedOffsetStopsScroll,
      guideStaleAfterLeavingWindow: scenario.readings.guideStaleAfterLeavingWindow,
      curveSevenFollowsDuration: scenario.readings.curveSevenFollowsDuration)
    // The glue's next-turn work runs at the stand-in clock's next advance.
    NextTurn.useScheduler { HeadlessEnvironment.clock.performOnNextTurn($0) }
    FrameTicker.useDriver { HeadlessEnvironment.clock.runEveryFrame($0) }
    FrameTicker.useClock { HeadlessEnvironment.clock.now }
    self.scenario = scenario
    self.kind = kind
    device = scenario.device.profile
    orientation = scenario.orientation
    center = HeadlessEnvironment.notificationCenter
    let size = device.screenSize(scenario.orientation)
    let presentation = scenario.presentation
    let isPad = scenario.device.profile.isPad
    let safeArea = scenario.device.profile.safeArea(scenario.orientation)
    screen = SimulatedScreen(
      layout: scenario.layout, screenSize: size,
      windowFrame: scenario.window.frame(in: size), safeArea: safeArea,
      rootFrame: { presentation.frame(in: $0, safeArea: safeArea, isPad: isPad) },
      detents: scenario.detents)
    keyboardNow = CGRect(x: 0, y: size.height, width: size.width, height: 0)
    checksInvariants = scenario.checksInvariants
    HeadlessEnvironment.inputViewsReloaded = { [weak self] _ in self?.inputViewsReloaded = true }
  }

  func run() -> ScenarioResult {
    strategy =
      makeStrategy?(screen, center)
      ?? kind.attach(to: screen, center: center, margin: scenario.margin)
    let counting = checksInvariants ? countLibraryEvents() : []
    // A controller with its own accessory is first responder as it appears: UIKit docks the
    // accessory before the scenario's first step, and the layout at rest is the one given back.
    dockScreenAccessory()
    recordingTime = clock.now
    snapshot("before")
    for (index, step) in scenario.steps.enumerated() {
      let eventsBefore = libraryEventCount
      let insetBefore = screen.scrollView?.contentInset.bottom
      currentStep = index
      animationsAtStepStart.append(HeadlessEnvironment.animationsStarted)
      framesAtStepStart.append(frames.count)
      let atRestHeldNoShare = scrollViewsAtRestHeldByNoShare()
      let heldNoShareInRange = scenario.readings.clampEndsScroll ? [] : atRestHeldNoShare
      let coveredBefore = keyboardMode.coversBottomEdge
      perform(step, index: index)
      // A hide is the library's to plan, but it leaves a scroll view it holds no share of alone.
      let isHide: Bool = if case .hide = step { true } else { false }
      if isHide || libraryEventCount == eventsBefore {
        noteScrollsCarriedPastClamp(heldNoShareInRange)
      }
      if !coveredBefore, !keyboardMode.coversBottomEdge {
        noteOwnScrollsLeftOutOfRange(atRestHeldNoShare)
      }
      // A drag posts nothing, but the inset the library wrote following it is the one it
      // knows: the app assigning that value next is no change it can see (fuzz seed
      // 29258560870871: 167 then 200, the drag's last value, between two drags).
      let followedDrag: Bool =
        if case .drag = step { screen.scrollView?.contentInset.bottom != insetBefore } else {
          false
        }
      if libraryEventCount > eventsBefore || followedDrag {
        insetAtLastLibraryEvent = screen.scrollView?.contentInset.bottom
      }
      if checksInvariants {
        checkInvariants(
          after: step, index: index, libraryHeard: libraryEventCount > eventsBefore)
      }
      afterEachStep?(index)
    }
    for token in counting { center.removeObserver(token) }
    if checksInvariants {
      // Each broken invariant fails the scenario; none broken is one passed check.
      let step = scenario.steps.count
      expectations += violations.map {
        ScenarioResult.Expectation(step: step, summary: "invariant", passed: false, detail: $0)
      }
      if violations.isEmpty {
        expectations.append(
          ScenarioResult.Expectation(
            step: step, summary: "invariants", passed: true,
            detail: "\(invariantChecks) checks after \(scenario.steps.count) steps"))
      }
    }
    expectations += modeDisagreements.map {
      ScenarioResult.Expectation(
        step: scenario.steps.count,
        summary: "the library's KeyboardMode reads the keyboard drawn as drawn", passed: false,
        detail: $0)
    }
    endWorkEvent()
    strategy?.stop()
    let occluded = frames.filter { $0.occlusion > 0.5 }
    let metrics = ScenarioMetrics(
      sampledFrames: frames.count, occludedFrames: occluded.count,
      worstOcclusion: occluded.map(\.occlusion).max() ?? 0, settledMargin: settledMargin,
      restoreExact: restoreExact, jumps: jumps)
    var result = ScenarioResult(
      scenario: scenario.name, strategy: kind.rawValue, device: device.name,
      keyboard: keyboardProfileName, layout: scenario.layout.kind.rawValue, frames: frames,
      snapshots: snapshots, metrics: metrics, expectations: expectations)
    result.workPerEvent = workPerEvent
    result.notApplicable = kind.notApplicable(to: scenario.layout)
    return result
  }

  // MARK: - Time and sampling

  /// Lets time pass with the keyboard still, sampling every frame.
  func run(for interval: TimeInterval) {
    let end = clock.now + interval
    while clock.now < end - 1e-9 {
      clock.advance(to: min(end, clock.now + frameInterval))
      sample(keyboardMoving: false)
      if accessoryMayHaveChanged { reannounceForAccessory() }
    }
  }

  /// The keyboard as the user sees it now, screen coordinates: where it is reported, and for a
  /// docked third-party keyboard ``drawnAbove`` taller; `nil` with none on screen.
  var drawnKeyboard: CGRect? {
    guard keyboardNow.height > 0, keyboardNow.minY < screenSize.height else { return nil }
    guard drawnAbove > 0, keyboardMode == .docked else { return keyboardNow }
    return CGRect(
      x: keyboardNow.minX, y: keyboardNow.minY - drawnAbove, width: keyboardNow.width,
      height: keyboardNow.height + drawnAbove)
  }

  /// How far below its place the screen being presented is drawn now (0 when none is).
  private var presentationSlideLeft: CGFloat {
    guard clock.now < screenPresentedUntil else { return 0 }
    let view = screen.windowView
    guard let window = view.window else { return 0 }
    let drawn = view._presentationRect(inScreen: view.bounds).minY
    let placed = window._presentationRect(inScreen: view.convert(view.bounds, to: window)).minY
    return max(0, drawn - placed)
  }

  /// Records the current frame.
  @discardableResult
  func sample(keyboardMoving: Bool) -> FrameRecord {
    // Each frame is drawn after the update cycle lays out every view marked as needing it:
    // `setNeedsLayout()` "waits for the next update cycle" (DOC uikit/uiview/setneedslayout;
    // strong). A safe area that changed as the screen came back into its window (fuzz seed
    // 14803266243587) is laid out before the user sees it, not at some later explicit pass.
    screen.window.layoutIfNeeded()
    if let inset = screen.scrollView?.contentInset.bottom {
      insetHistory.append((currentStep, Double(inset)))
    }
    let focused = screen.focusedInput.flatMap { input -> CGRect? in
      guard input.window === screen.window else { return nil }
      return input._presentationRect(inScreen: input.watchedRect)
    }
    let keyboard = drawnKeyboard
    // Only what is on screen can be hidden: a field still below the screen's bottom edge is
    // off screen, not under the keyboard.
    var occlusion = 0.0
    if let focused, let keyboard, keyboardMode.coversFocusedInput || keyboardLeaving {
      let placed = focused.offsetBy(dx: 0, dy: -presentationSlideLeft)
      let covered = placed.intersection(keyboard).intersection(
        CGRect(origin: .zero, size: screenSize))
      if !covered.isNull, covered.width > 0 { occlusion = Double(covered.height) }
    }
    // A table shrunk by a sheet going back to a smaller detent shows the rows of its new bounds
    // while the sheet's frame animates down: UIKit's own motion, not an offset anyone wrote.
    // So does a UIKit table SwiftUI frames (Element X's timeline in a representable) while
    // SwiftUI animates its frame: its rows are laid out for its final size at once.
    if let table = screen.scrollView as? UITableView, table.window != nil,
      clock.now >= sheetShrinksUntil,
      !(screen.layout.realApp?.hostsUIKitList == true
        && table._presentationBounds.size != table.bounds.size)
    {
      let blank = table._blankRowHeight(aboveScreenY: keyboard?.minY ?? screenSize.height)
      if blank > 0.5 {
        blankRowFrames += 1
        worstBlankRows = max(worstBlankRows, Double(blank))
      }
    }
    let record = FrameRecord(
      time: clock.now, keyboardFrame: keyboard, keyboardMode: keyboardMode,
      keyboardMoving: keyboardMoving, focusedRect: focused, occlusion: occlusion)
    frames.append(record)
    afterEachFrame?(record)
    return record
  }

  /// Sets the keyboard layout guide to the keyboard's end frame at once, inside UIKit's keyboard
  /// animation, and lays the window out there, so views pinned to the guide move on the
  /// keyboard's curve.
  ///
  /// UIKit gives the guide's constraint its final value inside the animation rather than moving
  /// it every frame (the views pinned to it "animate with the keyboard", WWDC21 session 10259,
  /// "Your guide to keyboard layout"; that UIKit does so with one layout pass in its animation
  /// block is inferred from it, not documented). Frames of the motion then only lay out again.
  ///
  /// `mode` is that of the keyboard drawn at `end`; without it, the library's reading of the
  /// frame (a posted or recorded one).
  ///
  /// On the reading where the guide moves frame by frame (`ReadingsSpec.guideMovesFrameByFrame`)
  /// nothing is set here: every frame of the motion places the guide where the keyboard is
  /// drawn, outside any animation (``placeKeyboardForLayout(moving:)``); a zeroed frame posted
  /// with the keyboard staying up (`zeroedShowKeepsGuide: false`) then never reaches the guide,
  /// and `blockLaysOutGuideViewsOnly` lays nothing out here.
  func setKeyboardGuideAsUIKitDoes(to end: CGRect, mode drawn: KeyboardMode? = nil) {
    guard !scenario.readings.guideMovesFrameByFrame else { return }
    let onScreen = end.height > 0 && end.minY < screenSize.height
    let endMode = drawn ?? mode(of: end)
    screen.window._setKeyboardFrame(
      onScreen ? end : nil, docked: endMode == .docked || endMode == .hardwareBar)
    // On the reading where UIKit lays out only the views tracking the guide there, the rest of
    // the window is laid out by the next frame's pass, outside the animation.
    if scenario.readings.blockLaysOutGuideViewsOnly {
      screen.window._layOutViewsTrackingKeyboardGuides()
    } else {
      screen.window.layoutIfNeeded()
    }
    guideSetByUIKit = true
  }

  /// Tells the window where the keyboard is drawn and runs a layout pass, so the keyboard
  /// layout guide follows the keyboard frame by frame: a drag, or a move UIKit posts without an
  /// animation of its own.
  ///
  /// `moving` gives the modes of a keyboard on its way (a docked one hiding is still docked
  /// until it has gone); without it, the mode of the keyboard drawn now.
  func placeKeyboardForLayout(moving: (begin: KeyboardMode, end: KeyboardMode)? = nil) {
    let onScreen = keyboardNow.height > 0 && keyboardNow.minY < screenSize.height
    let modes = moving.map { [$0.begin, $0.end] } ?? [keyboardMode]
    screen.window._setKeyboardFrame(
      onScreen ? keyboardNow : nil,
      docked: modes.contains { $0 == .docked || $0 == .hardwareBar })
    screen.window.layoutIfNeeded()
  }

  /// Records the gap between the focused input and a bottom-covering keyboard, now.
  func recordSettledMargin() {
    guard keyboardMode.coversFocusedInput, let last = frames.last,
      let focused = last.focusedRect,
      let keyboard = last.keyboardFrame
    else { return }
    settledMargin = Double(keyboard.minY - focused.maxY)
  }

  /// Counts the notifications the library reacts to into ``libraryEventCount``.
  private func countLibraryEvents() -> [any NSObjectProtocol] {
    let keyboardNames = KeyboardEventKind.allCases.map { Notification.Name($0.rawValue) }
    let textNames = [
      UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
      UITextView.textDidChangeNotification, UITextField.textDidChangeNotification,
    ]
    let keyboard = keyboardNames.map { name in
      center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
        // A keyboard notification that does not decode never reaches the library (it goes to
        // the observer's error handler): no moment at which it could have looked at an inset
        // (fuzz seed 21106565366418 counted one, then blamed the library for not noticing the
        // app's assignment of the very inset it had written).
        guard (try? KeyboardEvent(notification)) != nil else { return }
        MainActor.assumeIsolated { self?.libraryEventCount += 1 }
      }
    }
    return keyboard
      + textNames.map { name in
        center.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
          MainActor.assumeIsolated { self?.libraryEventCount += 1 }
        }
      }
  }
}
