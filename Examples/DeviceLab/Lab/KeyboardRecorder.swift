import Foundation
import KeyboardCore

#if canImport(UIKit)
  import QuartzCore
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Records what a device does with the keyboard on one demo screen, as a `kbsim` scenario.
///
/// While recording it keeps, with their times: every keyboard notification as posted (name,
/// `userInfo`, whether its object is the screen), each input beginning and ending editing, the
/// text typed, and at every display frame what the app can see (``RecordedFrame``). It changes
/// nothing on the screen but one hidden, zero-height view in the window pinned to the window's
/// keyboard layout guide (safe area off), which is how an app sees where the keyboard is.
///
/// ```swift
/// let recorder = KeyboardRecorder(screen: screen, strategy: "library-automatic")
/// recorder.start()
/// // … the user taps, types, dismisses …
/// let file = try recorder.stop().fileContents()
/// ```
@available(iOS 15, macCatalyst 15, *)
@MainActor
public final class KeyboardRecorder {
  /// The screen being recorded: its window, main view, scroll view and numbered inputs, and the
  /// layout `kbsim` builds for it.
  public struct Screen {
    /// The window the screen is in.
    public var window: UIWindow
    /// The screen's main view.
    public var root: UIView
    /// Its main scroll view, whose inset and offset are recorded.
    public var scrollView: UIScrollView?
    /// Its text inputs now, each under the number `kbsim` gives it: asked at every event and
    /// frame, so that a table whose cells are recycled can number a field by the row it shows.
    public var numberedInputs: @MainActor () -> [Int: UIView]
    /// The same screen in `kbsim`'s terms.
    public var layout: LabLayout
    /// The device, in `kbsim`'s terms.
    public var device: LabDevice
    /// How the screen is presented, in `kbsim`'s terms: `nil` for full screen, `formSheet`,
    /// `pageSheet`.
    public var presentation: String?

    /// Describes a screen whose inputs stay put: `kbsim` numbers them in the order given.
    public init(
      window: UIWindow, root: UIView, scrollView: UIScrollView?, inputs: [UIView],
      layout: LabLayout, device: LabDevice, presentation: String? = nil
    ) {
      let numbered = Dictionary(uniqueKeysWithValues: inputs.enumerated().map { ($0, $1) })
      self.init(
        window: window, root: root, scrollView: scrollView, numberedInputs: { numbered },
        layout: layout, device: device, presentation: presentation)
    }

    /// Describes a screen whose inputs change, as a table's do when it recycles its cells:
    /// `numberedInputs` returns the inputs there are now, each under its row's number.
    public init(
      window: UIWindow, root: UIView, scrollView: UIScrollView?,
      numberedInputs: @escaping @MainActor () -> [Int: UIView],
      layout: LabLayout, device: LabDevice, presentation: String? = nil
    ) {
      self.presentation = presentation
      self.window = window
      self.root = root
      self.scrollView = scrollView
      self.numberedInputs = numberedInputs
      self.layout = layout
      self.device = device
    }
  }

  /// Calls a sample once per display frame until it returns `false`: a `CADisplayLink` on a
  /// device, the stand-in's clock in this package's tests.
  public static var frameDriver: (@escaping @MainActor () -> Bool) -> Void = { sample in
    #if canImport(UIKit)
      RecorderDisplayLink.start(sample)
    #else
      HeadlessEnvironment.clock.runEveryFrame { _ in sample() }
    #endif
  }

  /// The current time in seconds (any origin).
  public static var now: @MainActor () -> TimeInterval = {
    #if canImport(UIKit)
      CACurrentMediaTime()
    #else
      HeadlessEnvironment.clock.now
    #endif
  }

  private let screen: Screen
  private let strategy: String
  private let center: NotificationCenter
  private var tokens: [NSObjectProtocol] = []
  private let probe = UIView(frame: .zero)
  private var probeConstraint: NSLayoutConstraint?
  private var startTime: TimeInterval = 0
  private var lastStepTime: TimeInterval = 0
  /// When the last frame was sampled.
  private var lastSampleTime: TimeInterval = 0
  private var steps: [LabStep] = []
  private var frames: [RecordedFrame] = []
  private var motionDurations: [RecordedMotionDuration] = []
  /// A hidden view moved in a block of each announced duration and curve, whose layer's
  /// animation says how long UIKit runs it.
  private let timingProbe = UIView(frame: .zero)
  /// The text of each input, by number, as last seen: typing is what was added to it.
  private var knownText: [Int: String] = [:]
  /// The focused input that no editing notification named (a one-time-code box), by number.
  private var unannouncedFocus: Int?
  /// The text field or text view being edited, with the number it began with.
  private var editingInput: EditingInput?
  /// The orientation at the start, and as last seen.
  private var startOrientation = "portrait"
  private var orientation = "portrait"
  /// The window's safe area as last seen in each orientation: what `kbsim` gives the device.
  private var safeAreas: [String: [Double]] = [:]
  private var isRecording = false

