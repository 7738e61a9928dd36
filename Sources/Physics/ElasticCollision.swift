/// Collision response between two circles with masses, for oblique impacts too.
public enum ElasticCollision {
  /// The two bodies after the collision, in the order given.
  public struct Result: Sendable, Hashable {
    /// The first body after the collision.
    public var first: CircleBody
    /// The second body after the collision.
    public var second: CircleBody

    /// Creates a result.
    public init(first: CircleBody, second: CircleBody) {
      self.first = first
      self.second = second
    }
  }

  // MARK: - Rule

  /// Resolves a contact between two circles.
  ///
  /// Only the velocity components along the line of centres (the normal) change; the tangential
  /// components are kept. With `restitution` 1 the collision is perfectly elastic (momentum and
  /// kinetic energy are conserved; equal masses simply exchange their normal components); with
  /// 0 the normal components become equal. The impulse is applied only when the circles overlap
  /// and approach each other, so calling this twice for one contact does not undo it.
  ///
  /// Overlapping circles are also pushed apart along the normal, each by its share of the
  /// inverse masses, until they no longer overlap (they end up just touching).
  ///
  /// - Parameters:
  ///   - massA: positive; `.infinity` makes the body immovable.
  ///   - massB: positive; `.infinity` makes the body immovable.
  ///   - restitution: 1 elastic (the default), between 0 and 1 loses energy.
  /// - Returns: the bodies unchanged when they do not overlap, or when no mass is finite and
  ///   positive (there is no meaningful response then).
  public static func resolve(
    _ a: CircleBody, massA: Double, _ b: CircleBody, massB: Double, restitution: Double = 1
  ) -> Result {
    let unchanged = Result(first: a, second: b)
    guard massA > 0, massB > 0, a.circle.overlaps(b.circle) else { return unchanged }
    let inverseA = 1 / massA
    let inverseB = 1 / massB
    let inverseSum = inverseA + inverseB
    guard inverseSum > 0, inverseSum.isFinite else { return unchanged }

    let offset = b.position - a.position
    let distance = offset.length
    // Concentric circles have no line of centres; any fixed axis keeps the result deterministic.
    let normal = distance > 0 ? offset / distance : Vector2(x: 1, y: 0)

    var first = a
    var second = b

    let approachSpeed = (a.velocity - b.velocity).dot(normal)
    if approachSpeed > 0 {
      let impulse = (1 + restitution) * approachSpeed / inverseSum
      first.velocity -= normal * (impulse * inverseA)
      second.velocity += normal * (impulse * inverseB)
    }

    let radiusSum = a.radius + b.radius
    let penetration = radiusSum - distance
    first.position -= normal * (penetration * inverseA / inverseSum)
    second.position += normal * (penetration * inverseB / inverseSum)
    // Rounding can leave the pair an ulp inside each other; nudge until the strict test is clear.
    var nudge = radiusSum.ulp
    var attempts = 0
    while first.circle.overlaps(second.circle), attempts < 8 {
      first.position -= normal * (nudge * inverseA / inverseSum)
      second.position += normal * (nudge * inverseB / inverseSum)
      nudge *= 2
      attempts += 1
    }
    return Result(first: first, second: second)
  }
}
