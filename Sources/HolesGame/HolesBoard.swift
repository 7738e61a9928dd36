import Levels
import Physics

// MARK: - HolesBoard

/// One table in play: the ball, the turning holes, the walls and the flag, and the per-update
/// rule from GAMES.md. It knows nothing of scores, balls left or the terminal.
///
/// One update, in the original's order: position += 0.5 × velocity (stopping at any table wall
/// it meets); the edges clamp and reflect with COR 0.45; the holes pull (inside any hole the
/// velocity is damped first, v = 0.8 v + 0.2 a, else v += 0.2 a, with a = tilt + every pull);
/// the pattern turns; the capture check; the flag check. After a capture or a flag the ball is
/// back on the start, the table level (so a new ball waits for the player's first tilt), and
/// the table holds still: three seconds counted down 3-2-1 under rules 3 (`countdownUpdates`),
/// one second before (`holdUpdates`).
public struct HolesBoard: Hashable, Sendable {
  /// What one update did.
  public enum Outcome: Hashable, Sendable {
    /// Nothing happened beyond motion.
    case rolling
    /// The table is holding still after a capture or a flag.
    case holding
    /// The ball fell into the hole with this index (file order) and went back to the start.
    case captured(hole: Int)
    /// The ball reached the flag and went back to the start.
    case reachedFlag
  }

  // MARK: - Constants

  /// Updates per second, as in the original.
  public static let updatesPerSecond = 60
  /// Fraction of the velocity added to the position each update.
  public static let motionScale = 0.5
  /// Fraction of the acceleration added to the velocity each update.
  public static let accelerationScale = 0.2
  /// Coefficient of restitution against the edges and walls.
  public static let restitution = 0.45
  /// Updates the table held still after a capture or a flag under rules 1 and 2: one second,
  /// counted in updates (never the wall clock) so a replay is the same game.
  public static let holdUpdates = updatesPerSecond
  /// Updates the table holds still for each ball under rules 3: a 3-2-1 countdown, time for a
  /// player who reacts as people do to see where the holes are before the ball can roll.
  public static let countdownUpdates = 3 * updatesPerSecond
  /// Acceleration per tilt step, world units per update².
  ///
  /// The original read the accelerometer (up to 1 g, so up to 1 on an axis) against a rim pull
  /// of 0.5: a full tilt beat the pull in the outer part of a hole and lost in the inner part.
  /// Three steps of 1/4 keep that balance: a full tilt on one axis (0.75) beats the pull where
  /// d > √(2/3) ≈ 0.82, a full diagonal (≈ 1.06) where d > 0.69, and neither escapes the inner
  /// half (pull ≥ 2). One step crosses the 480-wide table from rest in about 3.2 s, slow enough
  /// to steer in an 80-column terminal; 1/4 also keeps the physics tests exact.
  public static let tiltAcceleration = 0.25

  // MARK: - State

  /// The table being played.
  public let table: HolesTable
  /// The table's edges, world units.
  public let bounds: WorldRect
  /// Fixed walls, world units.
  public let walls: [WorldRect]
  /// The ball.
  public private(set) var ball: CircleBody
  /// The angle the pattern has turned since the holes were last put back, radians (positive
  /// is counter-clockwise on the screen).
  public private(set) var angle: Double
  /// Flags reached since the holes were last put back: each makes the holes turn faster.
  public private(set) var flagsReached: Int
  /// Updates left in the hold after a capture or a flag (0 while playing).
  public private(set) var holdLeft: Int
  /// How the player tilts the table.
  public var tilt: Tilt
  /// Whether a new ball is placed on a level table (rules 2 on). Rules 1 kept the tilt across
  /// a ball reset, so one ↑↑↑←←← lost every ball with no further key; its replays keep that.
  public let levelsForNewBall: Bool
  /// Updates a hold lasts: `countdownUpdates` (rules 3) or `holdUpdates`.
  public let holdLength: Int
  /// The holes where the table file puts them, before any turning.
  private let restingHoles: [RadialPull]

  /// Sets up `table` with the ball at rest on the start, the holes in place, the table level;
  /// `flagsReached` flags already make the holes turn faster (a run that moved on to this table);
  /// `levelsForNewBall` false plays rules 1 (the tilt kept when a new ball is placed); a hold
  /// lasts `holdLength` updates.
  public init(
    table: HolesTable, flagsReached: Int = 0, levelsForNewBall: Bool = true,
    holdLength: Int = HolesBoard.countdownUpdates
  ) {
    self.table = table
    self.levelsForNewBall = levelsForNewBall
    self.holdLength = max(0, holdLength)
    bounds = WorldRect(width: table.width, height: table.height)
    walls = table.walls.map { wall in
      WorldRect(
        minX: wall.origin.x * table.width, minY: wall.origin.y * table.height,
        maxX: (wall.origin.x + wall.width) * table.width,
        maxY: (wall.origin.y + wall.height) * table.height)
    }
    restingHoles = table.holes.map { hole in
      RadialPull(
        center: Vector2(x: hole.center.x * table.width, y: hole.center.y * table.height),
        radius: hole.radius)
    }
    angle = 0
    self.flagsReached = max(0, flagsReached)
    holdLeft = 0
    tilt = .level
    ball = CircleBody(
      position: Vector2(x: table.start.x * table.width, y: table.start.y * table.height),
      radius: table.ballRadius)
  }

