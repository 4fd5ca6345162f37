import Foundation

/// A SplitMix64 generator: the same seed gives the same stream on every platform.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The seed for property tests: `KEYBOARD_TEST_SEED` when set, so a failure can be replayed.
  static var testSeed: UInt64 {
    ProcessInfo.processInfo.environment["KEYBOARD_TEST_SEED"].flatMap(UInt64.init) ?? 20_261_130
  }
}
