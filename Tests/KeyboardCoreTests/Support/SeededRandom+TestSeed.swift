import Foundation
import KeyboardTestSupport

extension SeededRandom {
  /// The seed for property tests: `KEYBOARD_TEST_SEED` when set, so a failure can be replayed.
  static var testSeed: UInt64 {
    ProcessInfo.processInfo.environment["KEYBOARD_TEST_SEED"].flatMap(UInt64.init) ?? 20_261_130
  }
}
