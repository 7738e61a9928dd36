import Levels
import Physics

// MARK: - PortalsLevel

/// A Portals level: two to four portals along the edges of the 320 × 200 world (y down), each
/// of its own colour, and the rates the galaxy starts at: how fast portals drain, how often
/// planets come and the power portals start with; how many planets save the galaxy and how
/// hard the portals pull a planet passing near (rules 2).
///
/// A portal is one line named by its colour, `red: 16 100` (its centre); the other keys are
/// optional.
public struct PortalsLevel: GameLevel {
  public static let game = "portals"
  /// Keys a portals level may use besides `game`.
  public static let keys =
    ["name", "drain", "spawn", "power", "deliver", "pull"] + PortalColor.allCases.map(\.rawValue)
  /// The world's width in world units.
  public static let worldWidth = 320.0
  /// The world's height in world units.
  public static let worldHeight = 200.0
  /// A portal's radius.
  public static let portalRadius = 14.0
  /// A planet's radius.
  public static let planetRadius = 6.0
  /// How far a portal's centre may be from the nearest edge: portals sit along the edges.
  public static let edgeReach = 40.0
  /// The closest two portals' centres may be: a planet passes between their rims.
  public static let portalSpacing = 2 * portalRadius + 4 * planetRadius
  /// The drain unless a level says otherwise: 4 power a second (GAMES.md).
  public static let defaultDrain = 4.0
  /// Seconds between planets unless a level says otherwise.
  public static let defaultSpawn = 2.0
  /// The power portals start with unless a level says otherwise.
  public static let defaultPower = 100.0
  /// Planets to deliver to save the galaxy unless a level says otherwise.
  public static let defaultDeliver = 30
  /// The planets a level may ask for.
  public static let deliverRange = 1...500
  /// How far from a portal's centre its pull reaches.
  public static let pullReach = 60.0
  /// The pull at the edge of its reach unless a level says otherwise, world units a second²
  /// (nine times as much at a portal's rim, a third of the way in).
  public static let defaultPull = 6.0
  /// The pulls a level may ask for (0: none).
  public static let pullRange = 0.0...40

  /// A portal: where it is and its colour.
  public struct Portal: Hashable, Sendable {
    /// Its colour (and mark).
    public var color: PortalColor
    /// Its centre across, from the left.
    public var x: Double
    /// Its centre down, from the top.
    public var y: Double

    /// Creates a portal.
    public init(_ color: PortalColor, x: Double, y: Double) {
      self.color = color
      self.x = x
      self.y = y
    }

    /// Its centre as a point.
    public var center: Vector2 { Vector2(x: x, y: y) }
  }

  /// The level's name, shown before it starts.
  public var name: String
  /// The portals, in `PortalColor` order.
  public var portals: [Portal]
  /// Power each portal loses a second at the start.
  public var drain: Double
  /// Seconds between planets at the start.
  public var spawn: Double
  /// The power each portal starts with.
  public var power: Double
  /// Planets delivered on this level that save the galaxy (rules 2).
  public var deliver: Int
  /// Each portal's pull at the edge of its reach (`pullReach`), world units a second² (rules 2).
  public var pull: Double

  /// Creates a level; reading it from a file checks what `init(document:path:)` checks.
  public init(
    name: String, portals: [Portal], drain: Double = PortalsLevel.defaultDrain,
    spawn: Double = PortalsLevel.defaultSpawn, power: Double = PortalsLevel.defaultPower,
    deliver: Int = PortalsLevel.defaultDeliver, pull: Double = PortalsLevel.defaultPull
  ) {
    self.name = name
    self.portals = portals.sorted { $0.color.index < $1.color.index }
    self.drain = drain
    self.spawn = spawn
    self.power = power
    self.deliver = deliver
    self.pull = pull
  }

  // MARK: - Reading

