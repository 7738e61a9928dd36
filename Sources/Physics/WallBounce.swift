/// Keeps a circle inside a box: clamp it back in and reflect the velocity off the wall hit,
/// scaled by a coefficient of restitution (Maze 0.5, Holes 0.45).
public enum WallBounce {
  /// The body after the walls acted on it, and which walls it hit.
  public struct Result: Sendable, Hashable {
    /// The clamped body with its reflected velocity.
    public var body: CircleBody
    /// The walls the body had reached; empty when it was clear of all four.
    public var sides: RectSides

    /// Creates a result.
    public init(body: CircleBody, sides: RectSides) {
      self.body = body
      self.sides = sides
    }
  }

  // MARK: - Rule

  /// Clamps the circle so it lies inside `bounds` and reflects each velocity component whose
  /// wall the circle crossed, multiplied by `restitution`.
  ///
  /// A wall is hit when the circle reaches past it (centre closer than the radius). The reflected
  /// component always points away from that wall, with magnitude `|v| × restitution`, so a body
  /// already moving away is not sent back out. With `0 ≤ restitution ≤ 1` the speed never grows.
  /// A box narrower than the circle pins the centre to the box's middle on that axis.
  public static func clampAndReflect(
    _ body: CircleBody, in bounds: WorldRect, restitution: Double
  ) -> Result {
    var next = body
    var sides: RectSides = []
    let inner = bounds.insetBy(body.radius)

    if inner.minX > inner.maxX {
      next.position.x = bounds.center.x
    } else if body.position.x < inner.minX {
      next.position.x = inner.minX
      next.velocity.x = abs(body.velocity.x) * restitution
      sides.insert(.left)
    } else if body.position.x > inner.maxX {
      next.position.x = inner.maxX
      next.velocity.x = -abs(body.velocity.x) * restitution
      sides.insert(.right)
    }

    if inner.minY > inner.maxY {
      next.position.y = bounds.center.y
    } else if body.position.y < inner.minY {
      next.position.y = inner.minY
      next.velocity.y = abs(body.velocity.y) * restitution
      sides.insert(.top)
    } else if body.position.y > inner.maxY {
      next.position.y = inner.maxY
      next.velocity.y = -abs(body.velocity.y) * restitution
      sides.insert(.bottom)
    }
    return Result(body: next, sides: sides)
  }
}
