import Physics
import Testing

@Suite struct CircleBodyTests {
  @Test func integrationMovesByScaledVelocity() {
    let body = CircleBody(position: Vector2(x: 1, y: 2), velocity: Vector2(x: 3, y: -4), radius: 1)
    #expect(body.integrated(scale: 0.5).position == Vector2(x: 2.5, y: 0))
    #expect(body.integrated().position == Vector2(x: 4, y: -2))
    #expect(body.integrated(scale: 0.5).velocity == body.velocity)
  }

  @Test func accelerationChangesVelocityByScaledAmount() {
    let body = CircleBody(position: .zero, velocity: Vector2(x: 1, y: 1), radius: 1)
    let next = body.accelerated(by: Vector2(x: 2, y: -6), scale: 0.25)
    #expect(next.velocity == Vector2(x: 1.5, y: -0.5))
    #expect(next.position == .zero)
  }

  @Test func dampingScalesVelocity() {
    let body = CircleBody(position: .zero, velocity: Vector2(x: 4, y: -2), radius: 1)
    #expect(body.damped(by: 0.75).velocity == Vector2(x: 3, y: -1.5))
  }

  @Test func bodyStartsAtRestByDefault() {
    #expect(CircleBody(position: .zero, radius: 2).velocity == .zero)
  }
}
