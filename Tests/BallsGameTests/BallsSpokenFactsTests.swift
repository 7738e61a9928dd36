import ArcadeKit
import Physics
import Testing

@testable import BallsGame

/// What Balls says in plain mode (`Balls.spokenFacts`): a level's start, the look before the
/// shot, a passed level, and a run's end, which the game hands over while it goes on.
@Suite struct BallsSpokenFactsTests {
  /// Two levels of one ball, one to remove.
  static let levels = TestLevels.list([(1, 1), (1, 1)])

  /// Starts the level and watches the balls until the explosion can fire.
  static func startAndWatch(_ game: inout Balls) {
    game.perform(.fire)
    for _ in 0..<Balls.lookUpdates { _ = game.step() }
  }

  /// Steps while the level runs (or a generous limit).
  static func finishLevel(_ game: inout Balls) {
    for _ in 0..<5000 where game.phase == .playing { _ = game.step() }
  }

  /// A new game: every fact in order.
  @Test func aNewGameSaysTheLevelTheScoreAndWhatStartsIt() {
    let game = Balls(levels: Self.levels, startIndex: 0, seed: 5)
    #expect(
      game.spokenFacts == [
        SpokenFact("level", "level 1 Test 1"),
        SpokenFact("score", "score 0"),
        SpokenFact("outcome", ""),
        SpokenFact("removed", ""),
        SpokenFact("stage", "remove 1 of 1 balls, fire to start"),
        SpokenFact("aim", "", announced: false),
      ])
  }

  /// The look, the shot, the chain, and the level passed with its count and stars.
  @Test func aPassedLevelIsSaidWithItsCountAndTheScoreGoesUp() throws {
    var game = Balls(levels: Self.levels, startIndex: 0, seed: 5)
    game.perform(.fire)
    #expect(game.spokenFacts.fact(about: "stage")?.text == "watch the balls")
    #expect(game.spokenFacts.fact(about: "removed")?.text == "0 removed, 1 needed")
    #expect(game.spokenFacts.fact(about: "aim")?.text.hasSuffix("in reach of the aim") == true)
    for _ in 0..<Balls.lookUpdates { _ = game.step() }
    #expect(game.spokenFacts.fact(about: "stage")?.text == "aim and fire")
    let ball = try #require(game.world?.balls.first)
    game.fire(at: ball.position)
    #expect(game.spokenFacts.fact(about: "stage")?.text == "chain reaction")
    #expect(game.spokenFacts.fact(about: "aim")?.text == "")
    Self.finishLevel(&game)
    #expect(game.spokenFacts.fact(about: "outcome")?.text == "level 1 passed, 1 removed, 1 needed, 3 stars")
    #expect(game.spokenFacts.fact(about: "score")?.text == "score 1")
    #expect(game.spokenFacts.fact(about: "level")?.text == "level 2 Test 2")
    #expect(game.spokenFacts.fact(about: "removed")?.text == "")
  }

  /// A failed level ends the run: said with its score until the player goes on and it is handed over.
  @Test func aRunsEndIsSaidUntilThePlayerGoesOn() throws {
    var game = Balls(levels: Self.levels, startIndex: 0, seed: 5)
    Self.startAndWatch(&game)
    let ball = try #require(game.world?.balls.first)
    game.fire(at: ball.position)
    Self.finishLevel(&game)
    Self.startAndWatch(&game)
    // The field's far corner from the one ball: the spark cannot reach it.
    let left = try #require(game.world?.balls.first)
    let field = BallsWorld.standardField
    game.fire(
      at: Vector2(
        x: left.position.x < field.center.x ? field.maxX - 1 : 0,
        y: left.position.y < field.center.y ? field.maxY - 1 : 0))
    Self.finishLevel(&game)
    #expect(
      game.spokenFacts.fact(about: "outcome")?.text
        == "level 2 failed, 0 removed, 1 needed, run over, score 1, 1 level passed")
    #expect(game.spokenFacts.fact(about: "stage")?.text == "fire to go on")
    #expect(game.spokenFacts.fact(about: "outcome")?.announced == true)
    game.perform(.fire)
    #expect(game.takeResultHandedOver()?.score == 1)
    #expect(game.spokenFacts.fact(about: "outcome")?.text == "")
    #expect(game.spokenFacts.fact(about: "score")?.text == "score 0")
  }
}
