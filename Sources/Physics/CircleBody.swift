/// A moving circle: position, velocity (world units per update) and radius.
public struct CircleBody: Sendable, Hashable {
  /// Position of the centre.
  public var position: Vector2
  /// Velocity in world units per update, before any game-specific scale.
  public var velocity: Vector2
  /// Radius; zero or positive.
  public var radius: Double

  /// Creates a body; it starts at rest unless a velocity is given.
  public init(position: Vector2, velocity: Vector2 = .zero, radius: Double) {
    self.position = position
    self.velocity = velocity
    self.radius = radius
  }

  /// The circle the body occupies now.
  public var circle: Circle { Circle(center: position, radius: radius) }

  // MARK: - Integration

  /// The body after one step of motion: `position += scale × velocity`
  /// (Balls and Paddles use 1, Maze and Holes 0.5).
  public func integrated(scale: Double = 1) -> CircleBody {
    var next = self
    next.position += velocity * scale
    return next
  }

  /// The body after an acceleration: `velocity += scale × acceleration`
  /// (Maze and Holes use 0.2).
  public func accelerated(by acceleration: Vector2, scale: Double = 1) -> CircleBody {
    var next = self
    next.velocity += acceleration * scale
    return next
  }

  /// The body with its velocity multiplied by `factor` (the Holes damping, for example).
  public func damped(by factor: Double) -> CircleBody {
    var next = self
    next.velocity *= factor
    return next
  }
}
