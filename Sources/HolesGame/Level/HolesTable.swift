import Levels

// MARK: - HolesTable

/// A Holes table: its size, the rotating holes, the start and the flag, and optional walls.
///
/// Positions are fractions of the table (0…1, x from the left, y from the top) so a table
/// can be resized without moving everything; radii and sizes are world units.
public struct HolesTable: GameLevel {
  /// The `game:` value of Holes tables and the name of their folder.
  public static let game = "holes"
  /// A point given as fractions of the table's width and height.
  public struct Point: Equatable, Hashable, Sendable {
    /// Fraction of the width, 0 at the left.
    public var x: Double
    /// Fraction of the height, 0 at the top.
    public var y: Double

    /// Creates a point from fractions.
    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// A hole that pulls the ball in; the pattern rotates about the table's centre.
  public struct Hole: Equatable, Hashable, Sendable {
    /// Centre, as fractions of the table.
    public var center: Point
    /// Radius, world units.
    public var radius: Double

    /// Creates a hole.
    public init(x: Double, y: Double, radius: Double) {
      center = Point(x: x, y: y)
      self.radius = radius
    }
  }

  /// A solid rectangle that does not rotate; the ball bounces off it.
  public struct Wall: Equatable, Hashable, Sendable {
    /// Top-left corner, as fractions of the table.
    public var origin: Point
    /// Width, as a fraction of the table's width.
    public var width: Double
    /// Height, as a fraction of the table's height.
    public var height: Double

    /// Creates a wall from its top-left corner and size, all fractions of the table.
    public init(x: Double, y: Double, width: Double, height: Double) {
      origin = Point(x: x, y: y)
      self.width = width
      self.height = height
    }

    /// Whether a point (fractions) lies inside the wall.
    public func contains(_ point: Point) -> Bool {
      point.x >= origin.x && point.x <= origin.x + width && point.y >= origin.y
        && point.y <= origin.y + height
    }
  }

  /// Keys a holes table may use besides `game`; `hole` and `wall` may repeat.
  public static let keys = [
    "name", "table", "hole", "rotation", "balls", "ball-radius", "start", "flag", "wall",
  ]
  /// The seed's rotation: (1/π)/1000 radians per update.
  public static let defaultRotation = (1 / Double.pi) / 1000
  /// Default table: landscape, so it fills a wide terminal (the seed's portrait table turned).
  public static let defaultWidth: Double = 480
  /// Default table height.
  public static let defaultHeight: Double = 320
  /// The seed's ball radius.
  public static let defaultBallRadius: Double = 15
  /// Most holes on one table.
  public static let maxHoles = 64
  /// Most walls on one table.
  public static let maxWalls = 64

  /// Shown in the table list.
  public var name: String
  /// Table width, world units (100…2000, default 480).
  public var width: Double
  /// Table height, world units (100…2000, default 320).
  public var height: Double
  /// The holes (1…64), in file order.
  public var holes: [Hole]
  /// Radians the hole pattern turns per update; negative turns the other way (default (1/π)/1000).
  public var rotation: Double
  /// Balls per game (1…99, default 3).
  public var balls: Int
  /// Ball radius, world units (2…50, default 15).
  public var ballRadius: Double
  /// Where the ball starts, at rest (default: the lower right corner, one radius in).
  public var start: Point
  /// The flag the ball must reach (default: the upper left corner).
  public var flag: Point
  /// Fixed walls (up to 64), in file order.
  public var walls: [Wall]

  /// Creates a table; `start` defaults to the lower right corner one ball radius in.
  public init(
    name: String, width: Double = HolesTable.defaultWidth,
    height: Double = HolesTable.defaultHeight,
    holes: [Hole], rotation: Double = HolesTable.defaultRotation, balls: Int = 3,
    ballRadius: Double = HolesTable.defaultBallRadius, start: Point? = nil,
    flag: Point = Point(x: 0, y: 0),
    walls: [Wall] = []
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.holes = holes
    self.rotation = rotation
    self.balls = balls
    self.ballRadius = ballRadius
    self.start = start ?? Self.defaultStart(width: width, height: height, ballRadius: ballRadius)
    self.flag = flag
    self.walls = walls
  }

  /// The seed's start: the lower right corner, one ball radius in from both edges.
  public static func defaultStart(width: Double, height: Double, ballRadius: Double) -> Point {
    Point(x: (width - ballRadius) / width, y: (height - ballRadius) / height)
  }

  // MARK: - Reading

