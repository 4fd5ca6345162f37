import Foundation
import HeadlessUIKit
import Testing

@Suite("Work scheduled after a delay on the stand-in clock")
@MainActor
struct DelayedWorkTests {
  @MainActor
  final class Log {
    var entries: [String] = []
  }

  @Test("delayed work runs once, at its own time, between frames, not at the next frame")
  func firesAtItsTime() {
    HeadlessEnvironment.reset()
    let clock = HeadlessEnvironment.clock
    let log = Log()
    clock.perform(after: 0.01) { log.entries.append("fired at \(clock.now)") }

    clock.advance(by: 1.0 / 120)
    #expect(log.entries.isEmpty, "8.3 ms is before the 10 ms")
    clock.advance(by: 1.0 / 120)
    #expect(log.entries == ["fired at 0.01"])
    #expect(clock.now == 2.0 / 120)
    clock.advance(by: 1)
    #expect(log.entries.count == 1)
  }

  @Test(
    "frame work started from another's frame work runs from the next tick on, as a display link made in a display link's callback does"
  )
  func frameWorkStartedInsideFrameWork() {
    HeadlessEnvironment.reset()
    let clock = HeadlessEnvironment.clock
    let log = Log()
    clock.runEveryFrame { _ in
      clock.runEveryFrame { elapsed in
        log.entries.append("inner \(elapsed)")
        return log.entries.count < 2
      }
      return false
    }
    clock.advance(by: 0.01)
    #expect(log.entries.isEmpty, "the inner work starts at the next tick")
    clock.advance(by: 0.01)
    clock.advance(by: 0.01)
    clock.advance(by: 0.01)
    #expect(log.entries.count == 2, "\(log.entries)")
  }

  @Test("delayed work and animation completions run in time order")
  func orderedWithCompletions() {
    HeadlessEnvironment.reset()
    let clock = HeadlessEnvironment.clock
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let log = Log()
    clock.perform(after: 0.015) { log.entries.append("late timer") }
    UIView.animate(
      withDuration: 0.012, animations: { view.alpha = 0.5 },
      completion: { _ in log.entries.append("animation") })
    clock.perform(after: 0.01) { log.entries.append("early timer") }
    clock.perform(after: 0.01) { log.entries.append("second early timer") }

    clock.advance(by: 0.1)
    #expect(log.entries == ["early timer", "second early timer", "animation", "late timer"])
  }

  @Test("an animation started by delayed work starts at the work's time, and its writes count")
  func animationStartsThen() {
    HeadlessEnvironment.reset()
    let clock = HeadlessEnvironment.clock
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    clock.perform(after: 0.01) {
      UIView.animate(withDuration: 0.1, delay: 0, options: .curveLinear) { view.alpha = 0 }
    }
    clock.advance(by: 0.06)
    // Linear from 0.01 to 0.11: half-way at 0.06.
    #expect(isClose(view._presentationAlpha, 0.5))
    #expect(HeadlessEnvironment.work.animations == 1, "app work on a timer is counted")
  }

  @Test("a zero or negative delay runs at the next advance, as a next run-loop turn does")
  func zeroDelay() {
    HeadlessEnvironment.reset()
    let clock = HeadlessEnvironment.clock
    let log = Log()
    clock.perform(after: 0) { log.entries.append("zero") }
    clock.perform(after: -5) { log.entries.append("negative") }
    #expect(log.entries.isEmpty, "never inside the call that schedules it")
    clock.advance(by: 0)
    #expect(log.entries == ["zero", "negative"])
  }
}
