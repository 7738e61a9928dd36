import ArcadeKit
import GameKit
import Levels
import Testing

@testable import LanderGame

/// The rules of GAMES.md, Lander, each pinned by a named test.
@Suite struct LanderRulesTests {
  /// A flat world at y 180 with one pad from 100 to 140 (×2), the ship starting above it at rest.
  static let flat = LanderLevel(
    name: "Flat", start: .init(x: 120, y: 100), velocity: .init(x: 0, y: 0),
    terrain: [.init(x: 0, y: 180), .init(x: 100, y: 180), .init(x: 140, y: 180), .init(x: 320, y: 180)],
    pads: [.init(left: 100, right: 140, y: 180, multiplier: 2)])
  static let dt = 1 / Lander.stepsPerSecond

  /// A game whose ship is `ship`, flying.
  static func flying(_ change: (inout LanderShip) -> Void = { _ in }) -> Lander {
    var game = Lander(levels: [flat], startIndex: 0, seed: 1)
    game.perform(.restart)
    var ship = game.ship
    change(&ship)
    game.setShip(ship)
    return game
  }

  @Test func gravityAloneAcceleratesTheShipDownAtLunarGravity() {
    var ship = LanderShip(level: Self.flat)
    for _ in 0..<40 { ship.step(dt: Self.dt, gravity: 1.62, port: false, thrust: false, starboard: false) }
    #expect(abs(ship.vy - 1.62) < 1e-9)
    #expect(ship.x == 120)
    // Semi-implicit Euler: y = Σ v_i·dt = g·dt²·(1 + … + 40).
    #expect(abs(ship.y - (100 + 1.62 * Self.dt * Self.dt * 820)) < 1e-9)
  }

  @Test func theEngineAccelerates4MetresPerSecondSquaredAlongTheNose() {
    var upright = LanderShip(level: Self.flat)
    upright.step(dt: 1, gravity: 0, port: false, thrust: true, starboard: false)
    #expect(abs(upright.vy + 4) < 1e-9 && abs(upright.vx) < 1e-9)
    var sideways = LanderShip(level: Self.flat)
    sideways.heading = 90
    sideways.step(dt: 1, gravity: 0, port: false, thrust: true, starboard: false)
    #expect(abs(sideways.vx - 4) < 1e-9 && abs(sideways.vy) < 1e-9)
  }

  @Test func aTurnControlTurns90DegreesASecondPortCounterClockwise() {
    var ship = LanderShip(level: Self.flat)
    for _ in 0..<40 { ship.step(dt: Self.dt, gravity: 0, port: false, thrust: false, starboard: true) }
    #expect(abs(ship.heading - 90) < 1e-9)
    for _ in 0..<80 { ship.step(dt: Self.dt, gravity: 0, port: true, thrust: false, starboard: false) }
    #expect(abs(ship.heading + 90) < 1e-9)
    ship.step(dt: Self.dt, gravity: 0, port: true, thrust: false, starboard: true)
    #expect(abs(ship.heading + 90) < 1e-9, "both turn controls cancel")
  }

  @Test func fuelBurns10ASecondAndAnEmptyTankGivesNoThrust() {
    var ship = LanderShip(level: Self.flat)
    for _ in 0..<40 { ship.step(dt: Self.dt, gravity: 0, port: false, thrust: true, starboard: false) }
    #expect(ship.fuel == 790)
    ship.fuel = 0
    let speed = ship.vy
    ship.step(dt: Self.dt, gravity: 0, port: false, thrust: true, starboard: false)
    #expect(ship.vy == speed && !ship.firing && ship.fuel == 0)
  }

  /// The outcome of a touchdown at the pad's height with these speeds, heading and place.
  static func touchdown(x: Double = 120, vx: Double = 0, vy: Double, heading: Double = 0) -> LanderLevel.Pad?? {
    var ship = LanderShip(level: flat)
    (ship.x, ship.y, ship.vx, ship.vy, ship.heading) = (x, 175, vx, vy, heading)
    return Lander.touchdown(of: ship, on: flat)
  }

  @Test func eachLandingLimitHoldsOnBothSidesOfItsThreshold() {
    #expect(Self.touchdown(vy: 4.0) == .some(Self.flat.pads[0]))
    #expect(Self.touchdown(vy: 4.01) == .some(nil))
    #expect(Self.touchdown(vx: 2.0, vy: 1) == .some(Self.flat.pads[0]))
    #expect(Self.touchdown(vx: -2.01, vy: 1) == .some(nil))
    #expect(Self.touchdown(vy: 1, heading: -10) == .some(Self.flat.pads[0]))
    #expect(Self.touchdown(vy: 1, heading: 10.5) == .some(nil))
  }

  @Test func theShipMustBeWhollyOnThePad() {
    #expect(Self.touchdown(x: 105, vy: 1) == .some(Self.flat.pads[0]), "its left side on the pad's edge")
    #expect(Self.touchdown(x: 104.9, vy: 1) == .some(nil), "a little past the edge is a crash")
    #expect(Self.touchdown(x: 135, vy: 1) == .some(Self.flat.pads[0]))
    #expect(Self.touchdown(x: 135.1, vy: 1) == .some(nil))
    var high = LanderShip(level: Self.flat)
    high.y = 174
    #expect(Lander.touchdown(of: high, on: Self.flat) == nil, "a metre above the pad is still flying")
  }

