import Testing

@testable import KeyboardSimulator

/// Screens that come and go with the library attached leave nothing alive.
///
/// Memory growth is measured by `kbsim leaks` in a process of its own (CI runs it): inside a
/// parallel test run, other tests' allocations would move resident memory.
@MainActor
@Suite("Attach/detach cycles")
struct LeakCycleTests {
  @Test("10,000 attach/detach cycles on screens that come and go leave nothing alive")
  func attachDetachCycles() {
    let report = AttachDetachCycles().run(cycles: 10_000)
    #expect(report.cycles == 10_000)
    #expect(report.objectsChecked == 60_000)
    #expect(report.stillAlive == 0, "objects still alive after release")
  }

  #if os(Linux)
    @Test("Memory is read after the warm-up and at the end, and only for runs that long")
    func memoryReadings() {
      let short = AttachDetachCycles().run(cycles: 10)
      #expect(short.residentGrowth == nil)
      var cycles = AttachDetachCycles()
      cycles.warmUpCycles = 5
      let long = cycles.run(cycles: 10)
      #expect(long.residentAfterWarmUp != nil)
      #expect(long.residentGrowth != nil)
    }
  #endif
}
