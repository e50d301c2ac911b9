/// A small seeded random generator (SplitMix64): the same seed always gives the same numbers, so
/// the pairwise strategy always picks the same cases (and benchmarks and tests can generate the
/// same input every run).
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator that starts from `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
