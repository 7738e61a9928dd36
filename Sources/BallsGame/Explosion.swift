import Physics

// MARK: - Explosion

/// A growing then shrinking filled circle that turns the balls it touches into explosions.
public struct Explosion: Hashable, Sendable {
  /// The radius of the explosion the player starts.
  public static let playerStartRadius = 1.0

  /// Centre in world units.
  public var center: Vector2
  /// Current radius; the explosion is gone once it reaches zero.
  public var radius: Double
  /// Colour: red for the player's, the ball's colour for the others.
  public var color: BallColor
  /// Whether it is still growing towards the maximum radius.
  public var isGrowing: Bool

  /// Creates an explosion that starts growing from `radius`.
  public init(center: Vector2, radius: Double, color: BallColor, isGrowing: Bool = true) {
    self.center = center
    self.radius = radius
    self.color = color
    self.isGrowing = isGrowing
  }

  /// The explosion as a circle, for contact tests.
  public var circle: Circle { Circle(center: center, radius: radius) }

  /// Whether the explosion has shrunk away and must be removed.
  public var isSpent: Bool { radius <= 0 }

  // MARK: - Growth

  /// One update: grow by one unit until `maxRadius`, then shrink by one unit per update.
  public mutating func advance(maxRadius: Double) {
    if isGrowing && radius < maxRadius {
      radius += 1
      if radius >= maxRadius { isGrowing = false }
    } else {
      // A ball explosion may start above a small custom maximum: it only shrinks then.
      isGrowing = false
      radius -= 1
    }
  }
}
