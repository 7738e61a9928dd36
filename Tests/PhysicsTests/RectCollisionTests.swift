import Physics
import PropertyBased
import Testing

@Suite struct RectCollisionTests {
  /// The Paddles top paddle: 64×16 centred at (160, 72).
  let paddle = WorldRect(minX: 128, minY: 64, maxX: 192, maxY: 80)

  func puck(_ x: Double, _ y: Double, radius: Double = 8) -> Circle {
    Circle(center: Vector2(x: x, y: y), radius: radius)
  }

  // MARK: - Static contact

  @Test func puckOnTopFaceRightOfCentreHasPositiveOffset() throws {
    let contact = try #require(RectCollision.contact(puck(176, 60), paddle))
    #expect(contact.side == .top)
    #expect(contact.offset == 0.5)
    #expect(contact.time == 0)
  }

  @Test func puckOnBottomFaceLeftOfCentreHasNegativeOffset() throws {
    let contact = try #require(RectCollision.contact(puck(144, 84), paddle))
    #expect(contact.side == .bottom)
    #expect(contact.offset == -0.5)
  }

  @Test func puckOnLeftFaceMeasuresOffsetAlongY() throws {
    let contact = try #require(RectCollision.contact(puck(124, 76), paddle))
    #expect(contact.side == .left)
    #expect(contact.offset == 0.5)
  }

  @Test func puckOnRightFaceMeasuresOffsetAlongY() throws {
    let contact = try #require(RectCollision.contact(puck(196, 68), paddle))
    #expect(contact.side == .right)
    #expect(contact.offset == -0.5)
  }

  @Test func puckAtPaddleCentreGoesStraight() throws {
    #expect(try #require(RectCollision.contact(puck(160, 60), paddle)).offset == 0)
  }

  @Test func cornerHitPicksTheAxisTheCentreIsFartherBeyond() throws {
    let contact = try #require(RectCollision.contact(puck(124, 61), paddle))
    #expect(contact.side == .left)
    #expect(contact.offset == -1)
  }

  @Test func cornerHitOnTheDiagonalGoesToTheTopFace() throws {
    let contact = try #require(RectCollision.contact(puck(124, 60), paddle))
    #expect(contact.side == .top)
    #expect(contact.offset == -1)
  }

  @Test func puckNearACornerButOutsideItsRoundingMisses() {
    #expect(RectCollision.contact(puck(122, 58), paddle) == nil)
  }

  @Test func puckTouchingAFaceDoesNotCollide() {
    #expect(RectCollision.contact(puck(160, 56), paddle) == nil)
  }

  @Test func centreInsideThePaddlePicksTheNearestFace() throws {
    #expect(try #require(RectCollision.contact(puck(136, 70), paddle)).side == .top)
    #expect(try #require(RectCollision.contact(puck(130, 73), paddle)).side == .left)
    #expect(try #require(RectCollision.contact(puck(176, 77), paddle)).side == .bottom)
  }

  // MARK: - Swept contact

