import ArcadeKit
import Drawing
import Foundation
import GameKit
import Physics
import Testing

@testable import PortalsGame

/// The rules of Portals (the doc comments of `Portals`), each a named test: the drain and its
/// speed-ups, deliveries and the refill, the wrong portal's rim, friction and the edges, the cap
/// on planets, the colours' rounds, the explosion, determinism and the planets' elastic contacts.
/// Every expected number is worked out here, step by step where the game steps, not read back.
@Suite struct PortalsRulesTests {
  /// Two portals facing each other across the middle, drain 3 a second (like the first level),
  /// without a pull (its own tests have one), so each planet's path is worked out by hand.
  static let twoPortals = PortalsLevel(
    name: "Two", portals: [.init(.red, x: 20, y: 100), .init(.cyan, x: 300, y: 100)], drain: 3, pull: 0)
  /// A portal on every side (like the fifth level).
  static let fourPortals = PortalsLevel(
    name: "Four",
    portals: [
      .init(.red, x: 160, y: 18), .init(.cyan, x: 302, y: 100), .init(.yellow, x: 160, y: 182),
      .init(.magenta, x: 18, y: 100),
    ], drain: 3, spawn: 1.5, pull: 0)
  /// Three portals (like the fourth level).
  static let threePortals = PortalsLevel(
    name: "Three",
    portals: [.init(.red, x: 160, y: 20), .init(.cyan, x: 24, y: 176), .init(.yellow, x: 296, y: 176)],
    drain: 3.5, spawn: 1.8, pull: 0)

  /// A step's length, seconds.
  static let dt = 1.0 / 60
  /// What friction leaves of a velocity each step.
  static let damping = 1 - 0.5 / 60
  /// Where a planet's centre stops against another portal: the two radii.
  static let rim = 14.0 + 6.0

  /// A game of `level` holding exactly `planets`, already playing; nothing spawns unless asked.
  static func game(_ level: PortalsLevel = twoPortals, planets: [Planet], spawning: Bool = false, seed: UInt64 = 1)
    -> Portals
  {
    var game = Portals(levels: [level], startIndex: 0, seed: seed)
    game.setPlanets(planets, spawning: spawning)
    return game
  }

  static func planet(_ id: Int, _ color: PortalColor, _ x: Double, _ y: Double, _ vx: Double = 0, _ vy: Double = 0)
    -> Planet
  {
    Planet(id: id, color: color, position: Vector2(x: x, y: y), velocity: Vector2(x: vx, y: vy))
  }

