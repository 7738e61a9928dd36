import Foundation
import Physics
import PropertyBased
import Testing

/// Two equal masses meeting (`ElasticCollision.resolve`): pushed apart along the line of
/// centres, the velocity components along it exchanged while they approach; and the distance
/// from a point to a `Segment`.
@Suite struct ElasticCollisionTests {
  static func body(_ x: Double, _ y: Double, _ vx: Double, _ vy: Double, radius: Double = 1) -> CircleBody {
    CircleBody(position: Vector2(x: x, y: y), velocity: Vector2(x: vx, y: vy), radius: radius)
  }

  static func close(_ a: Vector2, _ b: Vector2, within tolerance: Double = 1e-12) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  // MARK: - Examples

  @Test func headOnBodiesSwapVelocitiesAndSplitTheOverlap() {
    let contact = ElasticCollision.resolve(Self.body(0, 0, 3, 0), Self.body(1.5, 0, -1, 0))
    #expect(contact.touched)
    #expect(contact.first == Self.body(-0.25, 0, -1, 0))
    #expect(contact.second == Self.body(1.75, 0, 3, 0))
  }

  /// Only the components along the line of centres are exchanged; those across it stay.
  @Test func theComponentsAcrossTheLineOfCentresStay() {
    let contact = ElasticCollision.resolve(Self.body(0, 0, 2, 5), Self.body(1.5, 0, 0, -1))
    #expect(contact.first.velocity == Vector2(x: 0, y: 5))
    #expect(contact.second.velocity == Vector2(x: 2, y: -1))
  }

  /// A slanting contact: along the diagonal (1, 1)/√2 the approach is exchanged.
  @Test func aSlantingContactExchangesAlongTheDiagonal() {
    // Centres 1 apart on the diagonal (radii 1: overlap 1), the first moving right at 2.
    let step = 1 / 2.0.squareRoot()
    let contact = ElasticCollision.resolve(Self.body(0, 0, 2, 0), Self.body(step, step, 0, 0))
    // Along n = (1, 1)/√2 the first brings 2/√2; it passes that on: (1, 1) to the second.
    #expect(Self.close(contact.first.velocity, Vector2(x: 1, y: -1)))
    #expect(Self.close(contact.second.velocity, Vector2(x: 1, y: 1)))
    #expect(abs((contact.second.position - contact.first.position).length - 2) < 1e-12)
    #expect(Self.close(contact.first.position, Vector2(x: -step / 2, y: -step / 2)))
  }

  /// Overlapping bodies already moving apart are separated but keep their velocities.
  @Test func separatingBodiesKeepTheirVelocities() {
    let contact = ElasticCollision.resolve(Self.body(0, 0, -1, 4), Self.body(1.5, 0, 1, -2))
    #expect(contact.touched)
    #expect(contact.first == Self.body(-0.25, 0, -1, 4))
    #expect(contact.second == Self.body(1.75, 0, 1, -2))
  }

  @Test func bodiesJustTouchingOrApartAreUnchanged() {
    for gap in [2.0, 2.5, 100] {
      let first = Self.body(0, 0, 5, 0)
      let second = Self.body(gap, 0, -5, 0)
      let contact = ElasticCollision.resolve(first, second)
      #expect(!contact.touched)
      #expect(contact.first == first && contact.second == second)
    }
  }

  @Test func bodiesAtTheSameCentreArePushedApartAlongX() {
    let contact = ElasticCollision.resolve(Self.body(5, 5, 0, 0), Self.body(5, 5, 0, 0))
    #expect(contact.touched)
    #expect(contact.first.position == Vector2(x: 4, y: 5))
    #expect(contact.second.position == Vector2(x: 6, y: 5))
  }

  // MARK: - Properties

  /// Any two overlapping bodies of one radius: momentum and kinetic energy are kept, the
  /// overlap is gone, the centre of mass stays; bodies moving apart keep their velocities.
  @Test func overlappingBodiesKeepMomentumAndEnergyAndEndApart() async {
    await propertyCheck(
      input: Gen.double(in: 0.5...20), Gen.double(in: 0.001...0.999), Gen.double(in: -4...4),
      Gen.double(in: -200...200), Gen.double(in: -200...200), Gen.double(in: -200...200), Gen.double(in: -200...200)
    ) { radius, share, angle, vx1, vy1, vx2, vy2 in
      let distance = 2 * radius * share
      let first = CircleBody(
        position: Vector2(x: 100, y: 50), velocity: Vector2(x: vx1, y: vy1), radius: radius)
      let second = CircleBody(
        position: first.position + Vector2(x: cos(angle), y: sin(angle)) * distance,
        velocity: Vector2(x: vx2, y: vy2), radius: radius)
      let contact = ElasticCollision.resolve(first, second)
      #expect(contact.touched)
      let a = contact.first
      let b = contact.second
      let scale = max(1, first.velocity.length + second.velocity.length)
      let momentum = first.velocity + second.velocity
      #expect(Self.close(a.velocity + b.velocity, momentum, within: 1e-9 * scale))
      let energy = first.velocity.lengthSquared + second.velocity.lengthSquared
      #expect(abs(a.velocity.lengthSquared + b.velocity.lengthSquared - energy) <= 1e-9 * max(1, energy))
      #expect((b.position - a.position).length >= 2 * radius - 1e-9)
      #expect(Self.close(a.position + b.position, first.position + second.position, within: 1e-9))
      #expect(a.radius == radius && b.radius == radius)
      let approach = (first.velocity - second.velocity).dot(second.position - first.position)
      if approach <= 0 {
        #expect(a.velocity == first.velocity && b.velocity == second.velocity)
      } else {
        // Afterwards they no longer approach: along the line they part (or move together).
        #expect((a.velocity - b.velocity).dot(b.position - a.position) <= 1e-9 * scale * radius)
      }
    }
  }

  // MARK: - Segment

  @Test func theDistanceToASegment() {
    let segment = Segment(Vector2(x: 0, y: 0), Vector2(x: 10, y: 0))
    #expect(abs(segment.distance(to: Vector2(x: 4, y: 3)) - 3) < 1e-12, "beside its middle")
    #expect(abs(segment.distance(to: Vector2(x: 7, y: -2)) - 2) < 1e-12, "on the other side")
    #expect(segment.distance(to: Vector2(x: 6, y: 0)) == 0, "on it")
    #expect(segment.distance(to: Vector2(x: -3, y: 4)) == 5, "beyond the start: to the start")
    #expect(segment.distance(to: Vector2(x: 13, y: -4)) == 5, "beyond the end: to the end")
    #expect(segment.distance(to: Vector2(x: 10, y: 0)) == 0, "at the end")
  }

  @Test func theDistanceToASlantingSegmentIsAlongItsNormal() {
    let segment = Segment(Vector2(x: 0, y: 0), Vector2(x: 8, y: 6))
    // (−3, 4) is square to the segment's direction (4, 3)/5: from its middle (4, 3), 5 off it.
    #expect(abs(segment.distance(to: Vector2(x: 4 - 3, y: 3 + 4)) - 5) < 1e-12)
    #expect(abs(segment.distance(to: Vector2(x: 16, y: 12)) - 10) < 1e-12, "beyond the end")
  }

  @Test func theDistanceToAZeroLengthSegmentIsToItsPoint() {
    let point = Segment(Vector2(x: 2, y: 2), Vector2(x: 2, y: 2))
    #expect(point.distance(to: Vector2(x: 5, y: 6)) == 5)
    #expect(point.distance(to: Vector2(x: 2, y: 2)) == 0)
  }
}
