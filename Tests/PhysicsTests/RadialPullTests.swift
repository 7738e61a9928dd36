import Physics
import PropertyBased
import Testing

@Suite struct RadialPullTests {
  let hole = RadialPull(center: Vector2(x: 100, y: 100), radius: 32)

  @Test func defaultsAreTheHolesNumbers() {
    #expect(hole.strength == 0.5)
    #expect(hole.damping == 0.8)
    #expect(hole.captureFraction == 0.1)
  }

  @Test func ballOutsideTheHoleFeelsNothing() {
    #expect(hole.effect(on: Vector2(x: 140, y: 100)) == .none)
  }

  @Test func ballOnTheRimFeelsNothing() {
    #expect(hole.effect(on: Vector2(x: 132, y: 100)) == .none)
  }

  @Test func pullAtHalfTheRadiusIsFourTimesTheRimStrength() {
    let effect = hole.effect(on: Vector2(x: 116, y: 100))
    #expect(effect.acceleration == Vector2(x: -2, y: 0))
    #expect(effect.damping == 0.8)
    #expect(!effect.captured)
  }

  @Test func pullAtAQuarterOfTheRadiusIsSixteenTimesStronger() {
    let effect = hole.effect(on: Vector2(x: 100, y: 92))
    #expect(effect.acceleration == Vector2(x: 0, y: 8))
    #expect(effect.damping == 0.8)
  }

  @Test func pullJustOutsideTheCaptureZoneFollowsTheInverseSquare() {
    // d = 0.125: 0.5 / (1/64) = 32.
    let effect = hole.effect(on: Vector2(x: 104, y: 100))
    #expect(effect.acceleration == Vector2(x: -32, y: 0))
    #expect(!effect.captured)
  }

  @Test func ballWithinATenthOfTheRadiusIsCaptured() {
    let wide = RadialPull(center: Vector2(x: 100, y: 100), radius: 40)
    #expect(wide.effect(on: Vector2(x: 104, y: 100)).captured)
    #expect(wide.effect(on: Vector2(x: 100, y: 100)).captured)
    #expect(!wide.effect(on: Vector2(x: 104.5, y: 100)).captured)
  }

  @Test func pullPointsAtTheCentreWithTheInverseSquareLaw() async {
    await propertyCheck(input: Gen.double(in: 0.11...0.99), Gen.double(in: -4...4)) { d, angle in
      let position = Vector2(x: 32 * d, y: 0).rotated(by: angle, around: .zero) + hole.center
      let effect = hole.effect(on: position)
      let toCenter = (hole.center - position).normalized
      let measuredD = (position - hole.center).length / 32
      #expect(!effect.captured)
      #expect(
        abs(effect.acceleration.length - 0.5 / (measuredD * measuredD)) <= 1e-9
          * effect.acceleration.length)
      #expect(effect.acceleration.normalized.dot(toCenter) > 1 - 1e-12)
    }
  }

  @Test func rotatingAHoleKeepsItsDistanceToThePivot() async {
    let pivot = Vector2(x: 160, y: 240)
    await propertyCheck(input: Gen.double(in: -7...7)) { angle in
      let turned = hole.rotated(by: angle, around: pivot)
      #expect(abs((turned.center - pivot).length - (hole.center - pivot).length) <= 1e-9)
      #expect(turned.radius == hole.radius)
    }
  }
}
