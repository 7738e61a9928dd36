import ArcadeKit
import BallsGame
import Physics
import TestSupport
import Testing

/// The honest AI: it plays from what is on screen and its expectations come true.
@Suite struct BallsPilotTests {
  /// Runs an autoplaying scene until its first level ends; returns the result and the plan.
  func autoplayFirstLevel(_ levels: [(balls: Int, target: Int)], seed: UInt64)
    -> (result: LevelResult?, expected: Int?)
  {
    var game = SceneDriver(BallsScene(levels: TestLevels.list(levels), seed: seed, autoplay: true))
    var expected: Int?
    for _ in 0..<6000 where game.scene.game.lastResult == nil {
      if expected == nil, let world = game.scene.game.world, world.updates == 8, !world.hasFired {
        expected =
          BallsPilot.plan(for: world, cursor: game.scene.game.crossHair.position)?
          .expectedRemoved
      }
      game.step()
    }
    return (game.scene.game.lastResult, expected)
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func aiBeatsLevelOne(seed: UInt64) {
    let outcome = autoplayFirstLevel([(4, 1)], seed: seed)
    #expect(outcome.result?.passed == true)
  }

  @Test(arguments: [7, 8, 9] as [UInt64])
  func aiChainIsExactlyWhatItExpected(seed: UInt64) {
    let outcome = autoplayFirstLevel([(15, 7)], seed: seed)
    #expect(outcome.expected != nil)
    #expect(outcome.result?.removed == outcome.expected)
  }

  @Test func planPicksTheSpotWithTheLongerChain() throws {
    // A lone ball on the left, a tight cluster of three on the right.
    let balls = [
      Ball(position: Vector2(x: 60, y: 160), color: .red),
      Ball(position: Vector2(x: 400, y: 160), color: .green),
      Ball(position: Vector2(x: 410, y: 165), color: .blue),
      Ball(position: Vector2(x: 405, y: 175), color: .cyan),
    ]
    let world = BallsWorld(balls: balls)
    let plan = try #require(BallsPilot.plan(for: world, cursor: Vector2(x: 240, y: 160)))
    #expect(plan.expectedRemoved == 3)
    #expect(plan.point.x > 300)
    #expect(BallsPilot.chainLength(of: world, firingAt: Vector2(x: 60, y: 160)) == 1)
  }

  @Test func planIsNilOnceFired() {
    var world = BallsWorld(balls: [Ball(position: Vector2(x: 10, y: 10), color: .red)])
    world.detonate(at: .zero)
    #expect(BallsPilot.plan(for: world, cursor: .zero) == nil)
  }

  @Test func crowdedFieldGetsAPlanWithoutSimulatingEveryCandidate() throws {
    var random = SeededRandom(seed: 4)
    let field = BallsWorld.standardField
    let world = BallsWorld(balls: BallsWorld.randomBalls(count: 2000, in: field, random: &random))
    let plan = try #require(BallsPilot.plan(for: world, cursor: field.center))
    #expect(plan.expectedRemoved > 10)
  }
}
