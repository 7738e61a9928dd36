import ArcadeKit
import Levels
import Physics
import Testing

@testable import PaddlesGame

/// The seed's rules on the sideways field, with exact (dyadic) numbers.
@Suite struct MatchRulesTests {
  /// A classic match with the puck placed by hand and ready to move.
  static func match(puckAt center: Vector2, direction: Vector2, speed: Double) -> PaddlesMatch {
    var match = PaddlesMatch(arena: .classic, seed: 7)
    match.puck.center = center
    match.puck.direction = direction
    match.puck.speed = speed
    match.serveDelay = 0
    return match
  }

  @Test func servePutsPuckOnCentreLineWithSpeedTwo() {
    for seed in UInt64(0)..<50 {
      let match = PaddlesMatch(arena: .classic, seed: seed)
      #expect(match.puck.center.x == 240)
      #expect(match.puck.center.y >= 15 && match.puck.center.y < 305)
      #expect(match.puck.center.y == match.puck.center.y.rounded())
      #expect(match.puck.speed == 2)
      #expect(abs(match.puck.direction.x) == 1)
      #expect(abs(match.puck.direction.y) == 1)
      #expect(match.scores == [0, 0])
    }
  }

  @Test func serveDirectionsVaryWithTheSeed() {
    let directions = Set(
      (UInt64(0)..<40).map { seed in
        let puck = PaddlesMatch(arena: .classic, seed: seed).puck
        return [puck.direction.x, puck.direction.y]
      })
    #expect(directions.count == 4)
  }

  @Test func topWallReflectsOnlyTheAcrossComponent() {
    var match = Self.match(puckAt: Vector2(x: 200, y: 9), direction: Vector2(x: 1, y: -1), speed: 2)
    let events = match.step()
    #expect(events == [.wall])
    #expect(match.puck.direction == Vector2(x: 1, y: 1))
    #expect(match.puck.speed == 2)
    // Contact at y = 8 (the radius) half way through the step, then half a step back down.
    #expect(match.puck.center == Vector2(x: 202, y: 9))
  }

  @Test func bottomWallReflectsOnlyTheAcrossComponent() {
    var match = Self.match(
      puckAt: Vector2(x: 300, y: 311), direction: Vector2(x: -1, y: 0.5), speed: 4)
    #expect(match.step() == [.wall])
    #expect(match.puck.direction == Vector2(x: -1, y: -0.5))
    #expect(match.puck.speed == 4)
    #expect(match.puck.center == Vector2(x: 296, y: 311))
  }

  @Test func centreHitGoesStraightBack() {
    // Paddle 1 spans x 64…80 around y 160; the puck's edge meets it when its centre is at 88.
    var match = Self.match(puckAt: Vector2(x: 90, y: 160), direction: Vector2(x: -1, y: 0), speed: 4)
    #expect(match.step() == [.paddle(.one)])
    #expect(match.puck.direction == Vector2(x: 1, y: 0))
    #expect(match.puck.speed == 5.5)
    #expect(match.puck.center == Vector2(x: 90.75, y: 160))
  }

  /// Rules 4: across = offset × (1 + 0.3 |offset|), steeper toward the ends (an end's 1 leaves
  /// at 1.3, half way at 0.575); rules 1 to 3 were linear.
  @Test func edgeHitGoesOffAtAnAngle() {
    var low = Self.match(puckAt: Vector2(x: 90, y: 192), direction: Vector2(x: -1, y: 0), speed: 4)
    _ = low.step()
    #expect(low.puck.direction == Vector2(x: 1, y: 1 * (1 + 0.3 * 1)))
    var high = Self.match(puckAt: Vector2(x: 90, y: 144), direction: Vector2(x: -1, y: 0), speed: 4)
    _ = high.step()
    #expect(high.puck.direction == Vector2(x: 1, y: -0.5 * (1 + 0.3 * 0.5)))
    // Player 2's paddle sends the puck back toward player 1 with the same rule.
    var right = Self.match(
      puckAt: Vector2(x: 390, y: 176), direction: Vector2(x: 1, y: 0), speed: 4)
    #expect(right.step() == [.paddle(.two)])
    #expect(right.puck.direction == Vector2(x: -1, y: 0.5 * (1 + 0.3 * 0.5)))
    for rules in [PaddlesRules.first, .measured, .atOnce] {
      #expect(rules.across(offset: 1) == 1 && rules.across(offset: -0.5) == -0.5, "\(rules) is linear")
    }
  }

  @Test func aPuckOnThePaddlesEndLeavesAtOneAndAQuarterNotClamped() {
    // Coming up past paddle 1's lower end (y 192 + the puck's radius 8 = 200): it meets the end
    // face with its centre 40 below the paddle's centre, so the offset is 40 / 32 = 1.25, which
    // rules 4 steepen to 1.25 × (1 + 0.3 × 1.25).
    var end = Self.match(puckAt: Vector2(x: 77, y: 203), direction: Vector2(x: -1, y: -1), speed: 4)
    #expect(end.step() == [.paddle(.one)])
    #expect(end.puck.direction == Vector2(x: 1, y: 1.25 * (1 + 0.3 * 1.25)))
    // On the rounded corner, 39 below: more than 1 as well.
    var corner = Self.match(puckAt: Vector2(x: 86, y: 199), direction: Vector2(x: -1, y: 0), speed: 4)
    #expect(corner.step() == [.paddle(.one)])
    #expect(corner.puck.direction == Vector2(x: 1, y: 39.0 / 32 * (1 + 0.3 * (39.0 / 32))))
  }

