import Physics
import PropertyBased
import Testing

@Suite struct Vector2Tests {
  @Test func addsSubtractsAndScalesComponentWise() {
    let a = Vector2(x: 1.5, y: -2)
    let b = Vector2(x: 0.25, y: 4)
    #expect(a + b == Vector2(x: 1.75, y: 2))
    #expect(a - b == Vector2(x: 1.25, y: -6))
    #expect(a * 2 == Vector2(x: 3, y: -4))
    #expect(0.5 * a == Vector2(x: 0.75, y: -1))
    #expect(a / 4 == Vector2(x: 0.375, y: -0.5))
    #expect(-a == Vector2(x: -1.5, y: 2))
  }

  @Test func compoundAssignmentMatchesOperators() {
    var v = Vector2(x: 1, y: 1)
    v += Vector2(x: 0.5, y: 0.25)
    v -= Vector2(x: 1, y: 1)
    v *= 4
    #expect(v == Vector2(x: 2, y: 1))
  }

  @Test func dotAndLengthOfAThreeFourFiveVector() {
    let v = Vector2(x: 3, y: 4)
    #expect(v.lengthSquared == 25)
    #expect(v.length == 5)
    #expect(v.dot(Vector2(x: 0.5, y: -0.25)) == 0.5)
  }

  @Test func normalizedHasUnitLengthAndZeroStaysZero() {
    #expect(Vector2(x: 0, y: -8).normalized == Vector2(x: 0, y: -1))
    #expect(Vector2(x: 3, y: 4).normalized == Vector2(x: 0.6, y: 0.8))
    #expect(Vector2.zero.normalized == .zero)
    #expect(Vector2(x: .infinity, y: 0).normalized == .zero)
  }

  @Test func rotationByZeroIsIdentity() {
    let v = Vector2(x: 1.25, y: -3.5)
    #expect(v.rotated(by: 0) == v)
  }

  @Test func quarterTurnMapsXAxisToYAxis() {
    let turned = Vector2(x: 2, y: 0).rotated(by: Double.pi / 2)
    #expect(abs(turned.x) < 1e-12)
    #expect(abs(turned.y - 2) < 1e-12)
  }

  @Test func halfTurnAboutACentreMirrorsThePoint() {
    let turned = Vector2(x: 12, y: 10).rotated(by: Double.pi, around: Vector2(x: 10, y: 10))
    #expect(abs(turned.x - 8) < 1e-12)
    #expect(abs(turned.y - 10) < 1e-12)
  }

  @Test func rotationKeepsTheDistanceToTheCentre() async {
    await propertyCheck(
      input: Gen.double(in: -500...500), Gen.double(in: -500...500),
      Gen.double(in: -500...500), Gen.double(in: -500...500), Gen.double(in: -10...10)
    ) { px, py, cx, cy, angle in
      let point = Vector2(x: px, y: py)
      let center = Vector2(x: cx, y: cy)
      let before = (point - center).length
      let after = (point.rotated(by: angle, around: center) - center).length
      #expect(abs(after - before) <= 1e-9 * Swift.max(1, before))
    }
  }
}
