/// A seeded random generator (SplitMix64) with its own mapping to ranges.
///
/// Swift's `Int.random(in:using:)` may change its algorithm between releases; these mappings
/// are ours, so a seed gives the same game on every Swift version and platform.
public struct SeededRandom: RandomNumberGenerator, Hashable, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  // MARK: - Ranges

  /// A uniform integer in `range` (rejection sampling, so no modulo bias).
  package mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    if span == 0 { return Int(bitPattern: UInt(next())) }
    let limit = UInt64.max - UInt64.max % span
    var value = next()
    while value >= limit { value = next() }
    return range.lowerBound &+ Int(bitPattern: UInt(value % span))
  }

  /// A uniform integer in `range`; an empty range gives its lower bound.
  package mutating func int(in range: Range<Int>) -> Int {
    guard range.upperBound > range.lowerBound else { return range.lowerBound }
    return int(in: range.lowerBound...(range.upperBound - 1))
  }

  /// A uniform double in [0, 1) with 53 random bits.
  public mutating func unit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// A uniform double in [lower, upper).
  public mutating func double(in range: Range<Double>) -> Double {
    range.lowerBound + unit() * (range.upperBound - range.lowerBound)
  }

  /// True or false with equal odds.
  package mutating func bool() -> Bool { next() >> 63 == 1 }

  /// Plus or minus one with equal odds.
  public mutating func sign() -> Double { bool() ? 1 : -1 }
}
