/// A deterministic random number generator (SplitMix64): the same seed gives the same
/// sequence in every process, so the benchmark's parent and its child build the same registry.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// Starts the sequence at `seed`.
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in `range`, from this sequence alone (not the standard library's
  /// `random(in:)`, whose algorithm may change between Swift releases).
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }

  /// True with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < probability
  }

  /// One element of `items`, which must not be empty.
  mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
