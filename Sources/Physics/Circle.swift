/// A circle in world units: a ball, an explosion, a hole.
public struct Circle: Sendable, Hashable {
  /// Position of the centre.
  public var center: Vector2
  /// Radius; zero or positive.
  public var radius: Double

  /// Creates a circle from its centre and radius.
  public init(center: Vector2, radius: Double) {
    self.center = center
    self.radius = radius
  }

  // MARK: - Contact

  /// Whether two circles overlap: the distance between the centres is strictly less than
  /// the sum of the radii (circles that only touch do not overlap; this is the Balls rule).
  ///
  /// Compares squared lengths so the answer is exact for dyadic inputs and identical to the
  /// check the `SpatialGrid` broadphase makes.
  public func overlaps(_ other: Circle) -> Bool {
    Circle.overlap(
      dx: other.center.x - center.x, dy: other.center.y - center.y,
      radiusSum: radius + other.radius
    )
  }

  /// The one overlap predicate of the module, shared with the broadphase so both agree bit for bit.
  @inline(__always)
  static func overlap(dx: Double, dy: Double, radiusSum: Double) -> Bool {
    dx * dx + dy * dy < radiusSum * radiusSum
  }

  /// Whether a point lies strictly inside the circle.
  public func contains(_ point: Vector2) -> Bool {
    (point - center).lengthSquared < radius * radius
  }
}
