import Physics
import Testing

@Suite struct CircleTests {
  @Test func touchingCirclesDoNotOverlap() {
    let a = Circle(center: .zero, radius: 1.5)
    #expect(!a.overlaps(Circle(center: Vector2(x: 4, y: 0), radius: 2.5)))
  }

  @Test func circlesCloserThanTheirRadiiOverlap() {
    let a = Circle(center: .zero, radius: 1.5)
    #expect(a.overlaps(Circle(center: Vector2(x: 3.75, y: 0), radius: 2.5)))
  }

  @Test func overlapIsStrictOnADiagonalToo() {
    let a = Circle(center: .zero, radius: 2)
    #expect(!a.overlaps(Circle(center: Vector2(x: 3, y: 4), radius: 3)))
    #expect(a.overlaps(Circle(center: Vector2(x: 3, y: 4), radius: 3.25)))
  }

  @Test func overlapIsSymmetric() {
    let a = Circle(center: Vector2(x: 1, y: 1), radius: 0.5)
    let b = Circle(center: Vector2(x: 1.75, y: 1.5), radius: 0.5)
    #expect(a.overlaps(b) == b.overlaps(a))
    #expect(a.overlaps(b))
  }

  @Test func newExplosionAtABallOverlapsIt() {
    // Balls: a ball touching a live explosion of radius 1 at 4.75 away does not, at 4.5 it does.
    let explosion = Circle(center: Vector2(x: 100, y: 100), radius: 1)
    #expect(!explosion.overlaps(Circle(center: Vector2(x: 105, y: 100), radius: 4)))
    #expect(explosion.overlaps(Circle(center: Vector2(x: 104.5, y: 100), radius: 4)))
  }

  @Test func containsIsStrict() {
    let c = Circle(center: .zero, radius: 5)
    #expect(c.contains(Vector2(x: 3, y: 3.75)))
    #expect(!c.contains(Vector2(x: 3, y: 4)))
  }
}
