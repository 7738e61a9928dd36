import Physics
import Testing

@Suite struct EdgeFlipTests {
  let field = WorldRect(width: 320, height: 480)
  let upLeft = Vector2(x: -1, y: -1)
  let downRight = Vector2(x: 1, y: 1)

  func flip(_ x: Double, _ y: Double, _ velocity: Vector2) -> Vector2 {
    EdgeFlip.velocity(at: Vector2(x: x, y: y), moving: velocity, in: field)
  }

  @Test func centreCrossingLeftEdgeTurnsRight() {
    #expect(flip(-1, 100, upLeft) == Vector2(x: 1, y: -1))
  }

  @Test func centreCrossingTopEdgeTurnsDown() {
    #expect(flip(100, -1, upLeft) == Vector2(x: -1, y: 1))
  }

  @Test func centreReachingRightEdgeTurnsLeft() {
    #expect(flip(320, 100, downRight) == Vector2(x: -1, y: 1))
  }

  @Test func centreReachingBottomEdgeTurnsUp() {
    #expect(flip(100, 480, downRight) == Vector2(x: 1, y: -1))
  }

  @Test func centreOnTheLeftEdgeHasNotCrossedIt() {
    #expect(flip(0, 0, upLeft) == upLeft)
  }

  @Test func centreJustInsideTheFarEdgesKeepsGoing() {
    #expect(flip(319, 479, downRight) == downRight)
  }

  @Test func centreOutsideACornerFlipsBothAxes() {
    #expect(flip(-1, 480, Vector2(x: -1, y: 1)) == Vector2(x: 1, y: -1))
  }

  @Test func flipKeepsTheSpeedOfEachAxis() {
    #expect(flip(-0.5, 10, Vector2(x: -0.75, y: 0.25)) == Vector2(x: 0.75, y: 0.25))
  }

  @Test func ballHeadingUpLeftComesBackAfterOneUnitOutside() {
    var position = Vector2(x: 2, y: 3)
    var velocity = upLeft
    var lowest = position
    for _ in 0..<10 {
      position += velocity
      velocity = EdgeFlip.velocity(at: position, moving: velocity, in: field)
      lowest = Vector2(x: Swift.min(lowest.x, position.x), y: Swift.min(lowest.y, position.y))
    }
    #expect(lowest == Vector2(x: -1, y: -1))
    #expect(position == Vector2(x: 6, y: 5))
    #expect(velocity == downRight)
  }
}
