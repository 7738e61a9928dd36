import ArcadeKit
import GameKit
import Physics
import Testing

@testable import PortalsGame

/// Portals rules 2: a level's planets delivered save the galaxy and the next level comes; the
/// portals pull a planet passing near, so a fling curves; deliveries within a second chain for
/// a bonus. Rules 1 games play as they were recorded: one level, no pull, no chain.
@Suite struct PortalsLevelsEndTests {
  /// Two portals across the middle, three planets to save it, the pull `pull`.
  static func level(_ name: String, deliver: Int = 3, pull: Double = 0) -> PortalsLevel {
    PortalsLevel(
      name: name, portals: [.init(.red, x: 20, y: 100), .init(.cyan, x: 300, y: 100)], drain: 3, deliver: deliver,
      pull: pull)
  }

  /// A red planet `distance` right of the red portal's centre, flung straight at it.
  static func incoming(_ id: Int, at distance: Double) -> Planet {
    PortalsRulesTests.planet(id, .red, 20 + distance, 100, -150)
  }

  @Test func theLevelsPlanetsSaveTheGalaxyAndTheNextLevelWaits() throws {
    var game = Portals(levels: [Self.level("One"), Self.level("Two", deliver: 5)], startIndex: 0, seed: 1)
    game.setPlanets([Self.incoming(1, at: 30), Self.incoming(2, at: 150), Self.incoming(3, at: 250)])
    #expect(game.planetsLeft == 3)
    var steps = 0
    while game.phase == .playing, steps < 600 {
      _ = game.step()
      steps += 1
    }
    #expect(game.phase == .saved(stepsLeft: Portals.savedSteps))
    #expect(game.delivered == 3 && game.planetsLeft == 0)
    let power = game.power
    let saved = try #require(game.picture(ghost: nil).panel)
    #expect(saved.title == "Galaxy saved!")
    #expect(saved.lines.last == "Next: level 2, Two")
    // While it says so nothing drains, and no key or click goes to the galaxy.
    game.perform(.fling)
    for _ in 1..<Portals.savedSteps { _ = game.step() }
    #expect(game.power == power)
    _ = game.step()
    #expect(game.phase == .ready && game.levelIndex == 1)
    // Each came home more than a second after the one before: no chain.
    #expect(game.planetsLeft == 5 && game.score == 3 && game.power == [100, 100])
    #expect(game.planets.count == 1, "the new level's first planet")
    #expect(game.picture(ghost: nil).panel?.title == "Level 2: Two")
  }

  @Test func theLastLevelSavedEndsTheGameWithEveryLevel() {
    var game = Portals(levels: [Self.level("Only", deliver: 1)], startIndex: 0, seed: 1)
    game.setPlanets([Self.incoming(1, at: 40)])
    for _ in 0..<(60 + Portals.savedSteps) where game.phase != .over { _ = game.step() }
    #expect(game.phase == .over)
    #expect(game.result?.detail == "1 planet in 0:00", "one level is not 'every level'")
    var two = Portals(levels: [Self.level("A", deliver: 1), Self.level("B", deliver: 1)], startIndex: 0, seed: 1)
    two.setPlanets([Self.incoming(1, at: 40)])
    for _ in 0..<(60 + Portals.savedSteps) { _ = two.step() }
    two.perform(.fling)
    two.setPlanets([Self.incoming(2, at: 40)])
    for _ in 0..<(60 + Portals.savedSteps) where two.phase != .over { _ = two.step() }
    #expect(two.result?.detail?.hasSuffix(", every level") == true)
    #expect(two.result?.levelReached == 2)
  }

  /// The second planet home within a second of the first scores one more, the third two more;
  /// one more than a second later starts a new chain.
  @Test func deliveriesWithinASecondChainForABonus() {
    var game = Portals(levels: [Self.level("Chain", deliver: 10)], startIndex: 0, seed: 1)
    // 150 a second, 20 units apart: each arrives 8 steps after the one before.
    game.setPlanets([Self.incoming(1, at: 30), Self.incoming(2, at: 50), Self.incoming(3, at: 70)])
    for _ in 0..<60 { _ = game.step() }
    #expect(game.delivered == 3)
    #expect(game.score == 1 + 2 + 3)
    #expect(game.chain == 3)
    #expect(game.status(ghost: nil).description.contains("CHAIN +2"))
    for _ in 0..<120 { _ = game.step() }
    game.setPlanets([Self.incoming(4, at: 30)])
    for _ in 0..<30 { _ = game.step() }
    #expect(game.score == 6 + 1, "two seconds later: a chain of its own")
    #expect(game.chain == 1)
  }

  /// A planet flung past the cyan portal, level with its rim's top, curves toward it under a
  /// pull and goes straight without one.
  @Test func aPortalsPullBendsAFlingPassingNear() throws {
    func flight(pull: Double) throws -> Vector2 {
      var game = Portals(levels: [Self.level("Pull", pull: pull)], startIndex: 0, seed: 1)
      game.setPlanets([PortalsRulesTests.planet(1, .red, 200, 70, 120, 0)])
      for _ in 0..<45 { _ = game.step() }
      return try #require(game.planets.first).velocity
    }
    let straight = try flight(pull: 0)
    let bent = try flight(pull: 10)
    #expect(straight.y == 0)
    #expect(bent.y > 2, "pulled down toward the cyan portal below its path: \(bent)")
  }

  /// Rules 1 (a replay recorded before): the level never ends, nothing pulls, nothing chains.
  @Test func rulesOneGamesPlayAsTheyWereRecorded() throws {
    var game = Portals(levels: [Self.level("Old", deliver: 1, pull: 10)], startIndex: 0, seed: 1, rulesVersion: 1)
    game.setPlanets([
      Self.incoming(1, at: 30), Self.incoming(2, at: 50), PortalsRulesTests.planet(3, .red, 200, 70, 120, 0),
    ])
    for _ in 0..<50 { _ = game.step() }
    #expect(game.phase == .playing && game.score == 2 && game.planetsLeft == nil)
    #expect(try #require(game.planets.first).velocity.y == 0)
    #expect(!game.status(ghost: nil).description.contains("LEFT"))
  }
}