  /// A crash says why: each limit broken, in words, on the panel over the wreck.
  @Test func aCrashSaysWhichLimitsItBroke() {
    func reasons(x: Double = 120, vx: Double = 0, vy: Double, heading: Double = 0) -> [String] {
      var ship = LanderShip(level: Self.flat)
      (ship.x, ship.vx, ship.vy, ship.heading) = (x, vx, vy, heading)
      return Lander.reasons(for: ship, on: Self.flat)
    }
    #expect(reasons(vy: 1) == [])
    #expect(reasons(vy: 5.25) == ["5.2 m/s down, 4 at most"])
    #expect(
      reasons(vx: -2.6, vy: 1, heading: 14.2) == ["2.6 m/s sideways, 2 at most", "tilted 14 degrees, 10 at most"])
    #expect(reasons(x: 104, vy: 1) == ["a leg off the pad"])
    #expect(reasons(x: 20, vy: 6) == ["not on a pad", "6.0 m/s down, 4 at most"])
    var game = Self.flying { ($0.vy, $0.y) = (6, Self.flat.pads[0].y - LanderLevel.shipRadius - 0.01) }
    _ = game.step()
    #expect(game.picture(ghost: nil).panel?.lines == ["6.0 m/s down, 4 at most", "2 ships left"])
  }

  @Test func aLandingScores50TimesTheMultiplierPlusTheFuelAndAPerfectOneDouble() {
    // The step's gravity adds 1.62 / 40 m/s before the touchdown: 1.45 lands at 1.4905.
    var soft = Self.flying {
      $0.y = 174.99
      $0.vy = 1.45
      $0.fuel = 455
    }
    _ = soft.step()
    #expect(soft.lastLanding == Lander.Landing(points: (50 * 2 + 45) * 2, multiplier: 2, perfect: true))
    var justOver = Self.flying {
      $0.y = 174.99
      $0.vy = 1.47
      $0.fuel = 455
    }
    _ = justOver.step()
    #expect(justOver.lastLanding?.perfect == false, "1.5105 m/s is not perfect")
    var firm = Self.flying {
      $0.y = 174.95
      $0.vy = 3.0
      $0.fuel = 455
    }
    _ = firm.step()
    #expect(firm.score == 50 * 2 + 45)
    #expect(firm.lastLanding?.perfect == false)
  }

  @Test func aCrashCostsAShipAndTheThirdEndsTheGame() {
    var game = Self.flying {
      $0.y = 174
      $0.vy = 10
    }
    for ships in [2, 1, 0] {
      for _ in 0..<200 where game.phase != .ready && game.phase != .over { _ = game.step() }
      #expect(game.shipsLeft == ships)
      if ships > 0 {
        game.perform(.thrust)
        game.setShip(
          {
            var ship = game.ship
            ship.y = 174
            ship.vy = 10
            return ship
          }())
      }
    }
    #expect(game.phase == .over)
    #expect(game.result == GameResult(score: 0, levelReached: 1, detail: "0 landings"))
  }

  /// Lands a game of two flat levels softly on the first with `fuel` left (under `rules`), and
  /// waits out the landing's pause: the second level's ship.
  static func landedOnTheFirstOfTwo(fuel: Double, rules: Int) -> Lander {
    var game = Lander(levels: [flat, flat], startIndex: 0, seed: 1, rulesVersion: rules)
    game.perform(.restart)
    var ship = game.ship
    (ship.y, ship.vy, ship.fuel) = (174.5, 1, fuel)
    game.setShip(ship)
    for _ in 0...Lander.pauseSteps + 80 where game.levelIndex == 0 { _ = game.step() }
    return game
  }

  @Test func aLandedShipFliesOnToTheNextLevelWithTheFuelItHasLeft() {
    var game = Self.landedOnTheFirstOfTwo(fuel: 312, rules: 2)
    #expect(game.levelIndex == 1 && game.landings == 1)
    #expect(game.ship.fuel == 312, "the fuel left, not the level's 800")
    game.perform(.restart)
    #expect(game.ship.fuel == 312, "restarting the landing starts it with the fuel it came with")
    // A crash: the next ship is a new one, with the level's own fuel.
    var ship = game.ship
    (ship.y, ship.vy) = (174.5, 9)
    game.setShip(ship)
    for _ in 0...80 where game.shipsLeft == Lander.shipsPerGame { _ = game.step() }
    for _ in 0...Lander.pauseSteps + 2 { _ = game.step() }
    #expect(game.shipsLeft == Lander.shipsPerGame - 1 && game.ship.fuel == Double(Self.flat.fuel))
    // Rules 1 gave every level its own fuel.
    #expect(Self.landedOnTheFirstOfTwo(fuel: 312, rules: 1).ship.fuel == Double(Self.flat.fuel))
  }

  @Test func restartPutsTheShipBackAtTheStartWithItsFuel() {
    var game = Self.flying {
      $0.y = 150
      $0.vx = 3
      $0.fuel = 10
      $0.heading = 30
    }
    game.perform(.restart)
    #expect(game.ship == LanderShip(level: Self.flat))
    #expect(game.phase == .ready && !game.isAnimating, "it waits for a control, using no steps")
    #expect(game.shipsLeft == 3)
  }

  @Test func landingOnTheLastLevelEndsTheGameWithEveryLevelLanded() {
    var game = Self.flying {
      $0.y = 174.99
      $0.vy = 1
    }
    for _ in 0..<100 { _ = game.step() }
    #expect(game.phase == .over)
    #expect(game.result?.detail == "1 landing, every level")
  }
}
