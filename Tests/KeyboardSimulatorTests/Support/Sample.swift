import Foundation
import Testing

import KeyboardCore
import KeyboardSimulator

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Hand-built results: a 390×844 screen, a 336-point keyboard sliding in, one text field.
enum Sample {
  /// A screen with a window, a scroll view, a container, a bar and the field.
  static func snapshot(
    fieldBottom: Double, keyboardTop: Double?, isFocused: Bool = true, label: String = "settled",
    time: Double = 1
  ) -> ScreenSnapshot {
    let field = CGRect(x: 16, y: fieldBottom - 44, width: 358, height: 44)
    let boxes = [
      ScreenSnapshot.Box(kind: "window", frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
      ScreenSnapshot.Box(kind: "scrollView", frame: CGRect(x: 0, y: 91, width: 390, height: 753)),
      ScreenSnapshot.Box(kind: "bar", frame: CGRect(x: 0, y: 47, width: 390, height: 44)),
      ScreenSnapshot.Box(kind: "container", frame: CGRect(x: 8, y: 120, width: 374, height: 200)),
      ScreenSnapshot.Box(kind: "field", frame: field, isFocused: isFocused),
    ]
    let keyboard = keyboardTop.map { CGRect(x: 0, y: $0, width: 390, height: 844 - $0) }
    return ScreenSnapshot(
      label: label, time: time, screenSize: CGSize(width: 390, height: 844), boxes: boxes,
      keyboardFrame: keyboard)
  }

  /// A run at 120 frames per second: the keyboard slides in over 0.25 s; `library` lifts the
  /// field from 644 to 498 with it, anything else leaves it under the keyboard.
  static func result(scenario: String, strategy: String, frameCount: Int = 180) -> ScenarioResult {
    let lifts = strategy == "library"
    var frames: [FrameRecord] = []
    for index in 0..<frameCount {
      let time = Double(index) / 120
      let progress = min(max((time - 0.25) / 0.25, 0), 1)
      let keyboardTop = 844 - 336 * progress
      let fieldBottom = lifts ? 644 - 146 * progress : 644
      let field = CGRect(x: 16, y: fieldBottom - 44, width: 358, height: 44)
      let occlusion = max(0, fieldBottom - max(keyboardTop, fieldBottom - 44))
      frames.append(
        FrameRecord(
          time: time,
          keyboardFrame: progress > 0 ? CGRect(x: 0, y: keyboardTop, width: 390, height: 336) : nil,
          keyboardMode: progress > 0 ? .docked : .hidden,
          keyboardMoving: progress > 0 && progress < 1,
          focusedRect: field, occlusion: occlusion))
    }
    let settledField = lifts ? 498.0 : 644
    let snapshots = [
      snapshot(fieldBottom: 644, keyboardTop: nil, label: "before", time: 0),
      snapshot(
        fieldBottom: lifts ? 571 : 644, keyboardTop: 676, label: "mid-animation", time: 0.375),
      snapshot(fieldBottom: settledField, keyboardTop: 508, label: "settled", time: 1),
    ]
    let metrics = ScenarioMetrics(
      sampledFrames: frameCount, occludedFrames: lifts ? 0 : 120, worstOcclusion: lifts ? 0 : 44,
      settledMargin: lifts ? 10 : -136, restoreExact: true, jumps: 0)
    return ScenarioResult(
      scenario: scenario, strategy: strategy, device: "iPhone 15", keyboard: "standard",
      layout: "scrollForm", frames: frames, snapshots: snapshots, metrics: metrics,
      expectations: [.init(step: 1, summary: "field visible", passed: lifts)])
  }
}
