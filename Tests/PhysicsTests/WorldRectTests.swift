import Physics
import Testing

@Suite struct WorldRectTests {
  let paddle = WorldRect(center: Vector2(x: 160, y: 72), width: 64, height: 16)

  @Test func centredRectangleHasTheRightEdges() {
    #expect(paddle == WorldRect(minX: 128, minY: 64, maxX: 192, maxY: 80))
    #expect(paddle.width == 64)
    #expect(paddle.height == 16)
    #expect(paddle.center == Vector2(x: 160, y: 72))
  }

  @Test func containsIsClosedOnEverySide() {
    #expect(paddle.contains(Vector2(x: 128, y: 64)))
    #expect(paddle.contains(Vector2(x: 192, y: 80)))
    #expect(paddle.contains(Vector2(x: 160, y: 72)))
    #expect(!paddle.contains(Vector2(x: 127.5, y: 72)))
    #expect(!paddle.contains(Vector2(x: 160, y: 80.25)))
  }

  @Test func closestPointClampsIntoTheRectangle() {
    #expect(paddle.closestPoint(to: Vector2(x: 100, y: 100)) == Vector2(x: 128, y: 80))
    #expect(paddle.closestPoint(to: Vector2(x: 150, y: 70)) == Vector2(x: 150, y: 70))
  }

  @Test func insetShrinksEverySide() {
    #expect(
      WorldRect(width: 16, height: 8).insetBy(1) == WorldRect(minX: 1, minY: 1, maxX: 15, maxY: 7))
  }
}
