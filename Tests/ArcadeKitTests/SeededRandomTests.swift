import ArcadeKit
import Testing

@Suite struct SeededRandomTests {
  @Test func seedZeroGivesTheKnownSplitMix64Sequence() {
    var random = SeededRandom(seed: 0)
    let first = (0..<5).map { _ in random.next() }
    #expect(
      first == [
        0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
        0xF88B_B8A8_724C_81EC, 0x1B39_896A_51A8_749B,
      ])
  }

  @Test func fixedSeedGivesAFixedSequenceOfRangedValues() {
    var random = SeededRandom(seed: 2024)
    let dice = (0..<10).map { _ in random.int(in: 1...6) }
    var again = SeededRandom(seed: 2024)
    #expect(dice == (0..<10).map { _ in again.int(in: 1...6) })
    #expect(dice == SeededRandomTests.diceForSeed2024)
  }

  /// Checked against an independent SplitMix64 with the same rejection rule; a change here means
  /// saved seeds replay differently (a breaking change).
  static let diceForSeed2024 = [2, 3, 4, 2, 3, 2, 6, 3, 5, 2]

  @Test func sameSeedAgreesAndDifferentSeedsDiffer() {
    var a = SeededRandom(seed: 42)
    var b = SeededRandom(seed: 42)
    var c = SeededRandom(seed: 43)
    let fromA = (0..<100).map { _ in a.next() }
    #expect(fromA == (0..<100).map { _ in b.next() })
    #expect(fromA != (0..<100).map { _ in c.next() })
  }

  @Test func intInClosedRangeStaysInsideAndHitsBothEnds() {
    var random = SeededRandom(seed: 7)
    var seen = Set<Int>()
    for _ in 0..<2000 {
      let value = random.int(in: -3...4)
      #expect((-3...4).contains(value))
      seen.insert(value)
    }
    #expect(seen == Set(-3...4))
  }

  @Test func intInHalfOpenRangeExcludesTheUpperBound() {
    var random = SeededRandom(seed: 8)
    var seen = Set<Int>()
    for _ in 0..<1000 { seen.insert(random.int(in: 0..<3)) }
    #expect(seen == [0, 1, 2])
    #expect(random.int(in: 5..<5) == 5)
    #expect(random.int(in: 9...9) == 9)
  }

  @Test func intOverTheWholeIntRangeDoesNotTrap() {
    var random = SeededRandom(seed: 9)
    var seen = Set<Int>()
    for _ in 0..<16 { seen.insert(random.int(in: Int.min...Int.max)) }
    #expect(seen.count > 1)
    let wide = random.int(in: Int.min...0)
    #expect(wide <= 0)
  }

  @Test func unitIsInTheHalfOpenUnitInterval() {
    var random = SeededRandom(seed: 10)
    var below = 0
    for _ in 0..<10_000 {
      let value = random.unit()
      #expect(value >= 0 && value < 1)
      if value < 0.5 { below += 1 }
    }
    // Loose check that the values spread over the interval rather than sticking at one end.
    #expect((4000...6000).contains(below))
  }

  @Test func unitUsesTheTop53BitsOfTheNextValue() {
    var random = SeededRandom(seed: 0)
    #expect(random.unit() == Double(UInt64(0xE220_A839_7B1D_CDAF) >> 11) * 0x1.0p-53)
  }

  @Test func doubleInRangeStaysInside() {
    var random = SeededRandom(seed: 11)
    for _ in 0..<1000 {
      let value = random.double(in: -2.5..<4)
      #expect(value >= -2.5 && value < 4)
    }
  }
}