  @Test func sweptPuckAtSpeedTenStopsOnTheFace() throws {
    #expect(
      RectCollision.sweep(puck(160, 36), motion: Vector2(x: 0, y: 10), against: paddle) == nil)
    let contact = try #require(
      RectCollision.sweep(puck(160, 46), motion: Vector2(x: 0, y: 10), against: paddle))
    #expect(contact.time == 1)
    #expect(contact.side == .top)
    #expect(contact.position == Vector2(x: 160, y: 56))
  }

  @Test func sweptPuckAtSpeedTenHitsTheSideFace() throws {
    let contact = try #require(
      RectCollision.sweep(puck(115, 72), motion: Vector2(x: 10, y: 0), against: paddle))
    #expect(contact.time == 0.5)
    #expect(contact.side == .left)
    #expect(contact.offset == 0)
  }

  @Test func sweptPuckAtSpeedOneHundredDoesNotTunnel() throws {
    let contact = try #require(
      RectCollision.sweep(puck(160, -19), motion: Vector2(x: 0, y: 100), against: paddle))
    #expect(contact.time == 0.75)
    #expect(contact.position == Vector2(x: 160, y: 56))
  }

  @Test func puckPassingWhollyBeyondThePaddleInOneStepIsCaught() throws {
    // From above to far below the 16-unit paddle in one step.
    let contact = try #require(
      RectCollision.sweep(puck(160, 6), motion: Vector2(x: 0, y: 200), against: paddle))
    #expect(contact.time == 0.25)
    #expect(contact.side == .top)
  }

  @Test func upwardPuckHitsTheBottomFace() throws {
    let contact = try #require(
      RectCollision.sweep(puck(184, 104), motion: Vector2(x: 0, y: -32), against: paddle))
    #expect(contact.time == 0.5)
    #expect(contact.side == .bottom)
    #expect(contact.offset == 0.75)
  }

  @Test func diagonalSweepReportsWhereAlongTheFaceItLands() throws {
    let contact = try #require(
      RectCollision.sweep(puck(100, 0), motion: Vector2(x: 64, y: 128), against: paddle))
    #expect(contact.time == 0.4375)
    #expect(contact.side == .top)
    #expect(contact.position == Vector2(x: 128, y: 56))
    #expect(contact.offset == -1)
  }

  @Test func sweepRoundsTheCorners() throws {
    // A radius-5 puck 3 above the top face meets the corner at (128, 64) 4 units left of it.
    let contact = try #require(
      RectCollision.sweep(puck(100, 61, radius: 5), motion: Vector2(x: 32, y: 0), against: paddle)
    )
    #expect(contact.time == 0.75)
    #expect(contact.position == Vector2(x: 124, y: 61))
    #expect(contact.side == .left)
  }

  @Test func sweepGrazingACornerIsNotAHit() {
    #expect(
      RectCollision.sweep(puck(100, 59, radius: 5), motion: Vector2(x: 64, y: 0), against: paddle)
        == nil)
  }

  @Test func sweepPassingBesideThePaddleMisses() {
    #expect(
      RectCollision.sweep(puck(100, 50), motion: Vector2(x: 100, y: 0), against: paddle) == nil)
  }

  @Test func sweepMovingAwayFromATouchingContactMisses() {
    #expect(
      RectCollision.sweep(puck(160, 56), motion: Vector2(x: 0, y: -10), against: paddle) == nil)
  }

  @Test func sweepStartingInsideReportsTimeZero() throws {
    let contact = try #require(
      RectCollision.sweep(puck(160, 60), motion: Vector2(x: 0, y: -10), against: paddle))
    #expect(contact.time == 0)
    #expect(contact.side == .top)
  }

  @Test func sweepAgreesWithDenseSamplingAtAnySpeed() async {
    await propertyCheck(
      input: zip(Gen.double(in: 0...320), Gen.double(in: -200...300)),
      zip(Gen.double(in: -1000...1000), Gen.double(in: -1000...1000)),
      Gen.double(in: 1...16)
    ) { start, motion, radius in
      let circle = Circle(center: Vector2(x: start.0, y: start.1), radius: radius)
      let move = Vector2(x: motion.0, y: motion.1)
      let contact = RectCollision.sweep(circle, motion: move, against: paddle)
      let firstSampledOverlap = (0...4000).lazy.map { Double($0) / 4000 }.first { t in
        RectCollision.contact(Circle(center: circle.center + move * t, radius: radius), paddle)
          != nil
      }
      guard let contact else {
        #expect(firstSampledOverlap == nil, "the sweep missed an overlap the samples saw")
        return
      }
      #expect(contact.time >= 0 && contact.time <= 1)
      if let sampled = firstSampledOverlap {
        #expect(contact.time <= sampled, "the sweep reported contact after the samples overlapped")
      }
      if contact.time > 0 {
        let gap = (contact.position - paddle.closestPoint(to: contact.position)).length
        #expect(abs(gap - radius) <= 1e-9 * Swift.max(1, move.length))
      }
    }
  }
}
