import Physics
import PropertyBased
import Testing

@Suite struct ElasticCollisionTests {
  func body(_ x: Double, _ y: Double, _ vx: Double, _ vy: Double, radius: Double = 1) -> CircleBody
  {
    CircleBody(position: Vector2(x: x, y: y), velocity: Vector2(x: vx, y: vy), radius: radius)
  }

  @Test func headOnEqualMassesExchangeVelocities() {
    let result = ElasticCollision.resolve(
      body(0, 0, 1, 0), massA: 1, body(1.5, 0, -0.5, 0), massB: 1)
    #expect(result.first.velocity == Vector2(x: -0.5, y: 0))
    #expect(result.second.velocity == Vector2(x: 1, y: 0))
  }

  @Test func overlappingCirclesArePushedApartToTouching() {
    let result = ElasticCollision.resolve(
      body(0, 0, 1, 0), massA: 1, body(1.5, 0, -0.5, 0), massB: 1)
    #expect(result.first.position == Vector2(x: -0.25, y: 0))
    #expect(result.second.position == Vector2(x: 1.75, y: 0))
    #expect(!result.first.circle.overlaps(result.second.circle))
  }

  @Test func obliqueImpactExchangesNormalAndKeepsTangentialComponents() {
    let a = body(0, 0, 1, 0.5)
    let b = body(1.5, 0, -0.5, 0.25)
    let result = ElasticCollision.resolve(a, massA: 1, b, massB: 1)
    #expect(result.first.velocity == Vector2(x: -0.5, y: 0.5))
    #expect(result.second.velocity == Vector2(x: 1, y: 0.25))
  }

  @Test func obliqueImpactConservesMomentumAndEnergyExactly() {
    let a = body(0, 0, 1, 0.5)
    let b = body(0, 1.5, -0.5, -1)
    let result = ElasticCollision.resolve(a, massA: 2, b, massB: 2)
    let momentumBefore = a.velocity * 2 + b.velocity * 2
    let momentumAfter = result.first.velocity * 2 + result.second.velocity * 2
    #expect(momentumAfter == momentumBefore)
    #expect(
      result.first.velocity.lengthSquared + result.second.velocity.lengthSquared
        == a.velocity.lengthSquared + b.velocity.lengthSquared
    )
    #expect(result.first.velocity == Vector2(x: 1, y: -1))
    #expect(result.second.velocity == Vector2(x: -0.5, y: 0.5))
  }

  @Test func immovableBodyReflectsTheOther() {
    let wallBall = body(1.5, 0, 0, 0)
    let result = ElasticCollision.resolve(body(0, 0, 2, 0.5), massA: 1, wallBall, massB: .infinity)
    #expect(result.first.velocity == Vector2(x: -2, y: 0.5))
    #expect(result.second == wallBall)
    #expect(result.first.position == Vector2(x: -0.5, y: 0))
  }

  @Test func separatingCirclesKeepTheirVelocities() {
    let result = ElasticCollision.resolve(body(0, 0, -1, 0), massA: 1, body(1.5, 0, 1, 0), massB: 1)
    #expect(result.first.velocity == Vector2(x: -1, y: 0))
    #expect(result.second.velocity == Vector2(x: 1, y: 0))
  }

  @Test func circlesApartAreUnchanged() {
    let a = body(0, 0, 1, 0)
    let b = body(2, 0, -1, 0)
    #expect(ElasticCollision.resolve(a, massA: 1, b, massB: 1) == .init(first: a, second: b))
  }

  @Test func invalidMassesLeaveTheBodiesUnchanged() {
    let a = body(0, 0, 1, 0)
    let b = body(1, 0, -1, 0)
    #expect(ElasticCollision.resolve(a, massA: 0, b, massB: 1) == .init(first: a, second: b))
    #expect(
      ElasticCollision.resolve(a, massA: .infinity, b, massB: .infinity)
        == .init(first: a, second: b))
  }

  @Test func perfectlyInelasticImpactEqualisesNormalVelocities() {
    let result = ElasticCollision.resolve(
      body(0, 0, 1, 0.5), massA: 1, body(1.5, 0, -0.5, 0), massB: 1, restitution: 0
    )
    #expect(result.first.velocity == Vector2(x: 0.25, y: 0.5))
    #expect(result.second.velocity == Vector2(x: 0.25, y: 0))
  }

  @Test func randomImpactsConserveMomentumAndEnergyAndSeparate() async {
    await propertyCheck(
      input: Gen.double(in: -3...3), Gen.double(in: -3...3),
      zip(Gen.double(in: -5...5), Gen.double(in: -5...5)),
      zip(Gen.double(in: -5...5), Gen.double(in: -5...5)),
      zip(Gen.double(in: 0.25...8), Gen.double(in: 0.25...8))
    ) { bx, by, va, vb, masses in
      let a = CircleBody(position: .zero, velocity: Vector2(x: va.0, y: va.1), radius: 2)
      let b = CircleBody(
        position: Vector2(x: bx, y: by), velocity: Vector2(x: vb.0, y: vb.1), radius: 2)
      let result = ElasticCollision.resolve(a, massA: masses.0, b, massB: masses.1)
      let momentumBefore = a.velocity * masses.0 + b.velocity * masses.1
      let momentumAfter = result.first.velocity * masses.0 + result.second.velocity * masses.1
      #expect((momentumAfter - momentumBefore).length <= 1e-9)
      let energyBefore = masses.0 * a.velocity.lengthSquared + masses.1 * b.velocity.lengthSquared
      let energyAfter =
        masses.0 * result.first.velocity.lengthSquared + masses.1
        * result.second.velocity.lengthSquared
      #expect(abs(energyAfter - energyBefore) <= 1e-9 * Swift.max(1, energyBefore))
      #expect(!result.first.circle.overlaps(result.second.circle))
    }
  }

  @Test func energyNeverGrowsWithRestitutionUpToOne() async {
    await propertyCheck(
      input: zip(Gen.double(in: -3...3), Gen.double(in: -3...3)),
      zip(Gen.double(in: -5...5), Gen.double(in: -5...5)),
      zip(Gen.double(in: -5...5), Gen.double(in: -5...5)),
      zip(Gen.double(in: 0.25...8), Gen.double(in: 0.25...8)),
      Gen.double(in: 0...1)
    ) { offset, va, vb, masses, restitution in
      let a = CircleBody(position: .zero, velocity: Vector2(x: va.0, y: va.1), radius: 2)
      let b = CircleBody(
        position: Vector2(x: offset.0, y: offset.1), velocity: Vector2(x: vb.0, y: vb.1), radius: 2)
      let result = ElasticCollision.resolve(
        a, massA: masses.0, b, massB: masses.1, restitution: restitution)
      let energyBefore = masses.0 * a.velocity.lengthSquared + masses.1 * b.velocity.lengthSquared
      let energyAfter =
        masses.0 * result.first.velocity.lengthSquared + masses.1
        * result.second.velocity.lengthSquared
      #expect(energyAfter <= energyBefore * (1 + 1e-12) + 1e-12)
    }
  }
}
