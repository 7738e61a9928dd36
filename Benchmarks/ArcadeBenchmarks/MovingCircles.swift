import Physics

// MARK: - MovingCircles

/// Many equal circles moving as Balls moves its balls (one unit per axis each step, turning at
/// the field's edges), with the spatial grid and explosion queries a Balls step puts on top.
final class MovingCircles {
  /// The field the circles move in.
  let field: WorldRect
  /// Every circle's radius.
  let radius: Double
  /// Where the explosions are, as circles (fixed: they only serve as queries).
  let explosions: [Circle]
  private var positions: [Vector2]
  private var velocities: [Vector2]
  private var grid: SpatialGrid
  private var pairs: [CirclePair] = []

  /// `count` circles spread evenly over `field`, each heading along one of the four diagonals.
  init(count: Int, field: WorldRect, radius: Double, explosionCount: Int, explosionRadius: Double) {
    self.field = field
    self.radius = radius
    positions = Self.evenlySpread(count, over: field)
    velocities = (0..<count).map { index in
      Vector2(x: index.isMultiple(of: 2) ? -1 : 1, y: (index / 2).isMultiple(of: 2) ? -1 : 1)
    }
    explosions = Self.evenlySpread(explosionCount, over: field).map {
      Circle(center: $0, radius: explosionRadius)
    }
    grid = SpatialGrid(bounds: field, cellSize: 2 * radius)
    grid.rebuild(count: count) { [positions] in Circle(center: positions[$0], radius: radius) }
  }

  // MARK: - Steps

  /// Moves every circle one step, turns those past an edge, and files them in the grid again.
  func moveAndRebuild() {
    for index in positions.indices {
      positions[index] += velocities[index]
      velocities[index] = EdgeFlip.velocity(at: positions[index], moving: velocities[index], in: field)
    }
    grid.rebuild(count: positions.count) { [positions, radius] in
      Circle(center: positions[$0], radius: radius)
    }
  }

  /// Every pair of overlapping circles (the broadphase of a game where balls collide); returns
  /// how many there are.
  @discardableResult
  func findOverlappingPairs() -> Int {
    grid.overlappingPairs(into: &pairs)
    return pairs.count
  }

  /// Asks the grid, for every explosion, which circles it touches (what a Balls step does);
  /// returns how many touches there are.
  @discardableResult
  func queryExplosions() -> Int {
    var touches = 0
    for explosion in explosions {
      grid.forEachCircle(overlapping: explosion) { _ in touches += 1 }
    }
    return touches
  }

  // MARK: - Layout

  /// Points spread over `field` by the additive recurrence of the plastic number: even, and
  /// the same on every run without a random generator.
  static func evenlySpread(_ count: Int, over field: WorldRect) -> [Vector2] {
    let stepX = 0.754_877_666_246_692_7
    let stepY = 0.569_840_290_998_053_3
    return (0..<count).map { index in
      let u = (0.5 + Double(index) * stepX).truncatingRemainder(dividingBy: 1)
      let v = (0.5 + Double(index) * stepY).truncatingRemainder(dividingBy: 1)
      return Vector2(x: field.minX + u * field.width, y: field.minY + v * field.height)
    }
  }
}