  /// An input being edited, held weakly, under its number at begin-editing.
  private struct EditingInput {
    let number: Int
    weak var view: UIView?
  }

  /// A recorder for `screen`, whose keyboard is handled by `strategy` (a `kbsim` strategy's
  /// name), hearing notifications on `center`.
  public init(screen: Screen, strategy: String, center: NotificationCenter? = nil) {
    self.screen = screen
    self.strategy = strategy
    #if canImport(UIKit)
      self.center = center ?? .default
    #else
      self.center = center ?? HeadlessEnvironment.notificationCenter
    #endif
  }

  /// Starts recording: the first frame is sampled at once.
  public func start() {
    guard !isRecording else { return }
    isRecording = true
    startTime = Self.now()
    lastStepTime = startTime
    lastSampleTime = startTime
    startOrientation = currentOrientation()
    orientation = startOrientation
    // The probe rides the window's guide, which apps leave alone (the screen's may be pinned to
    // and set up by the app), with the safe area off where it can be: the top is then the
    // keyboard's wherever it is, and the window's bottom at rest.
    let window = screen.window
    let guide = window.keyboardLayoutGuide
    if #available(iOS 17, macCatalyst 17, *) { guide.usesBottomSafeArea = false }
    probe.isHidden = true
    probe.isUserInteractionEnabled = false
    window.addSubview(probe)
    timingProbe.isHidden = true
    timingProbe.isUserInteractionEnabled = false
    window.addSubview(timingProbe)
    probe.translatesAutoresizingMaskIntoConstraints = false
    let pin = probe.topAnchor.constraint(equalTo: guide.topAnchor)
    pin.isActive = true
    probeConstraint = pin
    window.layoutIfNeeded()
    for (number, input) in screen.numberedInputs() { knownText[number] = Self.text(of: input) }
    observe()
    sample()
    Self.frameDriver { [weak self] in
      guard let self, self.isRecording else { return false }
      self.sample()
      return true
    }
  }

  /// Stops recording and returns it, named `name`.
  public func stop(name: String = "device recording") -> LabRecording {
    if isRecording {
      sample()
      // The time after the last event, so that a replay runs as long as the recording.
      let now = Self.now()
      if now > lastStepTime { steps.append(.wait(seconds: now - lastStepTime)) }
      lastStepTime = now
      isRecording = false
      for token in tokens { center.removeObserver(token) }
      tokens = []
      probeConstraint?.isActive = false
      probe.removeFromSuperview()
      timingProbe.removeFromSuperview()
    }
    var device = screen.device
    if let portrait = safeAreas["portrait"] { device.portraitSafeArea = portrait }
    if let landscape = safeAreas["landscape"] { device.landscapeSafeArea = landscape }
    return LabRecording(
      name: name, device: device, orientation: startOrientation,
      presentation: screen.presentation, layout: screen.layout, strategy: strategy, steps: steps,
      recording: DeviceMeasurements(frames: frames, motionDurations: motionDurations))
  }

  // MARK: - Events

  private func observe() {
    let keyboard = KeyboardEventKind.allCases.map { Notification.Name($0.rawValue) }
    for name in keyboard {
      listen(name, decodes: true) { recorder, heard in recorder.recordPost(heard) }
    }
    for name in [
      UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
    ] {
      listen(name) { recorder, heard in recorder.recordBegin(heard) }
    }
    for name in [
      UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification,
    ] {
      listen(name) { recorder, heard in recorder.recordEnd(heard) }
    }
    for name in [UITextField.textDidChangeNotification, UITextView.textDidChangeNotification] {
      listen(name) { recorder, heard in recorder.recordChange(heard) }
    }
  }

  /// What the recorder keeps of a notification, read where it is delivered.
  private struct Heard: Sendable {
    var name: String
    var object: ObjectIdentifier?
    var objectIsScreen: Bool
    var event: KeyboardEvent?
  }

