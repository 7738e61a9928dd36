/// A straight piece of line between two world points: a stretch of terrain, a planet's way.
public struct Segment: Sendable, Hashable {
  /// One end.
  public var start: Vector2
  /// The other end.
  public var end: Vector2

  /// Creates a segment.
  public init(_ start: Vector2, _ end: Vector2) {
    self.start = start
    self.end = end
  }

  /// The shortest distance from `point` to any point of the segment (to `start` when the
  /// segment is a point).
  public func distance(to point: Vector2) -> Double {
    let along = end - start
    let t = max(0, min(1, (point - start).dot(along) / max(along.lengthSquared, 1e-12)))
    return (point - (start + along * t)).length
  }
}
