import Physics

// MARK: - Ball

/// A bouncing ball: centre, direction (±1 per axis per update) and colour.
public struct Ball: Hashable, Sendable {
  /// The ball radius of the original game, in world units.
  public static let radius = 4.0

  /// Centre in world units.
  public var position: Vector2
  /// Movement per update; each component is +1 or −1 world unit.
  public var velocity: Vector2
  /// Colour, kept by the explosion the ball turns into.
  public var color: BallColor

  /// Creates a ball; by default heading up-left, as every ball does when a level starts.
  public init(
    position: Vector2, velocity: Vector2 = Vector2(x: -1, y: -1), color: BallColor
  ) {
    self.position = position
    self.velocity = velocity
    self.color = color
  }

  /// The ball as a circle, for contact tests.
  public var circle: Circle { Circle(center: position, radius: Ball.radius) }

  // MARK: - Motion

  /// Moves one update and flips direction on an axis whose edge the centre crossed.
  public mutating func advance(in field: WorldRect) {
    position += velocity
    velocity = EdgeFlip.velocity(at: position, moving: velocity, in: field)
  }
}
