import KeyboardDeviceLab
import UIKit

/// A lab screen: built as `kbsim` builds its layout, attaching its own avoiders when the lab's
/// strategy is "per screen", with a Record button that records it and shares the file.
class LabScreenController: UIViewController {
  /// The screen in `kbsim`'s terms.
  let labLayout: LabLayout
  /// `formSheet` or `pageSheet` when presented so; `nil` when pushed.
  let presentation: String?
  /// The stop of each avoider attached for "per screen".
  private var stops: [@MainActor () -> Void] = []
  private var recorder: KeyboardRecorder?
  private let recordButton = UIButton(type: .system)

  init(layout: LabLayout, presentation: String? = nil) {
    var layout = layout
    if presentation == nil { layout.navigationBar = true }
    labLayout = layout
    self.presentation = presentation
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    labLayout = LabLayout(kind: "form")
    presentation = nil
    super.init(coder: coder)
  }

  /// The screen's main scroll view, whose inset and offset are recorded.
  var labScrollView: UIScrollView? { nil }

  /// The screen's text inputs, in `kbsim`'s order.
  var labInputs: [UIView] { [] }

  /// The screen's text inputs now, each under the number `kbsim` gives it: by default
  /// ``labInputs`` in order; a table whose cells are recycled numbers each field by its row.
  var labNumberedInputs: [Int: UIView] {
    Dictionary(uniqueKeysWithValues: labInputs.enumerated().map { ($0, $1) })
  }

  /// Whether the screen is SwiftUI (its `kbsim` strategy names differ).
  var isSwiftUI: Bool { false }

  /// Attaches the avoiders this layout calls for; returns how to stop each.
  func attachAvoiders() -> [@MainActor () -> Void] { [] }

  /// Called when the lab's strategy changes, after the avoiders were attached or dropped.
  func strategyDidChange() {}

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    recordButton.setTitle("Record", for: .normal)
    recordButton.accessibilityIdentifier = "record"
    recordButton.addAction(
      UIAction { [weak self] _ in self?.toggleRecording() }, for: .touchUpInside)
    if presentation == nil {
      navigationItem.rightBarButtonItem = UIBarButtonItem(customView: recordButton)
      navigationItem.largeTitleDisplayMode = .never
    } else {
      addSheetButtons()
    }
    // Subclasses build their views before calling this, so the avoiders find them. A selector
    // observer is removed with the screen.
    applyStrategy()
    NotificationCenter.default.addObserver(
      self, selector: #selector(labStrategyDidChange), name: LabStrategy.didChange, object: nil)
  }

  @objc private func labStrategyDidChange() {
    applyStrategy()
  }

  private func applyStrategy() {
    stops.forEach { $0() }
    stops = LabStrategy.current == .perScreen ? attachAvoiders() : []
    strategyDidChange()
  }

  /// A presented sheet has no navigation bar: Record and Close sit at its top right.
  private func addSheetButtons() {
    let close = UIButton(type: .close)
    close.addAction(
      UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    let buttons = UIStackView(arrangedSubviews: [recordButton, close])
    buttons.spacing = 12
    buttons.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(buttons)
    NSLayoutConstraint.activate([
      buttons.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 4),
      buttons.trailingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -12),
    ])
  }

  // MARK: - Recording

  /// The input the autopilot focuses: the one `kbsim`'s built-in matrix focuses for this layout.
  var autopilotInput: UIView? { labInputs.first }

  private func toggleRecording() {
    if let recording = stopRecording() {
      share(recording)
    } else {
      startRecording()
    }
  }

  /// Stops recording, if it is, and returns the recording.
  func stopRecording() -> LabRecording? {
    guard let recorder else { return nil }
    self.recorder = nil
    recordButton.setTitle("Record", for: .normal)
    return recorder.stop(name: "\(title ?? labLayout.kind) on \(UIDevice.current.model)")
  }

  /// Starts recording the screen (it must be in a window).
  func startRecording() {
    guard recorder == nil, let window = view.window else { return }
    let recorder = KeyboardRecorder(
      screen: KeyboardRecorder.Screen(
        window: window, root: view, scrollView: labScrollView,
        numberedInputs: { [weak self] in self?.labNumberedInputs ?? [:] }, layout: labLayout,
        device: Self.device(in: window), presentation: presentation),
      strategy: LabStrategy.current.kbsimName(swiftUI: isSwiftUI))
    recorder.start()
    self.recorder = recorder
    recordButton.setTitle("Stop", for: .normal)
  }

  /// This device in `kbsim`'s terms: its screen in portrait, and the window's safe area now (for
  /// both orientations; the recorder replaces each with what it sees in that orientation).
  private static func device(in window: UIWindow) -> LabDevice {
    let size = window.screen.bounds.size
    let insets = window.safeAreaInsets
    let safeArea = [insets.top, insets.left, insets.bottom, insets.right].map { Double($0) }
    return LabDevice(
      name: UIDevice.current.model,
      portraitSize: LabSize(
        width: Double(min(size.width, size.height)), height: Double(max(size.width, size.height))),
      portraitSafeArea: safeArea, landscapeSafeArea: safeArea,
      isPad: UIDevice.current.userInterfaceIdiom == .pad)
  }

  /// Writes the recording to a file and offers it: Files, AirDrop, Mail.
  private func share(_ recording: LabRecording) {
    let stamp = Int(Date().timeIntervalSince1970)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "keyboard-lab-\(labLayout.kind)-\(stamp).json")
    do {
      try recording.fileContents().write(to: url)
    } catch {
      let alert = UIAlertController(
        title: "Could not save the recording", message: "\(error)", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      present(alert, animated: true)
      return
    }
    let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
    sheet.popoverPresentationController?.sourceView = recordButton
    present(sheet, animated: true)
  }
}
