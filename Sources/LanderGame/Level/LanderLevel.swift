import Levels

// MARK: - LanderLevel

/// A Lander level: the terrain as a polyline across the 320 × 200 m world (y down), its flat
/// landing pads with their multipliers, the gravity, the fuel and how the ship starts.
public struct LanderLevel: GameLevel {
  public static let game = "lander"
  /// Keys a lander level may use besides `game`.
  public static let keys = ["name", "gravity", "fuel", "start", "velocity", "point", "pad"]
  /// The world's width in metres.
  public static let worldWidth = 320.0
  /// The world's height in metres.
  public static let worldHeight = 200.0
  /// The ship's collision radius.
  public static let shipRadius = 5.0
  /// The narrowest pad: the ship's width and a metre each side.
  public static let narrowestPad = 2 * shipRadius + 2
  /// The gravity unless a level says otherwise (GAMES.md): the Moon's.
  public static let defaultGravity = 1.62
  /// The fuel unless a level says otherwise: 800 units.
  public static let defaultFuel = 800
  /// The start unless a level says otherwise: near the top, on the left.
  public static let defaultStart = Point(x: 40, y: 20)
  /// The start's velocity unless a level says otherwise: drifting right at 10 m/s.
  public static let defaultVelocity = Point(x: 10, y: 0)

  /// A point of the world, in metres.
  public struct Point: Hashable, Sendable {
    /// Across, from the left.
    public var x: Double
    /// Down, from the top.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// A flat landing pad between two neighbouring terrain points, and what it pays.
  public struct Pad: Hashable, Sendable {
    /// The pad's left end, in metres.
    public var left: Double
    /// The pad's right end, in metres.
    public var right: Double
    /// The height of its surface (y down).
    public var y: Double
    /// The multiplier of a landing's score (1…5; narrower pads pay more).
    public var multiplier: Int

    /// Creates a pad.
    public init(left: Double, right: Double, y: Double, multiplier: Int) {
      self.left = left
      self.right = right
      self.y = y
      self.multiplier = multiplier
    }

    /// The pad's middle.
    public var center: Double { (left + right) / 2 }
  }

  /// The level's name, shown before it starts.
  public var name: String
  /// Gravity, m/s² downward.
  public var gravity: Double
  /// Fuel each ship starts with.
  public var fuel: Int
  /// Where each ship starts.
  public var start: Point
  /// How fast each ship starts, m/s.
  public var velocity: Point
  /// The terrain, left to right: the first point at x = 0, the last at x = 320.
  public var terrain: [Point]
  /// The pads, left to right.
  public var pads: [Pad]

  /// Creates a level; `validated` checks it as a file would be.
  public init(
    name: String, gravity: Double = LanderLevel.defaultGravity, fuel: Int = LanderLevel.defaultFuel,
    start: Point = LanderLevel.defaultStart, velocity: Point = LanderLevel.defaultVelocity, terrain: [Point],
    pads: [Pad]
  ) {
    self.name = name
    self.gravity = gravity
    self.fuel = fuel
    self.start = start
    self.velocity = velocity
    self.terrain = terrain
    self.pads = pads
  }

  // MARK: - Reading

