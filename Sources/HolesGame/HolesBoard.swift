import Levels
import Physics

// MARK: - HolesBoard

/// One table in play: the ball, the turning holes, the walls and the flag, and the per-update
/// rule from GAMES.md. It knows nothing of scores, balls left or the terminal.
///
/// Per update: the pattern turns by `rotation`; position += 0.5 × velocity (stopping at any
/// table wall it meets); the edges clamp and reflect with COR 0.45; the flag is checked; then
/// every hole acts (capture, or pull and damping) and velocity += 0.2 × (tilt + pull).
public struct HolesBoard: Hashable, Sendable {
  /// What one update did.
  public enum Outcome: Hashable, Sendable {
    /// Nothing happened beyond motion.
    case rolling
    /// The ball fell into the hole with this index (file order) and went back to the start.
    case captured(hole: Int)
    /// The ball reached the flag and went back to the start.
    case reachedFlag
  }

  // MARK: - Constants

  /// Fraction of the velocity added to the position each update.
  public static let motionScale = 0.5
  /// Fraction of the acceleration added to the velocity each update.
  public static let accelerationScale = 0.2
  /// Coefficient of restitution against the edges and walls.
  public static let restitution = 0.45
  /// The ball reaches the flag when its centre is within this many ball radii of the flag point.
  public static let flagReach = 1.1
  /// Acceleration per tilt step, world units per update².
  ///
  /// Tuned by play: at 0.125 one step crosses the 480-wide table from rest in about 4.5 s and
  /// three steps in about 2.6 s, slow enough to steer between holes in an 80-column terminal,
  /// while the rim pull (0.5) still beats a full tilt (0.375), so a hole you enter is deadly
  /// unless you are moving fast. 1/8 also keeps the physics tests exact.
  public static let tiltAcceleration = 0.125

  // MARK: - State

  /// The table being played.
  public let table: HolesTable
  /// The table's edges, world units.
  public let bounds: WorldRect
  /// Fixed walls, world units.
  public let walls: [WorldRect]
  /// The ball.
  public private(set) var ball: CircleBody
  /// Updates since the holes were last put back: the pattern has turned `updates × rotation`.
  public private(set) var updates: Int
  /// How the player tilts the table.
  public var tilt: Tilt
  /// The holes where the table file puts them, before any turning.
  private let restingHoles: [RadialPull]

  /// Sets up `table` with the ball at rest on the start, the holes in place, the table level.
  public init(table: HolesTable) {
    self.table = table
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
    ball = CircleBody(position: .zero, radius: table.ballRadius)
    updates = 0
    tilt = .level
    ball = CircleBody(position: startPoint, radius: table.ballRadius)
  }

  // MARK: - Geometry

  /// The point the pattern turns about: the table's centre.
  public var center: Vector2 { bounds.center }

  /// Where the ball starts, world units.
  public var startPoint: Vector2 {
    Vector2(x: table.start.x * table.width, y: table.start.y * table.height)
  }

  /// The point the ball must reach: the flag's position, moved in to where a ball's centre can
  /// be (the seed's flag in the corner is a 2R square, so its centre is R in from both edges).
  public var flagPoint: Vector2 {
    let reachable = bounds.insetBy(table.ballRadius)
    let flag = Vector2(x: table.flag.x * table.width, y: table.flag.y * table.height)
    return reachable.minX <= reachable.maxX && reachable.minY <= reachable.maxY
      ? reachable.closestPoint(to: flag) : bounds.center
  }

  /// The angle the pattern has turned, radians.
  public var angle: Double { Double(updates) * table.rotation }

  /// The holes now: each resting hole turned by `angle` about the centre.
  ///
  /// Computed from the resting positions every time, never accumulated, so a long game does
  /// not drift the holes off their circles.
  public var holes: [RadialPull] {
    let angle = self.angle
    let pivot = center
    return restingHoles.map { $0.rotated(by: angle, around: pivot) }
  }

  // MARK: - Update

  /// Runs one update and says what happened.
  public mutating func update() -> Outcome {
    updates += 1
    var body = moved(ball)
    body = WallBounce.clampAndReflect(body, in: bounds, restitution: Self.restitution).body
    ball = body

    if (body.position - flagPoint).length <= Self.flagReach * table.ballRadius {
      resetBall()
      return .reachedFlag
    }

    var acceleration = tilt.acceleration(perStep: Self.tiltAcceleration)
    var damping = 1.0
    for (index, hole) in holes.enumerated() {
      let effect = hole.effect(on: body.position)
      if effect.captured {
        resetBall()
        return .captured(hole: index)
      }
      acceleration += effect.acceleration
      damping *= effect.damping
    }
    ball = body.accelerated(by: acceleration, scale: Self.accelerationScale).damped(by: damping)
    return .rolling
  }

  /// Puts the ball back on the start, at rest.
  public mutating func resetBall() {
    ball = CircleBody(position: startPoint, radius: table.ballRadius)
  }

  /// Puts the holes back where the table file has them.
  public mutating func resetHoles() {
    updates = 0
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
    guard !walls.isEmpty else { return body.integrated(scale: Self.motionScale) }
    var first: RectContact?
    for wall in walls {
      guard let contact = RectCollision.sweep(body.circle, motion: motion, against: wall) else {
        continue
      }
      if first.map({ contact.time < $0.time }) ?? true { first = contact }
    }
    guard let contact = first else { return body.integrated(scale: Self.motionScale) }

    var next = body
    let normal = contact.side.outwardNormal
    let remaining = motion * (1 - contact.time)
    if contact.side.isVertical {
      next.position = Vector2(x: contact.position.x, y: contact.position.y + remaining.y)
      next.velocity.x = normal.x * abs(body.velocity.x) * Self.restitution
    } else {
      next.position = Vector2(x: contact.position.x + remaining.x, y: contact.position.y)
      next.velocity.y = normal.y * abs(body.velocity.y) * Self.restitution
    }
    // A ball that started overlapping (or slid into a second wall) is pushed out of it.
    for wall in walls where RectCollision.contact(next.circle, wall) != nil {
      next.position = Self.pushedOut(next.circle, from: wall)
    }
    return next
  }

  /// The centre moved just clear of `wall` through its nearest face.
  static func pushedOut(_ circle: Circle, from wall: WorldRect) -> Vector2 {
    var position = circle.center
    guard let contact = RectCollision.contact(circle, wall) else { return position }
    switch contact.side {
    case .left: position.x = wall.minX - circle.radius
    case .right: position.x = wall.maxX + circle.radius
    case .top: position.y = wall.minY - circle.radius
    case .bottom: position.y = wall.maxY + circle.radius
    }
    return position
  }
}