  /// Reads a level and checks it can be played: two to four portals, each wholly inside the
  /// world and along an edge, far enough apart for a planet to pass between; rates in range.
  /// Errors are located.
  public init(document: LevelDocument, path: String) throws(LevelError) {
    let reader = try HeaderReader(document: document, path: path, game: Self.game, keys: Self.keys)
    try reader.forbidMap()
    name = try reader.name()
    drain =
      try reader.optional("drain").map { field throws(LevelError) in try reader.decimal(field, in: 0.5...20) }
      ?? Self.defaultDrain
    spawn =
      try reader.optional("spawn").map { field throws(LevelError) in try reader.decimal(field, in: 0.5...10) }
      ?? Self.defaultSpawn
    power =
      try reader.optional("power").map { field throws(LevelError) in try reader.decimal(field, in: 20...100) }
      ?? Self.defaultPower
    deliver =
      try reader.optional("deliver").map { field throws(LevelError) in try reader.integer(field, in: Self.deliverRange)
      }
      ?? Self.defaultDeliver
    pull =
      try reader.optional("pull").map { field throws(LevelError) in try reader.decimal(field, in: Self.pullRange) }
      ?? Self.defaultPull
    let r = Self.portalRadius
    var portals: [(portal: Portal, field: LevelDocument.Field)] = []
    for color in PortalColor.allCases {
      guard let field = reader.optional(color.rawValue) else { continue }
      let values = try reader.decimals(
        field, labels: ["x", "y"], ranges: [r...(Self.worldWidth - r), r...(Self.worldHeight - r)])
      let portal = Portal(color, x: values[0], y: values[1])
      guard Self.edgeDistance(of: portal) <= Self.edgeReach else {
        throw reader.error(
          at: field,
          "a portal sits along an edge: its centre must be within \(Int(Self.edgeReach)) of one"
            + " (x at most \(Int(Self.edgeReach)) or at least \(Int(Self.worldWidth - Self.edgeReach)),"
            + " or y at most \(Int(Self.edgeReach)) or at least \(Int(Self.worldHeight - Self.edgeReach)))")
      }
      if let near = portals.first(where: { Self.distance($0.portal, portal) < Self.portalSpacing }) {
        throw reader.error(
          at: field,
          "the \(color.rawValue) portal is too close to the \(near.portal.color.rawValue) one: centres at least"
            + " \(Int(Self.portalSpacing)) apart, so a planet passes between them")
      }
      portals.append((portal, field))
    }
    guard portals.count >= 2 else {
      let expecting = "two to four portals, one line per colour: 'red: x y', 'cyan: x y', 'yellow: x y', 'magenta: x y'"
      let field: LevelDocument.Field
      if let only = portals.first {
        field = only.field
      } else {
        // No portal at all (no one colour is required): at the `game:` line, as a missing key is.
        field = try reader.required("game", expecting: "'game: \(Self.game)'")
      }
      throw reader.error(
        at: field, column: portals.isEmpty ? field.keyColumn : nil, "a level needs at least two portals (\(expecting))")
    }
    self.portals = portals.map(\.portal)
  }

  // MARK: - Writing

  public func document() -> LevelDocument {
    var fields: [(key: String, value: String)] = [("game", Self.game), ("name", name)]
    fields += portals.map { ($0.color.rawValue, "\(Self.text($0.x)) \(Self.text($0.y))") }
    if drain != Self.defaultDrain { fields.append(("drain", Self.text(drain))) }
    if spawn != Self.defaultSpawn { fields.append(("spawn", Self.text(spawn))) }
    if power != Self.defaultPower { fields.append(("power", Self.text(power))) }
    if deliver != Self.defaultDeliver { fields.append(("deliver", "\(deliver)")) }
    if pull != Self.defaultPull { fields.append(("pull", Self.text(pull))) }
    return LevelDocument(canonicalFields: fields, mapRows: nil)
  }

  /// A number as the level format writes it (`LevelNumber.format`: whole numbers without a point).
  static func text(_ value: Double) -> String {
    LevelNumber.format(value)
  }

  // MARK: - Geometry

  /// How far a portal's centre is from the nearest edge of the world.
  static func edgeDistance(of portal: Portal) -> Double {
    min(portal.x, worldWidth - portal.x, portal.y, worldHeight - portal.y)
  }

  static func distance(_ a: Portal, _ b: Portal) -> Double {
    let dx = a.x - b.x
    let dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
  }
}

extension PortalColor {
  /// Its place in the order portals are listed.
  var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
