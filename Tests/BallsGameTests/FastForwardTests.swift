import ArcadeKit
import BallsGame
import Physics
import Replays
import TestSupport
import Testing

/// Fast-forward after the shot: F steps the same simulation four times per step, so the chain
/// plays faster and ends exactly as it would have; replays keep the key and play it again.
@Suite struct FastForwardTests {
  /// Level 1 of 300 balls (target 1: a spark at the centre cannot miss them all) with seed 3,
  /// fired at the centre; with `fast`, F pressed just after the shot. Returns the game once
  /// the level is over and the steps it took.
  static func chain(fast: Bool) -> (game: SceneDriver<BallsScene>, steps: Int) {
    var game = SceneDriver(BallsScene(levels: TestLevels.list([(300, 1), (30, 30)]), seed: 3))
    game.startLevelAndWatch()
    game.press(.character(" "))
    if fast { game.press(.character("f")) }
    var steps = 0
    while game.scene.game.phase == .playing && steps < 5000 {
      game.step()
      steps += 1
    }
    return (game, steps)
  }

  @Test func fKeyPlaysTheChainFourTimesFasterToTheSameEnd() {
    let normal = Self.chain(fast: false)
    let fast = Self.chain(fast: true)
    #expect(normal.steps > 20)
    #expect(fast.steps == (normal.steps + 3) / 4, "four updates a step; the last step stops at the end")
    #expect(fast.game.scene.game.lastResult == normal.game.scene.game.lastResult)
    #expect(fast.game.scene.game.run == normal.game.scene.game.run)
  }

  @Test func fastForwardMidChainShowsTheSameWorldAsFourTimesTheSteps() throws {
    var normal = SceneDriver(BallsScene(levels: TestLevels.list([(300, 1)]), seed: 3))
    normal.startLevelAndWatch()
    normal.press(.character(" "))
    var fast = normal
    normal.step(4)
    fast.step(4)
    fast.press(.character("f"))
    normal.step(12)
    fast.step(3)
    let a = try #require(normal.scene.game.world)
    let b = try #require(fast.scene.game.world)
    #expect(a.updates == b.updates)
    #expect(a.balls == b.balls)
    #expect(a.explosions == b.explosions)
  }

  @Test func fBeforeTheShotChangesNothing() {
    var game = SceneDriver(BallsScene(levels: TestLevels.list([(30, 1)]), seed: 3))
    game.press(.enter, .character("f"))
    game.step(3)
    #expect(game.scene.game.world?.updates == 3)
    #expect(game.scene.game.world?.hasFired == false)
  }

  @Test func aReplayWithFastForwardPlaysToTheSameScore() throws {
    var (game, _) = Self.chain(fast: true)
    #expect(game.scene.game.run.score > 0)
    game.press(.escape)
    let submission = try #require(RunEndTests.submissions(game.commands).last)
    let replay = try #require(submission.replay)
    #expect(replay.events.contains { $0.event == .key(.character("f")) })
    var player = ReplayPlayer(
      replay: try ReplayText.decode(text: ReplayText.encode(replay), source: "fast"),
      scene: try BallsScene(replaying: replay.header))
    #expect(player.playToEnd() == .finished)
    #expect(player.finalScore == submission.score)
    #expect(player.step == replay.steps)
  }
}