  /// Reads a level and checks it can be played: terrain spanning the world, pads flat and wide
  /// enough for the ship, the start above the terrain, values in range; errors are located.
  public init(document: LevelDocument, path: String) throws(LevelError) {
    let reader = try HeaderReader(
      document: document, path: path, game: Self.game, keys: Self.keys, repeatable: ["point", "pad"])
    try reader.forbidMap()
    name = try reader.name()
    gravity =
      try reader.optional("gravity").map { field throws(LevelError) in try reader.decimal(field, in: 0.5...5) }
      ?? Self.defaultGravity
    fuel =
      try reader.optional("fuel").map { field throws(LevelError) in try reader.integer(field, in: 0...5000) }
      ?? Self.defaultFuel
    let world = (x: 0.0...Self.worldWidth, y: 0.0...Self.worldHeight)
    if let field = reader.optional("start") {
      let values = try reader.decimals(field, labels: ["x", "y"], ranges: [world.x, world.y])
      start = Point(x: values[0], y: values[1])
    } else {
      start = Self.defaultStart
    }
    if let field = reader.optional("velocity") {
      let values = try reader.decimals(field, labels: ["x", "y"], ranges: [-40...40, -40...40])
      velocity = Point(x: values[0], y: values[1])
    } else {
      velocity = Self.defaultVelocity
    }
    let pointFields = reader.all("point")
    var terrain: [Point] = []
    for field in pointFields {
      let values = try reader.decimals(field, labels: ["x", "y"], ranges: [world.x, 20...Self.worldHeight])
      let point = Point(x: values[0], y: values[1])
      if let last = terrain.last, point.x <= last.x {
        throw reader.error(
          at: field, "points go left to right: x \(Self.text(values[0])) is not right of \(Self.text(last.x))")
      }
      if terrain.isEmpty, point.x != 0 {
        throw reader.error(at: field, "the terrain starts at the left edge: the first point's x must be 0")
      }
      terrain.append(point)
    }
    guard let last = pointFields.last, terrain.count >= 2 else {
      let field = try reader.required("point", expecting: "at least two 'point: x y' lines, from x 0 to x 320")
      throw reader.error(at: field, "the terrain needs at least two points, from x 0 to x 320")
    }
    guard terrain[terrain.count - 1].x == Self.worldWidth else {
      throw reader.error(at: last, "the terrain ends at the right edge: the last point's x must be 320")
    }
    self.terrain = terrain
    var pads: [Pad] = []
    let padFields = reader.all("pad")
    guard !padFields.isEmpty else {
      _ = try reader.required("pad", expecting: "at least one 'pad: left right multiplier' line")
      throw reader.error(at: pointFields[0], "a level needs a pad")
    }
    for field in padFields {
      let values = try reader.decimals(
        field, labels: ["left", "right", "multiplier"], ranges: [world.x, world.x, 1...5])
      guard let index = terrain.firstIndex(where: { $0.x == values[0] }), index + 1 < terrain.count,
        terrain[index + 1].x == values[1]
      else {
        throw reader.error(
          at: field,
          "a pad lies between two neighbouring points: no points at x \(Self.text(values[0])) and \(Self.text(values[1]))"
        )
      }
      guard terrain[index].y == terrain[index + 1].y else {
        throw reader.error(
          at: field,
          "a pad is flat: its points are at heights \(Self.text(terrain[index].y)) and \(Self.text(terrain[index + 1].y))"
        )
      }
      guard values[1] - values[0] >= Self.narrowestPad else {
        throw reader.error(at: field, "a pad is at least \(Int(Self.narrowestPad)) m wide (the ship is 10 m)")
      }
      guard values[2] == values[2].rounded() else {
        throw reader.error(at: field, "the multiplier is a whole number from 1 to 5")
      }
      pads.append(Pad(left: values[0], right: values[1], y: terrain[index].y, multiplier: Int(values[2])))
    }
    self.pads = pads.sorted { $0.left < $1.left }
    let ground = Self.height(of: terrain, at: start.x)
    guard start.y + Self.shipRadius * 3 <= ground else {
      let field = reader.optional("start") ?? pointFields[0]
      let least = "at least \(Self.text(Self.shipRadius * 3)) m above"
      throw reader.error(
        at: field,
        ground > start.y
          ? "the ship starts too low: \(least) the ground, here \(Self.text(ground - start.y)) m"
          : "the ship starts under the ground: \(least) it (at x \(Self.text(start.x)) the ground is at y "
            + "\(Self.text(ground)))")
    }
  }

  // MARK: - Writing

  public func document() -> LevelDocument {
    var fields: [(key: String, value: String)] = [("game", Self.game), ("name", name)]
    if gravity != Self.defaultGravity { fields.append(("gravity", Self.text(gravity))) }
    if fuel != Self.defaultFuel { fields.append(("fuel", String(fuel))) }
    if start != Self.defaultStart { fields.append(("start", "\(Self.text(start.x)) \(Self.text(start.y))")) }
    if velocity != Self.defaultVelocity {
      fields.append(("velocity", "\(Self.text(velocity.x)) \(Self.text(velocity.y))"))
    }
    fields += terrain.map { ("point", "\(Self.text($0.x)) \(Self.text($0.y))") }
    fields += pads.map { ("pad", "\(Self.text($0.left)) \(Self.text($0.right)) \($0.multiplier)") }
    return LevelDocument(canonicalFields: fields, mapRows: nil)
  }

  /// A number as the level format writes it (`LevelNumber.format`: whole numbers without a point).
  static func text(_ value: Double) -> String {
    LevelNumber.format(value)
  }

  // MARK: - Terrain

  /// The ground's height (y down) at `x`, between the terrain's points.
  public func groundHeight(at x: Double) -> Double {
    Self.height(of: terrain, at: x)
  }

  static func height(of terrain: [Point], at x: Double) -> Double {
    guard let first = terrain.first, let last = terrain.last else { return worldHeight }
    if x <= first.x { return first.y }
    if x >= last.x { return last.y }
    for index in 1..<terrain.count where x <= terrain[index].x {
      let a = terrain[index - 1]
      let b = terrain[index]
      return a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
    }
    return last.y
  }
}