  /// Reads and validates a table from a parsed document.
  public init(document: LevelDocument, path: String) throws(LevelError) {
    let reader = try HeaderReader(
      document: document, path: path, game: Self.game, keys: Self.keys, repeatable: ["hole", "wall"])
    try reader.forbidMap()
    name = try reader.name()
    if let field = reader.optional("table") {
      let size = try reader.decimals(
        field, labels: ["width", "height"], ranges: [100...2000, 100...2000])
      width = size[0]
      height = size[1]
    } else {
      width = Self.defaultWidth
      height = Self.defaultHeight
    }
    rotation =
      try reader.optional("rotation").map { field throws(LevelError) in
        try reader.decimal(field, in: -0.1...0.1)
      } ?? Self.defaultRotation
    balls =
      try reader.optional("balls").map { field throws(LevelError) in
        try reader.integer(field, in: 1...99)
      } ?? 3
    ballRadius =
      try reader.optional("ball-radius").map { field throws(LevelError) in
        try reader.decimal(field, in: 2...50)
      } ?? Self.defaultBallRadius
    let point: (LevelDocument.Field) throws(LevelError) -> Point = { field throws(LevelError) in
      let values = try reader.decimals(field, labels: ["x", "y"], ranges: [0...1, 0...1])
      return Point(x: values[0], y: values[1])
    }
    let startField = reader.optional("start")
    start =
      try startField.map(point)
      ?? Self.defaultStart(width: width, height: height, ballRadius: ballRadius)
    let flagField = reader.optional("flag")
    flag = try flagField.map(point) ?? Point(x: 0, y: 0)

    let holeFields = reader.all("hole")
    if holeFields.isEmpty {
      throw LevelError(
        path: path, line: reader.optional("name")?.line ?? 1, column: 1,
        message:
          "a table needs at least one 'hole: x y radius' line (x, y fractions 0…1, radius in world units)"
      )
    }
    if holeFields.count > Self.maxHoles {
      let extra = holeFields[Self.maxHoles]
      throw reader.error(
        at: extra, column: extra.keyColumn, "too many holes; at most \(Self.maxHoles)")
    }
    let largestRadius = min(width, height) / 2
    var holes: [Hole] = []
    for field in holeFields {
      let values = try reader.decimals(
        field, labels: ["x", "y", "radius"], ranges: [0...1, 0...1, 1...largestRadius])
      holes.append(Hole(x: values[0], y: values[1], radius: values[2]))
    }
    self.holes = holes

    let wallFields = reader.all("wall")
    if wallFields.count > Self.maxWalls {
      let extra = wallFields[Self.maxWalls]
      throw reader.error(
        at: extra, column: extra.keyColumn, "too many walls; at most \(Self.maxWalls)")
    }
    var walls: [Wall] = []
    for field in wallFields {
      let values = try reader.decimals(
        field, labels: ["x", "y", "width", "height"], ranges: [0...1, 0...1, 0.001...1, 0.001...1])
      let wall = Wall(x: values[0], y: values[1], width: values[2], height: values[3])
      guard wall.origin.x + wall.width <= 1, wall.origin.y + wall.height <= 1 else {
        throw reader.error(
          at: field,
          "wall reaches past the table's edge (x + width and y + height must be at most 1)")
      }
      walls.append(wall)
    }
    self.walls = walls

    // The ball must be able to rest at the start and reach the flag at all.
    let startAnchor = startField ?? reader.optional("name")
    for (index, wall) in walls.enumerated() {
      if wall.contains(start), let anchor = startAnchor {
        throw reader.error(
          at: anchor, "the start lies inside wall \(index + 1) (line \(wallFields[index].line))")
      }
      if wall.contains(flag), let anchor = flagField ?? reader.optional("name") {
        throw reader.error(
          at: anchor, "the flag lies inside wall \(index + 1) (line \(wallFields[index].line))")
      }
    }
    for (index, hole) in holes.enumerated() {
      let dx = (hole.center.x - start.x) * width
      let dy = (hole.center.y - start.y) * height
      if dx * dx + dy * dy < hole.radius * hole.radius, let anchor = startAnchor {
        throw reader.error(
          at: anchor,
          "the start lies inside hole \(index + 1) (line \(holeFields[index].line)); the ball would fall in at once"
        )
      }
    }
    // `name()` above has required the name line, so there is always an anchor.
    if let nameField = reader.optional("name") {
      try checkPlayable(
        reader: reader, startAnchor: startField ?? nameField, flagAnchor: flagField ?? nameField,
        holeFields: holeFields, wallFields: wallFields)
    }
  }

  // MARK: - Writing

  /// The canonical document; keys at their defaults are left out.
  public func document() -> LevelDocument {
    func numbers(_ values: Double...) -> String {
      values.map(LevelNumber.format).joined(separator: " ")
    }
    var fields: [(key: String, value: String)] = [
      ("game", Self.game), ("name", name),
    ]
    if width != Self.defaultWidth || height != Self.defaultHeight {
      fields.append(("table", numbers(width, height)))
    }
    if rotation != Self.defaultRotation { fields.append(("rotation", numbers(rotation))) }
    if balls != 3 { fields.append(("balls", String(balls))) }
    if ballRadius != Self.defaultBallRadius { fields.append(("ball-radius", numbers(ballRadius))) }
    if start != Self.defaultStart(width: width, height: height, ballRadius: ballRadius) {
      fields.append(("start", numbers(start.x, start.y)))
    }
    if flag != Point(x: 0, y: 0) { fields.append(("flag", numbers(flag.x, flag.y))) }
    for hole in holes {
      fields.append(("hole", numbers(hole.center.x, hole.center.y, hole.radius)))
    }
    for wall in walls {
      fields.append(("wall", numbers(wall.origin.x, wall.origin.y, wall.width, wall.height)))
    }
    return LevelDocument(canonicalFields: fields, mapRows: nil)
  }

  /// Checks the table as it would be saved; errors point into its canonical text.
  public func validate(path: String = "<unsaved>") throws(LevelError) {
    _ = try HolesTable(document: document(), path: path)
  }
}
