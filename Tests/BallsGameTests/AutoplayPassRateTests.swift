import ArcadeKit
import BallsGame
import Physics
import Testing

/// GAMES.md: explosions grow to radius 61, which makes the original's levels winnable; the
/// honest AI passes the first levels in most seeds (`scripts/bench` prints the full figures).
@Suite struct AutoplayPassRateTests {
  /// Levels passed by the AI out of `seeds` fresh layouts of `balls` balls.
  static func passes(balls: Int, target: Int, seeds: UInt64) -> Int {
    (UInt64(0)..<seeds).filter { seed in
      var random = SeededRandom(seed: seed)
      let world = BallsWorld(
        balls: BallsWorld.randomBalls(count: balls, in: BallsWorld.standardField, random: &random))
      return BallsPilot.autoplayRemoved(world) >= target
    }.count
  }

  @Test func explosionsTurnAtRadiusSixtyOneByDefault() {
    #expect(BallsWorld(balls: []).maxExplosionRadius == 61)
    var explosion = Explosion(center: .zero, radius: 1, color: .red)
    var largest = 0.0
    while !explosion.isSpent {
      explosion.advance(maxRadius: 61)
      largest = max(largest, explosion.radius)
    }
    #expect(largest == 61)
  }

  @Test(arguments: [(4, 1, 12), (4, 2, 12), (8, 4, 12), (30, 17, 3)])
  func autoplayPassesTheEarlyLevelsInMostSeeds(balls: Int, target: Int, seeds: Int) {
    let passed = Self.passes(balls: balls, target: target, seeds: UInt64(seeds))
    #expect(passed * 3 >= seeds * 2, "\(passed) of \(seeds) for \(balls)/\(target)")
  }
}
