import Physics

// MARK: - LanderShip

/// The ship as the physics moves it: a rigid body with a heading, in metres and seconds.
public struct LanderShip: Hashable, Sendable {
  /// Degrees a turn control turns the ship per second.
  public static let turnRate = 90.0
  /// The engine's acceleration along the nose, m/s².
  public static let thrust = 4.0
  /// Fuel the engine burns per second.
  public static let burnRate = 10.0

  /// The centre across, metres from the left.
  public var x: Double
  /// The centre down, metres from the top.
  public var y: Double
  /// The speed across, m/s (positive is to the right).
  public var vx: Double
  /// The speed down, m/s (positive is falling).
  public var vy: Double
  /// Degrees from nose up, clockwise as seen on screen (port turns it negative).
  public var heading: Double
  /// Fuel left.
  public var fuel: Double
  /// Whether the engine fired in the last step.
  public var firing = false

  /// A ship at rest on the level's start, with its fuel.
  public init(level: LanderLevel) {
    x = level.start.x
    y = level.start.y
    vx = level.velocity.x
    vy = level.velocity.y
    heading = 0
    fuel = Double(level.fuel)
  }

  /// The direction the nose points (a unit vector, y down): up, turned clockwise by the heading.
  public var nose: Vector2 {
    Vector2(x: 0, y: -1).rotated(by: heading * .pi / 180)
  }

  /// One step of `dt` seconds under `gravity`, turning and firing as the controls say.
  public mutating func step(dt: Double, gravity: Double, port: Bool, thrust: Bool, starboard: Bool) {
    if port != starboard {
      heading += (starboard ? 1 : -1) * Self.turnRate * dt
      if heading > 180 { heading -= 360 }
      if heading <= -180 { heading += 360 }
    }
    firing = thrust && fuel > 0
    var ax = 0.0
    var ay = gravity
    if firing {
      let nose = nose
      ax += Self.thrust * nose.x
      ay += Self.thrust * nose.y
      fuel = max(0, fuel - Self.burnRate * dt)
    }
    vx += ax * dt
    vy += ay * dt
    x += vx * dt
    y += vy * dt
    // The world's sides and top are walls: the ship stops against them.
    let r = LanderLevel.shipRadius
    if x < r { (x, vx) = (r, max(vx, 0)) }
    if x > LanderLevel.worldWidth - r { (x, vx) = (LanderLevel.worldWidth - r, min(vx, 0)) }
    if y < r { (y, vy) = (r, max(vy, 0)) }
  }
}
