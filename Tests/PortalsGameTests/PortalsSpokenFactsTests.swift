import ArcadeKit
import Testing

@testable import PortalsGame

/// What Portals says in plain mode (`Portals.spokenFacts`): a level's start, a portal running
/// low, a delivery and a chain, and the portal that ran dry.
@Suite struct PortalsSpokenFactsTests {
  /// A new level: what saves it, the status line's readings, each portal's power and the pick.
  @Test func aNewLevelSaysWhatSavesItAndEachPortalsPower() {
    let game = Portals(levels: [PortalsRulesTests.twoPortals], startIndex: 0, seed: 1)
    #expect(game.spokenFacts.fact(about: "level")?.text == "level 1 Two")
    #expect(game.spokenFacts.fact(about: "score")?.text == "score 0")
    #expect(game.spokenFacts.fact(about: "galaxy")?.text == "deliver 30 planets to save the galaxy, fling to start")
    #expect(game.spokenFacts.fact(about: "warning")?.text == "")
    #expect(game.spokenFacts.fact(about: "pace")?.text == "pace 1.0 times")
    #expect(game.spokenFacts.fact(about: "left")?.text == "30 planets to deliver")
    #expect(game.spokenFacts.fact(about: "time")?.text == "time 0 seconds")
    #expect(game.spokenFacts.fact(about: "power")?.text == "power red 100, cyan 100")
    // The first planet is picked and aimed at its own portal.
    #expect(game.spokenFacts.fact(about: "picked")?.text.hasSuffix(" planet, aimed at its portal") == true)
  }

  /// A portal under a quarter full (as its label reads) is announced, and no more once it is not.
  @Test func aPortalRunningLowIsAnnouncedUntilItIsRefilled() {
    var game = PortalsRulesTests.game(planets: [])
    game.setPower(20, of: 0)
    #expect(game.spokenFacts.fact(about: "warning")?.text == "red portal low")
    #expect(game.spokenFacts.fact(about: "warning")?.announced == true)
    game.setPower(24, of: 1)
    #expect(game.spokenFacts.fact(about: "warning")?.text == "red and cyan portals low")
    #expect(game.spokenFacts.fact(about: "power")?.text == "power red 20, cyan 24")
    // As its label shows it, rounded up: 24.5 reads 25, which is not low.
    game.setPower(24.5, of: 0)
    #expect(game.spokenFacts.fact(about: "warning")?.text == "cyan portal low")
    game.setPower(60, of: 1)
    #expect(game.spokenFacts.fact(about: "warning")?.text == "")
  }

  /// Two deliveries in a step chain; a portal run dry explodes the galaxy, said until the end.
  @Test func deliveriesAChainAndTheDryPortalAreSaid() {
    var game = PortalsRulesTests.game(planets: [
      PortalsRulesTests.planet(1, .red, 20, 100), PortalsRulesTests.planet(2, .cyan, 300, 100),
    ])
    _ = game.step()
    // Two in one step: the second chains and scores one more.
    #expect(game.spokenFacts.fact(about: "score")?.text == "score 3")
    #expect(game.spokenFacts.fact(about: "chain")?.text == "chain, plus 1")
    #expect(game.spokenFacts.fact(about: "left")?.text == "28 planets to deliver")
    game.setPower(0.01, of: 1)
    _ = game.step()
    #expect(game.spokenFacts.fact(about: "galaxy")?.text == "the cyan portal ran dry, the galaxy exploded")
    #expect(game.spokenFacts.fact(about: "warning")?.text == "")
    while game.phase != .over { _ = game.step() }
    #expect(game.spokenFacts.fact(about: "galaxy")?.text == "the cyan portal ran dry, the galaxy exploded")
  }
}
