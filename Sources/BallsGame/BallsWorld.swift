import ArcadeKit
import Levels
import Physics

// MARK: - BallsWorld

/// The simulation of one level: balls bouncing in the field and the chain of explosions.
///
/// Pure and deterministic: it holds no random generator (the level's layout is drawn once, by
/// `randomBalls`), so the AI may copy it and run it forward without seeing anything a player
/// could not. Contacts go through a `SpatialGrid`, never through all pairs, so a 2000-ball
/// level stays smooth.
public struct BallsWorld: Sendable {
  /// The field of the original game turned on its side for a wide terminal: same area, same
  /// ball and explosion sizes, same speeds.
  public static let standardField = WorldRect(width: 480, height: 320)

  /// How one update ended.
  public enum UpdateOutcome: Hashable, Sendable {
    /// The level goes on.
    case running
    /// There were explosions before the update and none after: the level is over.
    case finished
  }

  /// The field; ball centres bounce off its edges.
  public let field: WorldRect
  /// The radius at which explosions stop growing.
  public let maxExplosionRadius: Double
  /// Balls at the start of the level.
  public let startingBalls: Int
  /// The balls still bouncing.
  public private(set) var balls: [Ball]
  /// Live explosions, oldest first; newer ones are drawn beneath older ones.
  public private(set) var explosions: [Explosion]
  /// Whether the player's one explosion has been placed.
  public private(set) var hasFired = false
  /// Updates run since the level started.
  public private(set) var updates = 0

  private var grid: SpatialGrid
  private var touched: [Bool] = []

  /// Creates a level's world from its balls.
  public init(
    balls: [Ball], field: WorldRect = BallsWorld.standardField,
    maxExplosionRadius: Double = Double(BallsLevel.defaultExplosionRadius)
  ) {
    self.field = field
    self.maxExplosionRadius = maxExplosionRadius
    self.balls = balls
    startingBalls = balls.count
    explosions = []
    // A cell about the size of an explosion keeps each query to a few cells.
    grid = SpatialGrid(bounds: field, cellSize: 16)
  }

  /// Balls removed so far.
  public var removed: Int { startingBalls - balls.count }

  // MARK: - Layout

  /// `count` balls at random whole-unit positions inside the field, with random colours, all
  /// heading up-left, as the original game starts a level.
  public static func randomBalls(
    count: Int, in field: WorldRect, random: inout SeededRandom
  ) -> [Ball] {
    let columns = max(1, Int(field.width))
    let rows = max(1, Int(field.height))
    return (0..<max(0, count)).map { _ in
      let x = field.minX + Double(random.int(in: 0..<columns))
      let y = field.minY + Double(random.int(in: 0..<rows))
      let color = BallColor(rawValue: random.int(in: 0..<BallColor.allCases.count)) ?? .red
      return Ball(position: Vector2(x: x, y: y), color: color)
    }
  }

  // MARK: - Player

  /// Places the player's explosion at `point` (clamped into the field); false when the level's
  /// one explosion was already used, which then changes nothing.
  @discardableResult
  public mutating func detonate(at point: Vector2) -> Bool {
    guard !hasFired else { return false }
    hasFired = true
    let spot = Vector2(
      x: min(max(point.x, field.minX), field.maxX), y: min(max(point.y, field.minY), field.maxY))
    explosions.append(
      Explosion(center: spot, radius: Explosion.playerStartRadius, color: .red))
    return true
  }

  // MARK: - Update

  /// One update of the original game: move the balls, grow or shrink the explosions, turn
  /// touched balls into explosions, and report whether the level just ended.
  @discardableResult
  public mutating func update() -> UpdateOutcome {
    updates += 1
    for index in balls.indices { balls[index].advance(in: field) }
    let hadExplosions = !explosions.isEmpty
    guard hadExplosions else { return .running }

    for index in explosions.indices { explosions[index].advance(maxRadius: maxExplosionRadius) }
    explosions.removeAll { $0.isSpent }
    if !explosions.isEmpty && !balls.isEmpty { igniteTouchedBalls() }
    return explosions.isEmpty ? .finished : .running
  }

  /// Replaces every ball touching a live explosion with an explosion of its colour.
  ///
  /// Explosions made in this update do not look for balls until the next one, as in the
  /// original; a ball touched by several explosions still becomes only one.
  private mutating func igniteTouchedBalls() {
    grid.rebuild(count: balls.count) { balls[$0].circle }
    touched.removeAll(keepingCapacity: true)
    touched.append(contentsOf: repeatElement(false, count: balls.count))
    var any = false
    for explosion in explosions {
      grid.forEachCircle(overlapping: explosion.circle) { index in
        touched[index] = true
        any = true
      }
    }
    guard any else { return }
    var kept = 0
    for index in balls.indices {
      let ball = balls[index]
      if touched[index] {
        explosions.append(Explosion(center: ball.position, radius: Ball.radius, color: ball.color))
      } else {
        balls[kept] = ball
        kept += 1
      }
    }
    balls.removeLast(balls.count - kept)
  }
}
