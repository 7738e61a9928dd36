import Levels
import TestSupport
import Testing

@testable import PortalsGame

@Suite("Generated Portals levels")
struct PortalsLevelGeneratedTests {
  @Test func tenThousandSeedsMakeLevelsThatReadBackEqualTheSameEachTime() {
    var counts = Set<Int>()
    let sweep = GeneratedLevelChecks.sweep(PortalsLevel.self, seeds: GeneratedLevelChecks.seeds(10_000)) { level in
      counts.insert(level.portals.count)
      // A good player can keep up: the power lost between two planets, together, is bounded.
      let load = level.spawn * Double(level.portals.count) * level.drain
      guard load <= Double(PortalsLevel.generatedMostLoad) + 1e-9 else { return "load \(load)" }
      guard level.power >= 70 else { return "power \(level.power)" }
      return nil
    }
    #expect(sweep.problems.isEmpty, "\(sweep.problems.joined(separator: "\n"))")
    #expect(counts == [2, 3, 4])
    #expect(sweep.distinctLevels == 10_000)
  }

  @Test func seed2026IsPinned() {
    #expect(
      PortalsLevel.generated(seed: 2026, name: "Daily").canonicalText == """
        game: portals
        name: Daily
        red: 44 169
        cyan: 17 89
        yellow: 257 24
        drain: 4.8
        spawn: 1
        power: 70

        """)
  }
}