  @Test func eachHitAddsOneAndAHalfUpToTen() {
    var match = Self.match(puckAt: Vector2(x: 90, y: 160), direction: Vector2(x: -1, y: 0), speed: 2)
    _ = match.step()
    #expect(match.puck.speed == 3.5)
    var fast = Self.match(
      puckAt: Vector2(x: 95, y: 160), direction: Vector2(x: -1, y: 0), speed: 9.75)
    _ = fast.step()
    #expect(fast.puck.speed == 10)
    var capped = Self.match(puckAt: Vector2(x: 96, y: 160), direction: Vector2(x: -1, y: 0), speed: 10)
    _ = capped.step()
    #expect(capped.puck.speed == 10)
  }

  @Test func puckPastTheLeftEndScoresForPlayerTwo() {
    var match = Self.match(puckAt: Vector2(x: 2, y: 40), direction: Vector2(x: -1, y: 0), speed: 4)
    #expect(match.step() == [.point(.two)])
    #expect(match.scores == [0, 1])
  }

  @Test func puckPastTheRightEndScoresForPlayerOne() {
    var match = Self.match(puckAt: Vector2(x: 478, y: 40), direction: Vector2(x: 1, y: 0), speed: 4)
    #expect(match.step() == [.point(.one)])
    #expect(match.scores == [1, 0])
  }

  @Test func afterAPointThePuckHeadsForTheScorer() {
    for seed in UInt64(0)..<20 {
      var match = PaddlesMatch(arena: .classic, seed: seed)
      match.serveDelay = 0
      match.puck.center = Vector2(x: 1, y: 40)
      match.puck.direction = Vector2(x: -1, y: 1)
      _ = match.step()
      #expect(match.puck.direction.x == 1, "player 2 scored, so the puck goes right")
      #expect(match.puck.center.x == 240)
      #expect(match.puck.speed == 2)
      match.serveDelay = 0
      match.puck.center = Vector2(x: 479, y: 40)
      match.puck.direction = Vector2(x: 1, y: 1)
      _ = match.step()
      #expect(match.puck.direction.x == -1, "player 1 scored, so the puck goes left")
    }
  }

  @Test(arguments: [8.0, 16.0, 32.0])
  func serveLandsOnTheCentreLineARadiusClearOfTheWalls(puckSize: Double) {
    // The seed's 15 + random(290) across, kept a radius clear of the walls for big pucks.
    let arena = SidewaysArena(PaddlesArena(name: "Puck \(puckSize)", puckSize: puckSize))
    let radius = puckSize / 2
    var seen: Set<Double> = []
    for seed in UInt64(0)..<400 {
      let y = PaddlesMatch(arena: arena, seed: seed).puck.center.y
      #expect(y >= max(15, radius) && y < min(305, 320 - radius))
      seen.insert(y)
    }
    #expect(seen.min() == max(15, radius).rounded(.up))
    #expect(seen.count > 100)
  }

  @Test func everyServeWaitsHalfASecondTheFirstOfEachGameToo() {
    #expect(PaddlesMatch.serveDelaySteps == PaddlesMatch.stepsPerSecond / 2)
    var match = PaddlesMatch(arena: .classic, seed: 9)
    #expect(match.serveDelay == PaddlesMatch.serveDelaySteps, "the first serve of the first game")
    match.serveDelay = 0
    match.puck.center = Vector2(x: 478, y: 40)
    match.puck.direction = Vector2(x: 1, y: 0)
    match.puck.speed = 4
    #expect(match.step() == [.point(.one)])
    #expect(match.serveDelay == PaddlesMatch.serveDelaySteps, "after a point")
    match.newGame()
    #expect(match.serveDelay == PaddlesMatch.serveDelaySteps, "the first serve of a new game")
  }

  @Test func servedPuckWaitsBeforeMoving() {
    var match = PaddlesMatch(arena: .classic, seed: 3)
    match.serveDelay = 2
    let start = match.puck.center
    _ = match.step()
    _ = match.step()
    #expect(match.puck.center == start)
    _ = match.step()
    #expect(match.puck.center != start)
  }

  @Test func thirdPointWinsAndTheNextGameStartsFresh() {
    var match = PaddlesMatch(arena: .classic, seed: 5)
    var events: [MatchEvent] = []
    for _ in 0..<3 {
      match.serveDelay = 0
      match.puck.center = Vector2(x: 478, y: 40)
      match.puck.direction = Vector2(x: 1, y: 0)
      match.puck.speed = 4
      events = match.step()
    }
    #expect(events == [.point(.one), .win(.one)])
    #expect(match.winner == .one)
    #expect(match.scores == [3, 0])
    #expect(match.step().isEmpty)
    match.newGame()
    #expect(match.winner == nil)
    #expect(match.scores == [0, 0])
    #expect(match.puck.center.x == 240)
    #expect(match.puck.speed == 2)
    #expect(match.paddleY == [160, 160])
  }

  @Test func paddlesStayInsideTheField() {
    var match = PaddlesMatch(arena: .classic, seed: 1)
    match.movePaddle(.one, by: -1000)
    match.movePaddle(.two, by: 1000)
    #expect(match.paddleY == [32, 288])
  }
}
