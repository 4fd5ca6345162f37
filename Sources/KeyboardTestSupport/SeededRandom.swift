import Foundation

/// A SplitMix64 generator: the same seed gives the same stream on every platform, so a fuzz
/// failure can be replayed from its seed.
package struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Starts the stream at `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