  /// Observes `name`; with `decodes`, the notification is read as a keyboard event.
  private func listen(
    _ name: Notification.Name, decodes: Bool = false,
    _ handle: @escaping @MainActor (KeyboardRecorder, Heard) -> Void
  ) {
    tokens.append(
      center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
        let heard = Heard(
          name: note.name.rawValue, object: (note.object as AnyObject?).map(ObjectIdentifier.init),
          objectIsScreen: note.object is UIScreen, event: decodes ? try? KeyboardEvent(note) : nil)
        MainActor.assumeIsolated {
          guard let self, self.isRecording else { return }
          handle(self, heard)
        }
      })
  }

  /// Adds `step` at `time` (default now; never before the last step).
  ///
  /// Time passed since the last step becomes a `wait`.
  private func append(_ step: LabStep, at time: TimeInterval? = nil) {
    let now = max(time ?? Self.now(), lastStepTime)
    if now > lastStepTime { steps.append(.wait(seconds: now - lastStepTime)) }
    lastStepTime = now
    steps.append(step)
  }

  /// The input a notification names, with its number now; the input being edited keeps the
  /// number it began with even when it is no longer among the screen's inputs (a table leaves
  /// the cell of a focused row scrolled off screen out of its visible cells).
  private func input(of heard: Heard) -> (number: Int, view: UIView)? {
    guard let object = heard.object else { return nil }
    if let editing = editingInput, let view = editing.view, ObjectIdentifier(view) == object {
      return (editing.number, view)
    }
    return screen.numberedInputs().first { ObjectIdentifier($0.value) == object }
      .map { ($0.key, $0.value) }
  }

  /// Records the device turning, and a view of the app's own adopting `UIKeyInput` (a
  /// one-time-code box) beginning or ending as first responder.
  ///
  /// Neither comes as a notification the recorder hears (UIKit posts editing notifications only
  /// for text fields and text views), so both are looked for at each event and frame. Seen at a
  /// frame, the change happened after the frame before (and after any event since, each of which
  /// looked): it is stamped then, so that a replay, making the change at that time, sees it at
  /// the same frame.
  private func noteUnannouncedChanges(seenAtFrameAfter frameTime: TimeInterval? = nil) {
    // A turn of the device posts no notification the recorder hears as a step either.
    let turned = currentOrientation()
    if turned != orientation {
      orientation = turned
      append(.rotate(orientation: turned), at: frameTime)
    }
    let focused = screen.numberedInputs().first {
      $0.value.isFirstResponder && !($0.value is UITextField || $0.value is UITextView)
    }?.key
    guard focused != unannouncedFocus else { return }
    if unannouncedFocus != nil { append(.resign, at: frameTime) }
    if let focused { append(.begin(input: focused), at: frameTime) }
    unannouncedFocus = focused
  }

  private func recordBegin(_ heard: Heard) {
    noteUnannouncedChanges()
    guard let (number, view) = input(of: heard) else { return }
    // A recycled cell's field shows its row's text only from now on.
    knownText[number] = Self.text(of: view)
    editingInput = EditingInput(number: number, view: view)
    append(.begin(input: number))
  }

  private func recordEnd(_ heard: Heard) {
    noteUnannouncedChanges()
    guard let (_, view) = input(of: heard) else { return }
    if editingInput?.view === view { editingInput = nil }
    append(.resign)
  }

  /// Typing that appends to the text is recorded as typed; any other edit (a deletion, a paste
  /// in the middle) is not replayable as `type` and is left out.
  private func recordChange(_ heard: Heard) {
    guard let (number, view) = input(of: heard) else { return }
    let old = knownText[number] ?? ""
    let new = Self.text(of: view)
    knownText[number] = new
    guard new.hasPrefix(old), new.count > old.count else { return }
    append(.type(text: String(new.dropFirst(old.count))))
  }

  /// Reads how long UIKit animates a block of `animation`'s duration and curve, from the
  /// animation it attaches to the hidden timing probe (nothing when it attaches none).
  private func recordMotionDuration(_ animation: KeyboardAnimation) {
    let probe = timingProbe
    probe.layer.removeAllAnimations()
    // Its own duration and curve, not those of a block the notification may be posted in.
    UIView.animate(
      withDuration: animation.duration, delay: 0,
      options: UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue).union([
        .overrideInheritedDuration, .overrideInheritedCurve,
      ]),
      animations: { probe.center.y = probe.center.y == 0 ? 1 : 0 }, completion: nil)
    let layer = probe.layer
    guard
      let seconds = layer.animationKeys()?.compactMap({ layer.animation(forKey: $0)?.duration })
        .max()
    else { return }
    motionDurations.append(
      RecordedMotionDuration(
        time: Self.now() - startTime, announced: animation.duration, curve: animation.curve,
        seconds: seconds))
  }

  private func recordPost(_ heard: Heard) {
    noteUnannouncedChanges()
    var info: [String: LabValue] = [:]
    if let event = heard.event {
      if let begin = event.beginFrameInScreen {
        info[UIResponder.keyboardFrameBeginUserInfoKey] = Self.value(begin)
      }
      info[UIResponder.keyboardFrameEndUserInfoKey] = Self.value(event.endFrameInScreen)
      info[UIResponder.keyboardAnimationDurationUserInfoKey] = .number(
        event.animation.duration)
      info[UIResponder.keyboardAnimationCurveUserInfoKey] = .number(
        Double(event.animation.curve))
      if let isLocal = event.isLocal {
        info[UIResponder.keyboardIsLocalUserInfoKey] = .bool(isLocal)
      }
      if event.kind.isWill, event.animation.duration > 0 { recordMotionDuration(event.animation) }
    }
    append(.post(name: heard.name, userInfo: info, objectIsScreen: heard.objectIsScreen))
  }

  // MARK: - Frames

  /// Samples a display frame: one per moment (a display link never fires twice at one time;
  /// the stand-in's clock calls again when a step moves it by nothing).
  private func sample() {
    let now = Self.now()
    if !frames.isEmpty, now <= lastSampleTime { return }
    noteUnannouncedChanges(seenAtFrameAfter: lastSampleTime)
    lastSampleTime = now
    let insets = screen.window.safeAreaInsets
    safeAreas[orientation] = [insets.top, insets.left, insets.bottom, insets.right].map {
      Double($0)
    }
    let time = lastSampleTime - startTime
    frames.append(
      RecordedFrame(
        time: time, keyboardTop: keyboardTop(), input: focusedRect().map(Self.numbers),
        insetBottom: screen.scrollView.map { Double($0.contentInset.bottom) },
        offsetY: screen.scrollView.map { Double($0.contentOffset.y) }))
  }

  /// The window guide's top as drawn, in screen points; `nil` while it rests at its bottom
  /// (before iOS 17, at the safe area's bottom: the guide cannot be told to go lower).
  private func keyboardTop() -> Double? {
    let window = screen.window
    let top = drawnInScreen(probe, probe.bounds).minY
    var bottom = window.bounds.height
    if #unavailable(iOS 17, macCatalyst 17) { bottom -= window.safeAreaInsets.bottom }
    let resting = drawnInScreen(window, CGRect(x: 0, y: bottom, width: 1, height: 0)).minY
    return top < resting - 0.5 ? Double(top) : nil
  }

  /// The focused input's bounds, or a text view's caret, as drawn, in screen points.
  private func focusedRect() -> CGRect? {
    // The field being edited needs no search (a table may have dropped its cell from view).
    let editing = editingInput?.view.flatMap { $0.isFirstResponder ? $0 : nil }
    guard
      let input = editing ?? screen.numberedInputs().values.first(where: \.isFirstResponder),
      input.window != nil
    else { return nil }
    var rect = input.bounds
    if let textView = input as? UITextView, let caret = textView.selectedTextRange?.end {
      rect = textView.caretRect(for: caret)
    }
    return drawnInScreen(input, rect)
  }

  /// `landscape` when the screen is wider than tall (UIKit's screen bounds follow the device's
  /// orientation), else `portrait`.
  private func currentOrientation() -> String {
    let size = screen.window.screen.bounds.size
    return size.width > size.height ? "landscape" : "portrait"
  }

  /// `rect` in `view`'s coordinates, where it is drawn now, in screen points.
  private func drawnInScreen(_ view: UIView, _ rect: CGRect) -> CGRect {
    #if canImport(UIKit)
      let window = screen.window
      let from = view.layer.presentation() ?? view.layer
      let to = window.layer.presentation() ?? window.layer
      let inWindow = from.convert(rect, to: to)
      return window.convert(inWindow, to: window.screen.coordinateSpace)
    #else
      return view._presentationRect(inScreen: rect)
    #endif
  }

  private static func numbers(_ rect: CGRect) -> [Double] {
    [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
  }

  private static func value(_ rect: CGRect) -> LabValue { .rect(numbers(rect)) }

  private static func text(of input: UIView) -> String {
    (input as? UITextField)?.text ?? (input as? UITextView)?.text ?? ""
  }
}

#if canImport(UIKit)
  /// A display link that calls a sample each frame until it returns `false`.
  @MainActor
  private final class RecorderDisplayLink: NSObject {
    private let sample: @MainActor () -> Bool

    private init(sample: @escaping @MainActor () -> Bool) {
      self.sample = sample
    }

    static func start(_ sample: @escaping @MainActor () -> Bool) {
      let target = RecorderDisplayLink(sample: sample)
      CADisplayLink(target: target, selector: #selector(tick(_:))).add(to: .main, forMode: .common)
    }

    @objc private func tick(_ link: CADisplayLink) {
      if !sample() { link.invalidate() }
    }
  }
#endif
