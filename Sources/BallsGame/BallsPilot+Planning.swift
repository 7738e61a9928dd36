import Physics

// MARK: - BallsPilot planning

/// How the pilot picks where and when to fire, from what is on screen.
///
/// It sees a copy of the world (positions, directions, explosions), which is exactly what the
/// screen shows; motion is deterministic, so it may run that copy forward. It never sees the
/// random generator, so it cannot know the next level's layout.
extension BallsPilot {
  /// Where and when to fire, and how many balls the planner expects the chain to remove.
  public struct Plan: Hashable, Sendable {
    /// The world point to fire at.
    public var point: Vector2
    /// Updates to wait (moving the cross-hair) before firing.
    public var delay: Int
    /// Balls the simulated chain removed.
    public var expectedRemoved: Int
  }

  /// How far the AI's cross-hair moves per update, in world units.
  public static let cursorSpeed = 24.0
  /// The waits considered, in updates (the cross-hair glides to the spot meanwhile).
  public static let delays = [4, 10, 16, 22]
  /// Above this many balls the chain is not simulated per candidate (too slow for one
  /// update); the planner aims at the densest spot instead, which in a crowded field is
  /// what starts the longest chain.
  public static let simulationLimit = 200

  // MARK: - Planning

  /// The best plan for firing from a cross-hair at `cursor`; nil once the world has fired or
  /// has no balls.
  public static func plan(for world: BallsWorld, cursor: Vector2) -> Plan? {
    guard !world.hasFired, !world.balls.isEmpty else { return nil }
    if world.balls.count > simulationLimit { return densestPlan(for: world, cursor: cursor) }
    var best: Plan?
    var future = world
    var waited = 0
    for delay in delays {
      while waited < delay {
        future.update()
        waited += 1
      }
      let reach = Double(delay) * cursorSpeed
      for ball in future.balls where (ball.position - cursor).length <= reach {
        let removed = chainLength(of: future, firingAt: ball.position)
        if removed > (best?.expectedRemoved ?? -1) {
          best = Plan(point: ball.position, delay: delay, expectedRemoved: removed)
        }
      }
    }
    return best
  }

  /// Balls removed if the player fired at `point` now and the chain ran to its end.
  public static func chainLength(of world: BallsWorld, firingAt point: Vector2) -> Int {
    var copy = world
    guard copy.detonate(at: point) else { return 0 }
    // Each explosion lives at most 2 × max radius + 1 updates and each ball adds at most one.
    let limit = (copy.balls.count + 1) * (2 * Int(copy.maxExplosionRadius) + 2)
    for _ in 0..<limit {
      if copy.update() == .finished { break }
    }
    return copy.removed
  }

  // MARK: - Playing a level out

  /// Balls the AI removes from a fresh level's `world`, playing it as the scene's pilot
  /// does: it looks for `BallsPilot.thinkingUpdates`, plans from a cross-hair in the middle,
  /// waits the plan's delay, fires, and lets the chain run to its end.
  public static func autoplayRemoved(_ world: BallsWorld) -> Int {
    var world = world
    for _ in 0..<BallsPilot.thinkingUpdates { world.update() }
    guard let plan = plan(for: world, cursor: world.field.center) else { return 0 }
    for _ in 0..<plan.delay { world.update() }
    world.detonate(at: plan.point)
    let limit = (world.balls.count + 1) * (2 * Int(world.maxExplosionRadius) + 2)
    for _ in 0..<limit {
      if world.update() == .finished { break }
    }
    return world.removed
  }

  // MARK: - Crowded fields

  /// Aims at the ball with the most neighbours within an explosion's reach.
  static func densestPlan(for world: BallsWorld, cursor: Vector2) -> Plan? {
    let delay = delays[delays.count - 1]
    var future = world
    for _ in 0..<delay { future.update() }
    let reachOfCursor = Double(delay) * cursorSpeed
    let balls = future.balls
    var grid = SpatialGrid(bounds: future.field, cellSize: 16)
    grid.rebuild(count: balls.count) { balls[$0].circle }
    let blast = future.maxExplosionRadius + Ball.radius
    var best: (index: Int, neighbours: Int)?
    // Looking at every eighth ball is plenty in a crowd and keeps one update short.
    for index in stride(from: 0, to: balls.count, by: 8)
    where (balls[index].position - cursor).length <= reachOfCursor {
      var neighbours = 0
      grid.forEachCircle(overlapping: Circle(center: balls[index].position, radius: blast)) { _ in
        neighbours += 1
      }
      if neighbours > (best?.neighbours ?? -1) { best = (index, neighbours) }
    }
    guard let best else { return nil }
    return Plan(point: balls[best.index].position, delay: delay, expectedRemoved: best.neighbours)
  }
}
