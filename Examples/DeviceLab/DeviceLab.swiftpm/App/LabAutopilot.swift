import UIKit

/// Drives the lab through every UIKit screen under every strategy with the recorder on, when the
/// app is launched with `-labAutopilot` (the Apple CI workflow does), and leaves one recording
/// per run in `Documents/recordings/`, then a file named `done`.
///
/// App packages cannot hold UI test targets, so the lab drives itself, through the calls a tap
/// ends in: the screen is pushed, the input becomes first responder (a text view's caret placed
/// 60% down the window, as `kbsim`'s matrix taps it), text is inserted (digits into the code
/// box), the device is turned to landscape and back (the form, once more under each strategy),
/// editing ends. The keyboard's notifications and motion are the device's own.
@MainActor
enum LabAutopilot {
  /// Whether the app was launched to drive itself.
  static var isRequested: Bool { ProcessInfo.processInfo.arguments.contains("-labAutopilot") }

  /// The screens driven, each made fresh for every strategy.
  private static let screens: [(name: String, make: @MainActor () -> LabScreenController)] = [
    ("form-turned", { FormScreen() }),
    ("form", { FormScreen() }), ("nested", { NestedFormScreen() }),
    ("chat", { ChatScreen(accessoryHeight: nil) }),
    ("chat-accessory", { ChatScreen(accessoryHeight: 44) }), ("plain", { LoginScreen() }),
    ("notes", { NotesScreen() }), ("textView", { LongTextViewScreen() }),
    ("table", { TableFormScreen() }), ("code", { OneTimeCodeScreen() }),
  ]

  /// Runs every screen under every strategy on `navigation`, writing the recordings.
  static func run(on navigation: UINavigationController) async {
    guard
      let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
    else { return }
    let folder = documents.appendingPathComponent("recordings", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var log: [String] = []
    for strategy in LabStrategy.allCases {
      LabStrategy.current = strategy
      for (name, make) in screens {
        let screen = make()
        navigation.pushViewController(screen, animated: false)
        await pause(0.8)
        screen.startRecording()
        await pause(0.2)
        focus(screen.autopilotInput, in: screen)
        await pause(1.2)
        let input = screen.autopilotInput
        (input as? UIKeyInput)?.insertText(
          input is UITextField || input is UITextView ? "hello" : "123456")
        await pause(0.4)
        if name.hasSuffix("-turned"), let scene = screen.view.window?.windowScene {
          for orientations in [UIInterfaceOrientationMask.landscapeRight, .portrait] {
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: orientations))
            await pause(1.2)
          }
        }
        screen.view.window?.endEditing(true)
        await pause(1.2)
        let file = folder.appendingPathComponent("\(strategy.rawValue)-\(name).json")
        if let recording = screen.stopRecording() {
          do {
            try recording.fileContents().write(to: file)
            log.append("\(file.lastPathComponent): \(recording.recording.frames.count) frames")
          } catch {
            log.append("\(file.lastPathComponent): not written: \(error)")
          }
        }
        navigation.popViewController(animated: false)
        await pause(0.3)
      }
    }
    LabStrategy.current = .automatic
    try? Data(log.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("done"))
  }

  /// Makes `input` first responder; a text view's caret goes 60% down the window, as a tap.
  private static func focus(_ input: UIView?, in screen: UIViewController) {
    guard let input else { return }
    _ = input.becomeFirstResponder()
    if let textView = input as? UITextView, let window = textView.window {
      let point = textView.convert(CGPoint(x: 24, y: window.bounds.height * 0.6), from: window)
      if let position = textView.closestPosition(to: point) {
        textView.selectedTextRange = textView.textRange(from: position, to: position)
      }
    }
  }

  private static func pause(_ seconds: Double) async {
    try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
  }
}
