import ArcadeKit
import BallsGame
import Levels
import Physics
import Testing

/// The rules of one level, update by update, with exact whole-unit arithmetic.
@Suite struct BallsWorldTests {
  let field = BallsWorld.standardField

  @Test func ballCrossingTheLeftEdgeFlipsToTheRight() {
    var world = BallsWorld(balls: [Ball(position: Vector2(x: 1, y: 100), color: .red)])
    world.update()
    #expect(world.balls[0].position == Vector2(x: 0, y: 99))
    #expect(world.balls[0].velocity == Vector2(x: -1, y: -1))
    world.update()
    #expect(world.balls[0].position == Vector2(x: -1, y: 98))
    #expect(world.balls[0].velocity == Vector2(x: 1, y: -1))
    world.update()
    #expect(world.balls[0].position == Vector2(x: 0, y: 97))
  }

  @Test func ballReachingTheFarEdgesFlipsBack() {
    let ball = Ball(position: Vector2(x: 479, y: 319), velocity: Vector2(x: 1, y: 1), color: .blue)
    var world = BallsWorld(balls: [ball])
    world.update()
    #expect(world.balls[0].position == Vector2(x: 480, y: 320))
    #expect(world.balls[0].velocity == Vector2(x: -1, y: -1))
  }

  @Test func playerExplosionGrowsByOneToTheMaximumThenShrinksToZero() {
    var world = BallsWorld(balls: [])
    let fired = world.detonate(at: Vector2(x: 100, y: 100))
    #expect(fired)
    #expect(world.explosions.map(\.radius) == [1])
    var radii: [Double] = []
    var outcome = BallsWorld.UpdateOutcome.running
    while outcome == .running && radii.count < 200 {
      outcome = world.update()
      if let explosion = world.explosions.first { radii.append(explosion.radius) }
    }
    // GAMES.md: the default turning radius is 61, where the original's code turned.
    let growing = (2...61).map(Double.init)
    let shrinking = (1...60).reversed().map(Double.init)
    #expect(radii == growing + shrinking)
    #expect(world.explosions.isEmpty)
    #expect(world.updates == 121)
  }

  @Test func ballExplosionStartsAtTheBallRadiusAndUsesTheLevelMaximum() {
    var explosion = Explosion(center: .zero, radius: Ball.radius, color: .cyan)
    var radii: [Double] = []
    while !explosion.isSpent {
      explosion.advance(maxRadius: 6)
      radii.append(explosion.radius)
    }
    #expect(radii == [5, 6, 5, 4, 3, 2, 1, 0])
  }