  // MARK: - Geometry

  /// The point the pattern turns about: the table's centre.
  public var center: Vector2 { bounds.center }

  /// Where the ball starts, world units.
  public var startPoint: Vector2 {
    Vector2(x: table.start.x * table.width, y: table.start.y * table.height)
  }

  /// Where the flag is drawn: the flag moved in to where a ball's centre can be.
  public var flagPoint: Vector2 {
    let point = table.flagPoint
    return Vector2(x: point.x, y: point.y)
  }

  /// Radians the pattern turns this update: the table's rotation, and once more for every
  /// flag reached (GAMES.md: each flag adds another (1/π)/1000 to the original's dθ; a table
  /// that turns at another rate adds its own rate, and a still table stays still).
  public var turnRate: Double { table.rotation * Double(1 + flagsReached) }

  /// The holes now: each resting hole turned by `angle` about the centre, counter-clockwise on
  /// the screen (y grows down, so a hole right of the centre moves up).
  ///
  /// Computed from the resting positions every time, never accumulated, so a long game does
  /// not drift the holes off their circles.
  public var holes: [RadialPull] {
    restingHoles.indices.map(hole)
  }

  /// How many holes the table has.
  public var holeCount: Int { restingHoles.count }

  /// Hole `index` where the turning pattern has it now (no array: steps and frames use this).
  public func hole(_ index: Int) -> RadialPull {
    restingHoles[index].rotated(by: -angle, around: center)
  }

  // MARK: - Update

  /// Runs one update and says what happened.
  public mutating func update() -> Outcome {
    if holdLeft > 0 {
      holdLeft -= 1
      return .holding
    }
    // Move, then the edges.
    var body = moved(ball)
    body = WallBounce.clampAndReflect(body, in: bounds, restitution: Self.restitution).body

    // The holes pull. Inside any hole the velocity is damped once (the original keeps one
    // "inside a hole" flag, so two overlapping holes damp it once) before the pull is added.
    var acceleration = tilt.acceleration(perStep: Self.tiltAcceleration)
    var damping = 1.0
    for index in 0..<holeCount {
      let effect = hole(index).effect(on: body.position)
      acceleration += effect.acceleration
      damping = min(damping, effect.damping)
    }
    body = body.damped(by: damping)
    ball = body.accelerated(by: acceleration, scale: Self.accelerationScale)

    // The pattern turns, then the capture check (against the turned holes), then the flag.
    angle += turnRate
    for index in 0..<holeCount where hole(index).effect(on: ball.position).captured {
      restartBall()
      return .captured(hole: index)
    }
    if table.reachesFlag(x: ball.position.x, y: ball.position.y) {
      flagsReached += 1
      restartBall()
      return .reachedFlag
    }
    return .rolling
  }

  /// Holds the table still for `updates` updates, by default a hold's length (a new game's
  /// first ball, a new table after a flag).
  public mutating func hold(updates: Int? = nil) {
    holdLeft = max(0, updates ?? holdLength)
  }

  /// Whether a hold counts down 3-2-1 (rules 3), not one silent second.
  public var countsDown: Bool { holdLength > Self.holdUpdates }

  /// The count a countdown shows now: 3, 2, 1 (seconds left, rounded up); nil when the table
  /// is not held or does not count down.
  public var countdown: Int? {
    guard holdLeft > 0, countsDown else { return nil }
    return (holdLeft + Self.updatesPerSecond - 1) / Self.updatesPerSecond
  }

  /// Puts the ball back on the start, at rest, levels the table and holds it.
  private mutating func restartBall() {
    resetBall()
    if levelsForNewBall { tilt = .level }
    hold()
  }

  /// Puts the ball back on the start, at rest.
  public mutating func resetBall() {
    ball = CircleBody(position: startPoint, radius: table.ballRadius)
  }

  /// Places the ball (tests and scripted starts).
  public mutating func place(_ body: CircleBody) {
    ball = body
  }

  // MARK: - Walls

  /// The body after this update's motion, stopped and bounced by the first wall it meets.
  ///
  /// The sweep is exact, so a fast ball cannot pass through a thin wall; after a hit the ball
  /// keeps the rest of its motion along the wall, so it can slide along it.
  private func moved(_ body: CircleBody) -> CircleBody {
    let motion = body.velocity * Self.motionScale
    guard !walls.isEmpty,
      let hit = RectBounce.firstHit(of: body.circle, motion: motion, among: walls)
    else { return body.integrated(scale: Self.motionScale) }

    var next = body
    let remaining = motion * (1 - hit.contact.time)
    let position = hit.contact.position
    next.position =
      hit.face.isVertical
      ? Vector2(x: position.x, y: position.y + remaining.y)
      : Vector2(x: position.x + remaining.x, y: position.y)
    next.velocity = RectBounce.reflected(body.velocity, off: hit.face, restitution: Self.restitution)
    // A ball that started overlapping (or slid into a second wall) is pushed out of it.
    for wall in walls where RectCollision.contact(next.circle, wall) != nil {
      next.position = RectBounce.pushedOut(next.circle, from: wall)
    }
    return next
  }
}
