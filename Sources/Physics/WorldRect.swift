/// An axis-aligned rectangle in world units: the field, a paddle, an obstacle, a cell.
///
/// y grows downward, so `minY` is the top edge and `maxY` the bottom edge.
public struct WorldRect: Sendable, Hashable {
  /// Left edge.
  public var minX: Double
  /// Top edge.
  public var minY: Double
  /// Right edge.
  public var maxX: Double
  /// Bottom edge.
  public var maxY: Double

  /// Creates a rectangle from its edges; callers keep `min ≤ max` on each axis.
  public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// Creates the rectangle from the origin to `(width, height)`: a game's world.
  public init(width: Double, height: Double) {
    self.init(minX: 0, minY: 0, maxX: width, maxY: height)
  }

  /// Creates a rectangle of the given size centred on a point (a paddle around its centre).
  public init(center: Vector2, width: Double, height: Double) {
    self.init(
      minX: center.x - width / 2, minY: center.y - height / 2,
      maxX: center.x + width / 2, maxY: center.y + height / 2
    )
  }

  // MARK: - Measures

  /// Width (`maxX − minX`).
  public var width: Double { maxX - minX }
  /// Height (`maxY − minY`).
  public var height: Double { maxY - minY }
  /// The centre point.
  public var center: Vector2 { Vector2(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }

  /// Whether the point lies inside or on the edge (closed on all four sides).
  public func contains(_ point: Vector2) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// The rectangle shrunk by `inset` on every side (grown when negative).
  public func insetBy(_ inset: Double) -> WorldRect {
    WorldRect(minX: minX + inset, minY: minY + inset, maxX: maxX - inset, maxY: maxY - inset)
  }

  /// The point of the rectangle closest to `point` (the point itself when inside).
  public func closestPoint(to point: Vector2) -> Vector2 {
    Vector2(
      x: Swift.min(Swift.max(point.x, minX), maxX), y: Swift.min(Swift.max(point.y, minY), maxY))
  }
}
