import ArcadeKit
import Testing

@testable import HolesGame

/// What Holes says in plain mode (`Holes.spokenFacts`): a new table and where the flag and the
/// nearest hole are, a ball lost, a flag reached, and the game's end, which no result panel
/// says.
@Suite struct HolesSpokenFactsTests {
  /// Steps until the score or the balls change, at most `limit` updates.
  static func stepUntilEvent(_ game: inout Holes, limit: Int = 2000) {
    let (score, balls) = (game.score, game.ballsLeft)
    for _ in 0..<limit where game.score == score && game.ballsLeft == balls { _ = game.step() }
  }

  /// A new game: every fact in order.
  @Test func aNewGameSaysTheTableAndWhereTheFlagAndTheHoleAre() {
    let game = Holes(levels: [TestTables.trap], startIndex: 0, seed: 3)
    #expect(
      game.spokenFacts == [
        SpokenFact("end", ""),
        SpokenFact("table", "table 1 of 1 Trap"),
        SpokenFact("score", "score 0"),
        SpokenFact("balls", "3 balls left"),
        SpokenFact("hold", "ball rolls in 3", announced: false),
        SpokenFact("tilt", "table level", announced: false),
        // From (240, 310) to the flag drawn at (15, 15): 371 units, about 12 balls of 30.
        SpokenFact("flag", "flag 12 ball widths away, up and left", announced: false),
        // The hole of radius 100 at (240, 160): 35 units between the ball's edge and its rim.
        SpokenFact("hole", "nearest hole 1 ball width away, up", announced: false),
        SpokenFact("next table", "", announced: false),
      ])
  }

  /// A ball lost (the count begins again), then the game's end after the third.
  @Test func aLostBallThenTheGamesEndAreSaid() {
    var game = Holes(levels: [TestTables.trap], startIndex: 0, seed: 3)
    for _ in 0..<3 { game.perform(.tiltUp) }
    #expect(game.spokenFacts.fact(about: "tilt")?.text == "tilted 3 up")
    Self.stepUntilEvent(&game)
    #expect(game.spokenFacts.fact(about: "balls")?.text == "2 balls left")
    #expect(game.spokenFacts.fact(about: "hold")?.text == "ball rolls in 3")
    #expect(game.spokenFacts.fact(about: "end")?.text == "")
    for _ in 0..<2 {
      for _ in 0..<3 { game.perform(.tiltUp) }
      Self.stepUntilEvent(&game)
    }
    #expect(game.phase == .gameOver)
    #expect(game.spokenFacts.fact(about: "end")?.text == "game over, final score 0, reached table 1 of 1 Trap")
    #expect(game.spokenFacts.fact(about: "balls")?.text == "0 balls left")
    #expect(game.spokenFacts.fact(about: "hold")?.text == "")
  }

  /// A flag raises the score and brings the next table a flag nearer.
  @Test func aFlagIsSaidAsTheScoreAndTheFlagsToTheNextTable() {
    var game = Holes(levels: [TestTables.shortRun, TestTables.trap], startIndex: 0, seed: 3)
    #expect(game.spokenFacts.fact(about: "next table")?.text == "next table in 3 flags")
    game.perform(.tiltLeft)
    Self.stepUntilEvent(&game)
    #expect(game.spokenFacts.fact(about: "score")?.text == "score 1")
    #expect(game.spokenFacts.fact(about: "balls")?.text == "3 balls left")
    #expect(game.spokenFacts.fact(about: "next table")?.text == "next table in 2 flags")
  }
}
