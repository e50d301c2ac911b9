import JSONFragment

// The benchmark seeds every run, and every child process of a run, the same way and so generates
// byte-identical input; Foundation's randomness is never used.
extension SplitMix64 {
  /// A uniformly chosen integer in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// A uniformly chosen double in `0 ..< 1`, with all 53 bits of precision.
  mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// `true` with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// One element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[int(in: 0...elements.count - 1)]
  }
}