  @Test func touchingBallBecomesAnExplosionOfItsColour() {
    // After one update the ball is at (55, 50): 5 units from the spark of radius 2 (< 2 + 4).
    let ball = Ball(position: Vector2(x: 56, y: 51), color: .green)
    var world = BallsWorld(balls: [ball])
    world.detonate(at: Vector2(x: 50, y: 50))
    world.update()
    #expect(world.balls.isEmpty)
    #expect(world.removed == 1)
    #expect(
      world.explosions == [
        Explosion(center: Vector2(x: 50, y: 50), radius: 2, color: .red, isGrowing: true),
        Explosion(center: Vector2(x: 55, y: 50), radius: 4, color: .green, isGrowing: true),
      ])
  }

  @Test func ballExactlyTouchingDistanceAwayIsNotCaught() {
    // After one update the ball is at (56, 50): exactly 2 + 4 away, which is not "less than".
    var world = BallsWorld(balls: [Ball(position: Vector2(x: 57, y: 51), color: .yellow)])
    world.detonate(at: Vector2(x: 50, y: 50))
    world.update()
    #expect(world.balls.count == 1)
    #expect(world.explosions.count == 1)
  }

  @Test func newExplosionsComeAfterOlderOnesSoTheyAreDrawnBeneath() {
    var world = BallsWorld(balls: [
      Ball(position: Vector2(x: 56, y: 51), color: .green),
      Ball(position: Vector2(x: 200, y: 51), color: .magenta),
    ])
    world.detonate(at: Vector2(x: 50, y: 50))
    world.update()
    #expect(world.explosions.map(\.color) == [.red, .green])
  }

  @Test func explosionMadeThisUpdateWaitsUntilTheNextToCatchBalls() {
    // The second ball is next to the first but outside the spark: only the new explosion can
    // reach it, and only from the next update on.
    var world = BallsWorld(balls: [
      Ball(position: Vector2(x: 56, y: 51), color: .green),
      Ball(position: Vector2(x: 64, y: 51), color: .blue),
    ])
    world.detonate(at: Vector2(x: 50, y: 50))
    world.update()
    #expect(world.balls.map(\.color) == [.blue])
    world.update()
    #expect(world.balls.isEmpty)
    #expect(world.explosions.map(\.color) == [.red, .green, .blue])
  }

  @Test func secondDetonationIsIgnored() {
    var world = BallsWorld(balls: [])
    let first = world.detonate(at: Vector2(x: 10, y: 20))
    let second = world.detonate(at: Vector2(x: 300, y: 200))
    #expect(first)
    #expect(!second)
    #expect(world.explosions.map(\.center) == [Vector2(x: 10, y: 20)])
  }

  @Test func levelEndsOnlyWhenTheLastExplosionIsGone() {
    var world = BallsWorld(balls: [Ball(position: Vector2(x: 400, y: 300), color: .red)])
    for _ in 0..<10 {
      let outcome = world.update()
      #expect(outcome == .running)
    }
    world.detonate(at: Vector2(x: 10, y: 10))
    var outcomes: [BallsWorld.UpdateOutcome] = []
    for _ in 0..<121 { outcomes.append(world.update()) }
    #expect(outcomes.dropLast().allSatisfy { $0 == .running })
    #expect(outcomes.last == .finished)
    #expect(world.removed == 0)
  }

  @Test func randomBallsAreWholeUnitsInsideTheFieldHeadingUpLeft() {
    var random = SeededRandom(seed: 3)
    let balls = BallsWorld.randomBalls(count: 500, in: field, random: &random)
    #expect(balls.count == 500)
    for ball in balls {
      #expect(field.contains(ball.position))
      #expect(ball.position.x == ball.position.x.rounded())
      #expect(ball.velocity == Vector2(x: -1, y: -1))
    }
    #expect(Set(balls.map(\.color)).count == 6)
  }

  @Test func bigBangChainMatchesAnAllPairsReference() {
    // The broadphase must change nothing: replay the same level with a brute-force check.
    var random = SeededRandom(seed: 11)
    let balls = BallsWorld.randomBalls(count: 400, in: field, random: &random)
    var world = BallsWorld(balls: balls)
    world.detonate(at: Vector2(x: 240, y: 160))
    var reference = ReferenceWorld(balls: balls, spark: Vector2(x: 240, y: 160))
    for _ in 0..<2000 {
      let outcome = world.update()
      reference.update()
      #expect(world.balls == reference.balls)
      #expect(world.explosions.count == reference.explosions.count)
      if outcome == .finished { break }
    }
    #expect(world.explosions.isEmpty)
    #expect(world.removed > 20)
  }
}

/// The original's loops, every explosion against every ball, for comparing with the grid.
private struct ReferenceWorld {
  var balls: [Ball]
  var explosions: [Explosion]

  init(balls: [Ball], spark: Vector2) {
    self.balls = balls
    explosions = [Explosion(center: spark, radius: 1, color: .red)]
  }

  mutating func update() {
    for index in balls.indices { balls[index].advance(in: BallsWorld.standardField) }
    guard !explosions.isEmpty else { return }
    for index in explosions.indices {
      explosions[index].advance(maxRadius: Double(BallsLevel.defaultExplosionRadius))
    }
    explosions.removeAll { $0.isSpent }
    var born: [Explosion] = []
    balls.removeAll { ball in
      let hit = explosions.contains { $0.circle.overlaps(ball.circle) }
      if hit { born.append(Explosion(center: ball.position, radius: 4, color: ball.color)) }
      return hit
    }
    explosions += born
  }
}
