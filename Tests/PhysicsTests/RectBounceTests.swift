import Physics
import Testing

/// The one circle-off-rectangle bounce, shared by Paddles' obstacles and the Holes walls.
@Suite struct RectBounceTests {
  let block = WorldRect(minX: 100, minY: 100, maxX: 140, maxY: 120)

  @Test func faceHitReflectsTheNormalComponentScaledByRestitution() throws {
    let circle = Circle(center: Vector2(x: 80, y: 110), radius: 8)
    let hit = try #require(RectBounce.firstHit(of: circle, motion: Vector2(x: 16, y: 4), among: [block]))
    #expect(hit.index == 0)
    #expect(hit.face == .left)
    #expect(hit.contact.time == 0.75)
    #expect(RectBounce.reflected(Vector2(x: 4, y: 1), off: hit.face) == Vector2(x: -4, y: 1))
    #expect(
      RectBounce.reflected(Vector2(x: 4, y: 1), off: hit.face, restitution: 0.5)
        == Vector2(x: -2, y: 1))
  }

  @Test func theEarliestRectangleWinsAndMovingAwayIsNoHit() {
    let near = WorldRect(minX: 90, minY: 100, maxX: 95, maxY: 120)
    let circle = Circle(center: Vector2(x: 80, y: 110), radius: 4)
    let hit = RectBounce.firstHit(of: circle, motion: Vector2(x: 40, y: 0), among: [block, near])
    #expect(hit?.index == 1)
    #expect(RectBounce.firstHit(of: circle, motion: Vector2(x: -40, y: 0), among: [block, near]) == nil)
  }

  @Test func aCornerReportedAsAFaceItSlidesAlongBouncesOffTheFaceItHeadsInto() {
    // Touching the top-left corner from above-left while moving right along the top: the
    // sweep may name the top face, but only the x component heads into the block.
    let contact = RectContact(time: 0, side: .top, position: Vector2(x: 96, y: 96), offset: -1)
    #expect(RectBounce.face(for: Vector2(x: 2, y: -1), off: block, at: contact) == .left)
    #expect(RectBounce.face(for: Vector2(x: -2, y: -1), off: block, at: contact) == nil)
  }

  @Test func anOverlappingCircleIsPushedOutThroughTheNearestFace() {
    let inside = Circle(center: Vector2(x: 120, y: 98), radius: 5)
    #expect(RectBounce.pushedOut(inside, from: block) == Vector2(x: 120, y: 95))
  }
}
