import Levels
import TestSupport
import Testing

@testable import BallsGame

@Suite("Generated Balls levels")
struct BallsLevelGeneratedTests {
  @Test func tenThousandSeedsMakeLevelsThatReadBackEqualTheSameEachTime() {
    let sweep = GeneratedLevelChecks.sweep(BallsLevel.self, seeds: GeneratedLevelChecks.seeds(10_000)) { level in
      guard BallsLevel.generatedBalls.contains(level.balls) else { return "\(level.balls) balls" }
      guard level.target >= 1,
        level.target * 100 <= level.balls * BallsLevel.generatedMostPercent(balls: level.balls) + 50,
        level.target * 4 + 2 >= level.balls
      else { return "target \(level.target) of \(level.balls)" }
      return nil
    }
    #expect(sweep.problems.isEmpty, "\(sweep.problems.joined(separator: "\n"))")
    // Every pair of count and target the rules allow turns up.
    #expect(sweep.distinctLevels >= 250)
  }

  @Test func theTargetsShareGrowsWithTheCrowd() {
    #expect(BallsLevel.generatedMostPercent(balls: 4) == 50)
    #expect(BallsLevel.generatedMostPercent(balls: 30) == 100)
  }

  @Test func seed2026IsPinned() {
    #expect(
      BallsLevel.generated(seed: 2026, name: "Daily").canonicalText == """
        game: balls
        name: Daily
        balls: 23
        target: 17

        """)
  }
}
