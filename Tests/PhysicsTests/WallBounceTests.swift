import Physics
import PropertyBased
import Testing

@Suite struct WallBounceTests {
  let box = WorldRect(width: 16, height: 8)

  func bounce(_ x: Double, _ y: Double, _ vx: Double, _ vy: Double, cor: Double = 0.5)
    -> WallBounce.Result
  {
    WallBounce.clampAndReflect(
      CircleBody(position: Vector2(x: x, y: y), velocity: Vector2(x: vx, y: vy), radius: 1),
      in: box, restitution: cor
    )
  }

  @Test func ballBouncesOffLeftWall() {
    let result = bounce(0.5, 4, -2, 1)
    #expect(result.body.position == Vector2(x: 1, y: 4))
    #expect(result.body.velocity == Vector2(x: 1, y: 1))
    #expect(result.sides == .left)
  }

  @Test func ballBouncesOffRightWall() {
    let result = bounce(15.5, 4, 2, -1)
    #expect(result.body.position == Vector2(x: 15, y: 4))
    #expect(result.body.velocity == Vector2(x: -1, y: -1))
    #expect(result.sides == .right)
  }

  @Test func ballBouncesOffTopWall() {
    let result = bounce(8, 0.25, 1, -4)
    #expect(result.body.position == Vector2(x: 8, y: 1))
    #expect(result.body.velocity == Vector2(x: 1, y: 2))
    #expect(result.sides == .top)
  }

  @Test func ballBouncesOffBottomWall() {
    let result = bounce(8, 7.75, 0.5, 3)
    #expect(result.body.position == Vector2(x: 8, y: 7))
    #expect(result.body.velocity == Vector2(x: 0.5, y: -1.5))
    #expect(result.sides == .bottom)
  }

  @Test func ballInACornerBouncesOffBothWalls() {
    let result = bounce(-1, 9, -2, 2)
    #expect(result.body.position == Vector2(x: 1, y: 7))
    #expect(result.body.velocity == Vector2(x: 1, y: -1))
    #expect(result.sides == [.left, .bottom])
  }

  @Test func ballClearOfTheWallsIsUnchanged() {
    let result = bounce(8, 4, -2, 3)
    #expect(result.body.position == Vector2(x: 8, y: 4))
    #expect(result.body.velocity == Vector2(x: -2, y: 3))
    #expect(result.sides.isEmpty)
  }

  @Test func ballJustTouchingAWallIsNotAHit() {
    let result = bounce(1, 4, -2, 0)
    #expect(result.body.velocity == Vector2(x: -2, y: 0))
    #expect(result.sides.isEmpty)
  }

  @Test func ballPastAWallButMovingAwayKeepsMovingAway() {
    let result = bounce(0.5, 4, 2, 0)
    #expect(result.body.position == Vector2(x: 1, y: 4))
    #expect(result.body.velocity == Vector2(x: 1, y: 0))
    #expect(result.sides == .left)
  }

  @Test func holesRestitutionKeepsFortyFivePercent() {
    #expect(bounce(15.5, 4, 2, 0, cor: 0.45).body.velocity == Vector2(x: -0.9, y: 0))
  }

  @Test func boxNarrowerThanTheBallPinsItToTheMiddle() {
    let slot = WorldRect(minX: 0, minY: 0, maxX: 1, maxY: 8)
    let result = WallBounce.clampAndReflect(
      CircleBody(position: Vector2(x: 3, y: 4), velocity: Vector2(x: 1, y: 0), radius: 1),
      in: slot, restitution: 0.5
    )
    #expect(result.body.position == Vector2(x: 0.5, y: 4))
  }

  @Test func speedNeverGrowsWithRestitutionUpToOne() async {
    await propertyCheck(
      input: Gen.double(in: -4...20), Gen.double(in: -4...12),
      Gen.double(in: -50...50), Gen.double(in: -50...50), Gen.double(in: 0...1)
    ) { x, y, vx, vy, cor in
      let result = bounce(x, y, vx, vy, cor: cor)
      #expect(result.body.velocity.lengthSquared <= Vector2(x: vx, y: vy).lengthSquared)
      #expect(box.insetBy(1).contains(result.body.position))
    }
  }
}
