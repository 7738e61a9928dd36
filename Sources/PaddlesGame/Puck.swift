import Physics

// MARK: - Puck

/// The puck: where it is, its direction (as in the seed, each component in −1…1) and its speed.
///
/// Every step it moves by `direction × speed`, exactly the seed's rule.
public struct Puck: Sendable, Hashable {
  /// Centre, world units.
  public var center: Vector2
  /// Direction; `x` is ±1 along the field, `y` runs −1…1 across.
  public var direction: Vector2
  /// World units per step along each unit of direction.
  public var speed: Double
  /// Radius, world units.
  public var radius: Double

  /// Creates a puck.
  public init(center: Vector2, direction: Vector2, speed: Double, radius: Double) {
    self.center = center
    self.direction = direction
    self.speed = speed
    self.radius = radius
  }

  /// The motion of one whole step.
  public var motion: Vector2 { direction * speed }

  /// The puck as a circle for collision tests.
  public var circle: Circle { Circle(center: center, radius: radius) }
}
