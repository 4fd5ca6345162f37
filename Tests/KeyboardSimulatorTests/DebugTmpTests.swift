import Foundation
import Testing
@testable import HeadlessUIKit
@testable import KeyboardAvoidance
@testable import KeyboardSimulator

@MainActor
@Test func debugTmp() throws {
  guard let path = ProcessInfo.processInfo.environment["KBDEBUG"] else { return }
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  let scenario = try ScenarioLoader.decode(data, file: path)
  KeyboardAvoidanceLog.isEnabled = true
  KeyboardAvoidanceLog.sink = { print("LOG", $0) }
  let sim = Simulation(scenario: scenario, strategy: StrategyKind(rawValue: scenario.strategy) ?? .libraryAutomatic)
  sim.afterEachStep = { (i: Int) in
    print("STEP", i, scenario.steps[i], "kb", sim.keyboardNow, "mode", sim.keyboardMode)
    print("   focused", sim.frames.last?.focusedRect as Any, "occ", sim.frames.last?.occlusion as Any, "root", sim.screen.windowView.frame, "sel", sim.screen.sheet?.selectedDetentIdentifier as Any)
  }
  if ProcessInfo.processInfo.environment["KBFRAMES"] != nil {
    sim.afterEachFrame = { (f: FrameRecord) in
      print(String(format: "F t=%.3f", f.time), "fy", f.focusedRect?.minY as Any, "root", sim.screen.windowView._presentationFrame.minY, "soff", sim.screen.scrollView?._presentationContentOffset.y as Any, sim.screen.windowView.frame.minY, "off", sim.screen.scrollView?.contentOffset.y as Any, "inset", sim.screen.scrollView?.contentInset.bottom as Any, "kb", f.keyboardFrame?.minY as Any, "run", sim.screen.scrollView?.runningScroll.map { "\($0.to.y)" } ?? "-")
    }
  }
  let result = sim.run()
  print(result.metrics)
  KeyboardAvoidanceLog.sink = nil
}
