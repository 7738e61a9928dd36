import Levels
import TestSupport
import Testing

@testable import PaddlesGame

@Suite("Generated Paddles arenas")
struct PaddlesArenaGeneratedTests {
  /// 7,000 seeds, not 10,000: the reachability check keeps a debug run under ten seconds.
  @Test func seedsMakeArenasThatReadBackEqualTheSameEachTime() {
    var open = 0
    let sweep = GeneratedLevelChecks.sweep(PaddlesArena.self, seeds: GeneratedLevelChecks.seeds(7_000)) { arena in
      if arena.obstacles.isEmpty { open += 1 }
      guard (1.5...3).contains(arena.puckSpeed) else { return "puck speed \(arena.puckSpeed)" }
      guard arena.obstacles.count <= 6 else { return "\(arena.obstacles.count) obstacles" }
      // Both players face the same field: every obstacle has its twin turned half a turn.
      for obstacle in arena.obstacles {
        let twin = PaddlesArena.Obstacle(
          x: PaddlesArena.worldWidth - obstacle.x - obstacle.width,
          y: PaddlesArena.worldHeight - obstacle.y - obstacle.height, width: obstacle.width, height: obstacle.height)
        guard arena.obstacles.contains(twin) else { return "an obstacle without its twin" }
      }
      return nil
    }
    #expect(sweep.problems.isEmpty, "\(sweep.problems.joined(separator: "\n"))")
    #expect((1_500...3_500).contains(open), "about a third of the arenas are open: \(open)")
    // Open arenas differ only in their numbers, so a few repeat.
    #expect(sweep.distinctLevels >= 5_000)
  }

  @Test func seed2026IsPinned() {
    #expect(
      PaddlesArena.generated(seed: 2026, name: "Daily").canonicalText == """
        game: paddles
        name: Daily
        win-score: 7
        puck-size: 14
        paddle-width: 80
        puck-speed: 1.7

        """)
  }
}
