import Levels
import TestSupport
import Testing

@testable import LanderGame

@Suite("Generated Lander levels")
struct LanderLevelGeneratedTests {
  @Test func tenThousandSeedsMakeLevelsThatReadBackEqualTheSameEachTime() {
    var padCounts = Set<Int>()
    let sweep = GeneratedLevelChecks.sweep(LanderLevel.self, seeds: GeneratedLevelChecks.seeds(10_000)) { level in
      padCounts.insert(level.pads.count)
      guard (1...3).contains(level.pads.count) else { return "\(level.pads.count) pads" }
      // The narrower the pad, the more it pays.
      for pad in level.pads {
        let width = Int(pad.right - pad.left)
        guard LanderLevel.generatedPadWidths[pad.multiplier - 1].contains(width) else {
          return "a pad \(width) m wide pays \(pad.multiplier)"
        }
      }
      guard level.start.y + 2 * LanderLevel.shipRadius < level.terrain.map(\.y).min() ?? 0 else {
        return "the start is not above every hill"
      }
      return nil
    }
    #expect(sweep.problems.isEmpty, "\(sweep.problems.joined(separator: "\n"))")
    #expect(padCounts == [1, 2, 3])
    #expect(sweep.distinctLevels == 10_000)
  }

  @Test func seed2026IsPinned() {
    #expect(
      LanderLevel.generated(seed: 2026, name: "Daily").canonicalText == """
        game: lander
        name: Daily
        gravity: 1.8
        fuel: 980
        start: 278 29
        velocity: -9 0
        point: 0 65
        point: 32 187
        point: 73 102
        point: 128 102
        point: 137 130
        point: 166 88
        point: 188 186
        point: 229 148
        point: 238 139
        point: 260 139
        point: 269 122
        point: 304 160
        point: 320 61
        pad: 73 128 1
        pad: 238 260 3

        """)
  }
}
