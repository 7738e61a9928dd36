/// The Balls bounce: a ball's direction flips on an axis when its centre crosses an edge.
///
/// The field is half-open, `[minX, maxX) × [minY, maxY)`, as in the seed: a centre left of
/// `minX` (or above `minY`) turns the component positive; a centre at or beyond `maxX`
/// (or `maxY`) turns it negative. The ball is not clamped, so with 1 world unit per update
/// a centre strays at most one unit outside before it comes back.
public enum EdgeFlip {
  /// The velocity after checking the centre `position` against `bounds`.
  ///
  /// Call it after moving the ball (`position += velocity`), as the seed does.
  public static func velocity(
    at position: Vector2, moving velocity: Vector2, in bounds: WorldRect
  ) -> Vector2 {
    var next = velocity
    if position.x < bounds.minX {
      next.x = abs(velocity.x)
    } else if position.x >= bounds.maxX {
      next.x = -abs(velocity.x)
    }
    if position.y < bounds.minY {
      next.y = abs(velocity.y)
    } else if position.y >= bounds.maxY {
      next.y = -abs(velocity.y)
    }
    return next
  }
}