  static func close(_ a: Vector2, _ b: Vector2, within tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  // MARK: - Drain and pace

  /// Each portal loses the level's drain in a second, whatever power it holds.
  @Test(arguments: [twoPortals, fourPortals, threePortals, PortalsLevel(name: "Default", portals: twoPortals.portals)])
  func withNoPlanetsEachPortalLosesTheLevelsDrainInOneSecond(level: PortalsLevel) {
    var game = Self.game(level, planets: [])
    for index in level.portals.indices { game.setPower(100 - 10 * Double(index), of: index) }
    let start = game.power
    var cues: [GameCue] = []
    for _ in 0..<60 { cues += game.step() }
    #expect(cues.isEmpty)
    #expect(game.phase == .playing)
    for index in level.portals.indices {
      #expect(abs(start[index] - game.power[index] - level.drain) < 1e-9, "portal \(index)")
    }
  }

  /// At 30 s the pace is 1.1 (the drain ×1.1, planets every spawn / 1.1 s), at 60 s 1.21.
  @Test func everyThirtySecondsThePaceGrowsByATenth() {
    let level = PortalsLevel(name: "Slow", portals: Self.twoPortals.portals, drain: 0.5, spawn: 2)
    var game = Self.game(level, planets: [])
    for _ in 0..<1799 { _ = game.step() }
    #expect(game.pace == 1 && game.drainRate == 0.5 && game.spawnInterval == 2)
    _ = game.step()
    #expect(game.stepsPlayed == 1800)
    #expect(abs(game.pace - 1.1) < 1e-12)
    #expect(abs(game.drainRate - 0.55) < 1e-12)
    #expect(abs(game.spawnInterval - 2 / 1.1) < 1e-12)
    var before = game.power
    for _ in 0..<60 { _ = game.step() }
    for index in before.indices { #expect(abs(before[index] - game.power[index] - 0.55) < 1e-9) }
    for _ in 1860..<3600 { _ = game.step() }
    #expect(game.stepsPlayed == 3600)
    #expect(abs(game.pace - 1.21) < 1e-12)
    #expect(abs(game.drainRate - 0.605) < 1e-12)
    #expect(abs(game.spawnInterval - 2 / 1.21) < 1e-12)
    before = game.power
    for _ in 0..<60 { _ = game.step() }
    for index in before.indices { #expect(abs(before[index] - game.power[index] - 0.605) < 1e-9) }
    #expect(game.phase == .playing)
  }

  // MARK: - Delivery

  /// Where a planet flying along x is after each step: it moves by its velocity, then friction
  /// slows it (the order `Portals.step` moves in).
  static func positions(x: Double, vx: Double, steps: Int) -> [Double] {
    var x = x
    var vx = vx
    var result: [Double] = []
    for _ in 0..<steps {
      x += vx * dt
      vx *= damping
      result.append(x)
    }
    return result
  }

  /// A planet heading into its own portal goes in at the first step its centre is inside the
  /// portal's radius: gone, a point scored, the portal 25 fuller (at most 100) and flashing for
  /// a few steps.
  @Test(arguments: [50.0, 95.0])
  func aPlanetInItsOwnPortalIsDeliveredAndRefillsIt(startPower: Double) throws {
    var game = Self.game(planets: [Self.planet(7, .red, 60, 100, -150)])
    game.setPower(startPower, of: 0)
    let path = Self.positions(x: 60, vx: -150, steps: 120)
    let deliveryStep = try #require(path.firstIndex { abs($0 - 20) < 14 }) + 1
    var before = game.power
    for step in 1..<deliveryStep {
      _ = game.step()
      #expect(game.score == 0 && game.planets.count == 1, "step \(step)")
      before = game.power
    }
    let cues = game.step()
    #expect(game.score == 1)
    #expect(game.planets.isEmpty)
    #expect(cues == [.sound])
    let perStep = 3.0 / 60
    #expect(abs(game.power[0] - (min(100, before[0] + 25) - perStep)) < 1e-9)
    #expect(abs(game.power[1] - (before[1] - perStep)) < 1e-9)
    if startPower == 95 { #expect(abs(game.power[0] - (100 - perStep)) < 1e-9, "capped at 100") }
    // The flash: on from the delivery for a few steps (0.1 s to 1 s), then off; only there.
    #expect((6...60).contains(Portals.flashSteps))
    for _ in 1..<Portals.flashSteps {
      #expect(game.picture(ghost: nil).portals.map(\.flashing) == [true, false])
      _ = game.step()
    }
    #expect(game.picture(ghost: nil).portals.map(\.flashing) == [true, false])
    _ = game.step()
    #expect(game.picture(ghost: nil).portals.map(\.flashing) == [false, false])
  }

  /// A planet flung straight at a portal of another colour stops at its rim, bounces back with
  /// 0.9 of its speed, and is not delivered.
  @Test func aWrongPortalRepelsAPlanet() throws {
    var game = Self.game(planets: [Self.planet(3, .red, 200, 100, 150)])
    let cyan = Vector2(x: 300, y: 100)
    var bounced = false
    var distances: [Double] = []
    for step in 1...120 {
      let before = try #require(game.planets.first).velocity
      _ = game.step()
      let planet = try #require(game.planets.first, "step \(step)")
      let distance = (planet.position - cyan).length
      distances.append(distance)
      #expect(distance >= Self.rim - 1e-9, "step \(step): \(distance) from the cyan portal's centre")
      if !bounced, planet.velocity.x < 0 {
        bounced = true
        #expect(abs(planet.velocity.x - (-0.9 * before.x * Self.damping)) < 1e-9)
        #expect(abs(distance - Self.rim) < 1e-9, "pushed back to the rim")
      }
      if bounced { #expect(planet.velocity.x < 0, "step \(step): it keeps going away") }
    }
    #expect(bounced)
    #expect(distances.last! > 100, "it came back out")
    #expect(game.score == 0 && game.planets.map(\.id) == [3])
    #expect(abs(game.power[1] - (100 - 120 * 3.0 / 60)) < 1e-9, "the wrong portal is not refilled")
  }

  // MARK: - Motion

  /// Friction: a second of drifting leaves (1 - 0.5/60)^60 of the speed, the direction kept.
  @Test func aLonePlanetSlowsByFriction() throws {
    var game = Self.game(planets: [Self.planet(1, .cyan, 160, 100, 18, -24)])
    for _ in 0..<60 { _ = game.step() }
    let planet = try #require(game.planets.first)
    let left: Double = pow(1.0 - 0.5 / 60.0, 60.0)
    #expect(abs(planet.velocity.length - 30 * left) < 1e-9)
    #expect(Self.close(planet.velocity, Vector2(x: 18 * left, y: -24 * left)))
    #expect(planet.position.x > 160 && planet.position.y < 100)
  }

  /// A planet meeting an edge stops against it (its centre a radius in) and comes back with 0.9
  /// of the speed it hit with; along the edge only friction acts.
  @Test(arguments: [
    (Vector2(x: 30, y: 50), Vector2(x: -60, y: 10)),  // left
    (Vector2(x: 290, y: 50), Vector2(x: 60, y: 10)),  // right
    (Vector2(x: 160, y: 30), Vector2(x: 10, y: -60)),  // top
    (Vector2(x: 160, y: 170), Vector2(x: -10, y: 60)),  // bottom
  ])
  func anEdgeSendsAPlanetBackWithNineTenthsOfItsSpeed(start: Vector2, velocity: Vector2) throws {
    var game = Self.game(planets: [Planet(id: 1, color: .red, position: start, velocity: velocity)])
    let across = abs(velocity.x) > abs(velocity.y)  // the wall is left or right
    var hit = false
    for step in 1...120 where !hit {
      let before = try #require(game.planets.first).velocity
      _ = game.step()
      let after = try #require(game.planets.first)
      let normalBefore = across ? before.x : before.y
      let normalAfter = across ? after.velocity.x : after.velocity.y
      guard normalAfter.sign != normalBefore.sign else { continue }
      hit = true
      #expect(abs(normalAfter - (-0.9 * normalBefore * Self.damping)) < 1e-9, "step \(step)")
      let along = across ? (before.y, after.velocity.y) : (before.x, after.velocity.x)
      #expect(abs(along.1 - along.0 * Self.damping) < 1e-9)
      let centre = across ? after.position.x : after.position.y
      let wall = across ? (velocity.x < 0 ? 6.0 : 314.0) : (velocity.y < 0 ? 6.0 : 194.0)
      #expect(centre == wall, "it rests a radius inside the edge")
    }
    #expect(hit)
  }

  // MARK: - Planets coming

  /// Twelve planets at most: one due when there are twelve does not come, the galaxy is full and
  /// the portals drain ×1.25; a delivery makes room, it comes and the drain is back.
  @Test func twelvePlanetsAtMostAndAFullGalaxyDrainsFaster() throws {
    var planets: [Planet] = []
    for (row, y) in [50.0, 100, 150].enumerated() {
      for (column, x) in [100.0, 140, 180, 220].enumerated() {
        let index = row * 4 + column
        planets.append(Self.planet(index + 1, index % 2 == 0 ? .red : .cyan, x, y))
      }
    }
    #expect(planets[4].position == Vector2(x: 100, y: 100) && planets[4].color == .red)
    var game = Self.game(planets: planets, spawning: true)
    _ = game.step()
    #expect(game.planets.count == 12)
    #expect(game.crowded)
    #expect(game.drainRate == 3 * 1.25)
    let before = game.power
    for _ in 0..<60 {
      _ = game.step()
      #expect(game.planets.count == 12 && game.crowded)
    }
    #expect(game.planets.map(\.id) == Array(1...12), "no 13th planet")
    for index in before.indices { #expect(abs(before[index] - game.power[index] - 3.75) < 1e-9) }
    game.fling(5, velocity: Vector2(x: -200, y: 0))
    for _ in 0..<60 where game.score == 0 { _ = game.step() }
    #expect(game.score == 1)
    for _ in 0..<30 where game.planets.count < 12 { _ = game.step() }
    #expect(game.planets.count == 12)
    #expect(game.planets.contains { $0.id == 13 }, "a new planet came")
    #expect(!game.planets.contains { $0.id == 5 })
    #expect(!game.crowded)
    #expect(game.drainRate == 3)
  }

  /// The colours come in rounds: the first N planets of an N-portal level are one of each
  /// colour, and so are the next N.
  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func coloursComeInRounds(seed: UInt64) throws {
    for level in [Self.twoPortals, Self.threePortals, Self.fourPortals] {
      let n = level.portals.count
      var game = Portals(levels: [level], startIndex: 0, seed: seed)
      game.perform(.next)  // starts the galaxy
      var colours: [Int: PortalColor] = [:]
      for planet in game.planets { colours[planet.id] = planet.color }
      for _ in 0..<3000 where colours.count < 2 * n {
        _ = game.step()
        for planet in game.planets { colours[planet.id] = planet.color }
      }
      #expect(game.phase == .playing)
      let first = try (1...n).map { try #require(colours[$0]) }
      let second = try ((n + 1)...(2 * n)).map { try #require(colours[$0]) }
      let all = Set(level.portals.map(\.color))
      #expect(Set(first) == all && Set(second) == all, "\(level.name), seed \(seed): \(first) then \(second)")
      for colour in all {
        #expect((first + second).filter { $0 == colour }.count == 2)
      }
    }
  }

  // MARK: - The end

  /// A portal run dry explodes the galaxy from it; 90 steps later the game is over with the
  /// planets delivered and the time, and nothing moves any more.
  @Test func aPortalRunDryExplodesTheGalaxyAndEndsTheGame() throws {
    var game = Self.game(planets: [
      Self.planet(1, .red, 50, 100, -100), Self.planet(2, .red, 80, 100, -100), Self.planet(3, .red, 110, 100, -100),
    ])
    while game.stepsPlayed < 300 { _ = game.step() }
    // Three planets home, the second and third within a second of the one before: a chain.
    #expect(game.delivered == 3 && game.score == 1 + 2 + 3 && game.planets.isEmpty)
    #expect(game.result == nil)
    game.setPower(0.01, of: 1)
    let cues = game.step()
    #expect(cues == [.sound])
    #expect(game.phase == .exploding(portal: 1, stepsLeft: Portals.explosionSteps))
    #expect(game.power[1] == 0)
    #expect(game.result == nil && game.isAnimating)
    for _ in 1..<Portals.explosionSteps { #expect(game.step().isEmpty) }
    #expect(game.phase == .exploding(portal: 1, stepsLeft: 1))
    _ = game.step()
    #expect(game.phase == .over)
    #expect(game.result == GameResult(score: 6, levelReached: 1, detail: "3 planets in 0:05"))
    #expect(!game.isAnimating)
    let power = game.power
    game.perform(.fling)
    game.mouse(MouseEvent(.press, x: 40, y: 12, screen: Size(width: 80, height: 24)))
    for _ in 0..<120 { #expect(game.step().isEmpty) }
    #expect(game.phase == .over && game.power == power && game.stepsPlayed == 301 && game.planets.isEmpty)
  }

  /// A drifting planet stays put once the galaxy has exploded.
  @Test func nothingMovesOnceTheGameIsOver() throws {
    var game = Self.game(planets: [Self.planet(1, .cyan, 160, 100, 40, 30)])
    game.setPower(0.01, of: 0)
    _ = game.step()
    let planets = game.planets
    for _ in 0..<200 { _ = game.step() }
    #expect(game.phase == .over)
    #expect(game.planets == planets)
    #expect(game.result == GameResult(score: 0, levelReached: 1, detail: "0 planets in 0:00"))
  }

  // MARK: - Determinism

  /// The same seed and the same actions (the computer's, here) make the same game, step by
  /// step; another seed makes another.
  @Test func theSameSeedAndActionsMakeTheSameGame() {
    var first = Portals(levels: [Self.fourPortals], startIndex: 0, seed: 7)
    var second = Portals(levels: [Self.fourPortals], startIndex: 0, seed: 7)
    var other = Portals(levels: [Self.fourPortals], startIndex: 0, seed: 8)
    var differed = false
    for step in 1...2000 {
      first.computerStep()
      second.computerStep()
      other.computerStep()
      let cues = (first.step(), second.step())
      _ = other.step()
      if first.planets != other.planets || first.power != other.power { differed = true }
      guard
        cues.0 == cues.1, first.planets == second.planets, first.power == second.power, first.score == second.score,
        first.phase == second.phase
      else {
        Issue.record("the games parted at step \(step)")
        return
      }
    }
    #expect(first.score > 10, "the computer played: \(first.score) delivered")
    #expect(differed, "seed 8 plays another game than seed 7")
  }

  // MARK: - Contacts

  /// Two planets meeting head-on swap velocities (equal masses): momentum and energy are kept,
  /// and they are no longer overlapping after the step they touch.
  @Test func planetsMeetingHeadOnExchangeVelocities() throws {
    var game = Self.game(planets: [Self.planet(1, .red, 140, 100, 60), Self.planet(2, .cyan, 180, 100, -40)])
    var contact = false
    for step in 1...60 where !contact {
      let before = game.planets.map(\.velocity)
      _ = game.step()
      let a = game.planets[0]
      let b = game.planets[1]
      #expect((b.position - a.position).length >= 12 - 1e-9, "step \(step): overlapping")
      guard a.velocity.x < 0 else {
        #expect(Self.close(a.velocity, before[0] * Self.damping))
        continue
      }
      contact = true
      let incoming = before.map { $0 * Self.damping }  // friction acts before the contact
      #expect(Self.close(a.velocity, incoming[1]) && Self.close(b.velocity, incoming[0]))
      let momentum = incoming[0] + incoming[1]
      #expect(Self.close(a.velocity + b.velocity, momentum))
      let energy = incoming[0].lengthSquared + incoming[1].lengthSquared
      #expect(abs(a.velocity.lengthSquared + b.velocity.lengthSquared - energy) < 1e-9)
      #expect(abs((b.position - a.position).length - 12) < 1e-9, "just touching")
    }
    #expect(contact)
  }

  /// At the cap speed (200 each, 400 apart) two planets still meet: they never pass through each
  /// other.
  @Test func planetsAtTheCapSpeedDoNotTunnel() throws {
    var game = Self.game(planets: [Self.planet(1, .red, 100, 60, 200), Self.planet(2, .cyan, 220, 60, -200)])
    for step in 1...40 {
      _ = game.step()
      let a = game.planets[0]
      let b = game.planets[1]
      #expect(a.position.x < b.position.x, "step \(step): they passed through each other")
      #expect((b.position - a.position).length >= 12 - 1e-9, "step \(step)")
    }
    #expect(game.planets[0].velocity.x < 0 && game.planets[1].velocity.x > 0, "they bounced")
  }

  /// A planet at the cap speed toward another colour's portal, head-on or slanting, never gets
  /// its centre inside the rim.
  @Test(arguments: [Vector2(x: 200, y: 100), Vector2(x: 250, y: 40), Vector2(x: 290, y: 160)])
  func aPlanetAtTheCapSpeedNeverEntersAWrongPortal(start: Vector2) throws {
    let cyan = Vector2(x: 300, y: 100)
    let velocity = (cyan - start).normalized * 200
    var game = Self.game(planets: [Planet(id: 1, color: .red, position: start, velocity: velocity)])
    for step in 1...90 {
      _ = game.step()
      let planet = try #require(game.planets.first)
      #expect((planet.position - cyan).length >= Self.rim - 1e-9, "step \(step)")
    }
    #expect(game.score == 0)
  }
}
