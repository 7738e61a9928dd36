import ArcadeKit
import GameKit
import Physics
import Testing

@testable import PaddlesGame

/// What Paddles says in plain mode (`Paddles.spokenFacts`): "Ready?", each point, where the
/// puck is against the listener's paddle, and the winner, which no result panel says.
@Suite struct PaddlesSpokenFactsTests {
  /// A game against the computer on an open arena, first to 3.
  static func game(players: Int = 1) -> Paddles {
    Paddles(
      levels: [PaddlesArena(name: "open")], startIndex: 0, seed: 1, rulesVersion: Paddles.rulesVersion,
      options: PaddlesSettings(players: players))
  }

  /// Puts the puck just past player 1's end, heading out, so the next step scores for player 2.
  static func missByPlayerOne(_ game: inout Paddles) {
    game.match.puck.center = Vector2(x: -1, y: SidewaysArena.height / 2)
    game.match.puck.direction = Vector2(x: -1, y: 0)
    game.match.serveDelay = 0
    _ = game.step()
  }

  /// A new game against the computer: every fact in order.
  @Test func aNewGameSaysTheArenaThePointsAndWhatStartsIt() {
    #expect(
      Self.game().spokenFacts == [
        SpokenFact("arena", "arena open"),
        SpokenFact("points", "you 0, computer 0"),
        SpokenFact("play", "ready, first to 3 wins, serve to start"),
        SpokenFact("puck", "", announced: false),
      ])
  }

  /// A point for the computer, then the puck above and below the player's paddle.
  @Test func aPointIsSaidAndThePuckIsPlacedAgainstYourPaddle() {
    var game = Self.game()
    game.perform(.serve)
    #expect(game.spokenFacts.fact(about: "play")?.text == "")
    #expect(game.spokenFacts.fact(about: "puck")?.text.hasPrefix("serve ") == true)
    Self.missByPlayerOne(&game)
    #expect(game.spokenFacts.fact(about: "points")?.text == "you 0, computer 1")
    let paddle = game.match.paddleRect(.one)
    game.match.serveDelay = 0
    game.match.puck.center = Vector2(x: 200, y: paddle.minY - 20)
    game.match.puck.direction = Vector2(x: -1, y: 0)
    #expect(game.spokenFacts.fact(about: "puck")?.text == "puck coming to you, above your paddle")
    game.match.puck.center = Vector2(x: 200, y: paddle.maxY + 20)
    game.match.puck.direction = Vector2(x: 1, y: 0)
    #expect(game.spokenFacts.fact(about: "puck")?.text == "puck going away, below your paddle")
  }

  /// The winner against the computer and on one keyboard, and the serve a point leaves waiting.
  @Test func theWinnerIsSaidWithThePoints() {
    var game = Self.game()
    game.perform(.serve)
    for _ in 0..<3 { Self.missByPlayerOne(&game) }
    #expect(game.phase == .over)
    #expect(game.spokenFacts.fact(about: "play")?.text == "the computer wins 3 to 0, serve for a new game")
    #expect(game.spokenFacts.fact(about: "puck")?.text == "")

    var two = Self.game(players: 2)
    two.perform(.serve)
    Self.missByPlayerOne(&two)
    // Rules 4: the puck waits for the player who scored to serve it.
    #expect(two.spokenFacts.fact(about: "play")?.text == "player 2 serves, or it goes in 3 seconds")
    for _ in 0..<2 { Self.missByPlayerOne(&two) }
    #expect(two.spokenFacts.fact(about: "points")?.text == "player 1 has 0, player 2 has 3")
    #expect(two.spokenFacts.fact(about: "play")?.text == "player 2 wins 3 to 0, serve for a new game")
  }
}
