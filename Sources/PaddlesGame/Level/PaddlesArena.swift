import Levels

// MARK: - PaddlesArena

/// A Paddles arena: points to win, puck and paddle sizes, and rectangular obstacles.
///
/// Coordinates are world units of the portrait 320x480 field (x right, y down, paddles at
/// the top and bottom). A game drawn sideways swaps the axes when it reads the arena.
public struct PaddlesArena: GameLevel {
  /// The `game:` value of Paddles arenas and the name of their folder.
  public static let game = "paddles"
  /// A solid rectangle in the field that the puck bounces off.
  public struct Obstacle: Equatable, Hashable, Sendable {
    /// Left edge, world units.
    public var x: Double
    /// Top edge, world units.
    public var y: Double
    /// Width, world units.
    public var width: Double
    /// Height, world units.
    public var height: Double

    /// Creates an obstacle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// Keys a paddles arena may use besides `game`; `obstacle` may repeat.
  public static let keys = [
    "name", "win-score", "puck-size", "paddle-width", "puck-speed", "obstacle",
  ]
  /// Width of the world, in world units.
  public static let worldWidth: Double = 320
  /// Height of the world, in world units.
  public static let worldHeight: Double = 480
  /// Obstacles must stay between these y values, clear of both paddles and their approach.
  public static let obstacleBand: ClosedRange<Double> = 112...368
  /// Obstacles must not cross this band around the centre line, where each round starts.
  public static let serveBand: ClosedRange<Double> = 224...256
  /// Most obstacles in one arena.
  public static let maxObstacles = 32

  /// Shown in the arena list.
  public var name: String
  /// Points needed to win a game (1…99, default 3).
  public var winScore: Int
  /// Side of the square puck (4…32, default 16).
  public var puckSize: Double
  /// Width of each paddle (16…160, default 64).
  public var paddleWidth: Double
  /// Puck speed at the start of a round, world units per frame (0.5…10, default 2).
  public var puckSpeed: Double
  /// Solid rectangles, in file order.
  public var obstacles: [Obstacle]

  /// Creates an arena; call `validate()` before saving one built in code.
  public init(
    name: String, winScore: Int = 3, puckSize: Double = 16, paddleWidth: Double = 64,
    puckSpeed: Double = 2,
    obstacles: [Obstacle] = []
  ) {
    self.name = name
    self.winScore = winScore
    self.puckSize = puckSize
    self.paddleWidth = paddleWidth
    self.puckSpeed = puckSpeed
    self.obstacles = obstacles
  }

  // MARK: - Reading

  /// Reads and validates an arena from a parsed document.
  public init(document: LevelDocument, path: String) throws(LevelError) {
    let reader = try HeaderReader(
      document: document, path: path, game: Self.game, keys: Self.keys, repeatable: ["obstacle"])
    try reader.forbidMap()
    let defaults = PaddlesArena(name: "")
    name = try reader.name()
    winScore =
      try reader.optional("win-score").map { field throws(LevelError) in
        try reader.integer(field, in: 1...99)
      }
      ?? defaults.winScore
    puckSize =
      try reader.optional("puck-size").map { field throws(LevelError) in
        try reader.decimal(field, in: 4...32)
      }
      ?? defaults.puckSize
    paddleWidth =
      try reader.optional("paddle-width").map { field throws(LevelError) in
        try reader.decimal(field, in: 16...160)
      } ?? defaults.paddleWidth
    puckSpeed =
      try reader.optional("puck-speed").map { field throws(LevelError) in
        try reader.decimal(field, in: 0.5...10)
      } ?? defaults.puckSpeed

    let fields = reader.all("obstacle")
    if fields.count > Self.maxObstacles {
      throw reader.error(
        at: fields[Self.maxObstacles], column: fields[Self.maxObstacles].keyColumn,
        "too many obstacles; at most \(Self.maxObstacles)")
    }
    var obstacles: [Obstacle] = []
    for field in fields {
      let values = try reader.decimals(
        field, labels: ["x", "y", "width", "height"],
        ranges: [
          0...Self.worldWidth, 0...Self.worldHeight, 1...Self.worldWidth, 1...Self.worldHeight,
        ])
      let obstacle = Obstacle(x: values[0], y: values[1], width: values[2], height: values[3])
      if obstacle.x + obstacle.width > Self.worldWidth {
        throw reader.error(
          at: field, "obstacle reaches past the right edge (x + width must be at most 320)")
      }
      if obstacle.y < Self.obstacleBand.lowerBound
        || obstacle.y + obstacle.height > Self.obstacleBand.upperBound
      {
        throw reader.error(
          at: field, "obstacle must lie between y = 112 and y = 368, clear of the paddles")
      }
      if obstacle.y < Self.serveBand.upperBound,
        obstacle.y + obstacle.height > Self.serveBand.lowerBound
      {
        throw reader.error(
          at: field, "obstacle crosses the centre band y = 224…256 where the puck is served")
      }
      obstacles.append(obstacle)
    }
    self.obstacles = obstacles
    try checkPlayable(reader: reader, obstacleFields: fields)
  }

  // MARK: - Writing

  /// The canonical document; keys at their defaults are left out.
  public func document() -> LevelDocument {
    let defaults = PaddlesArena(name: "")
    var fields: [(key: String, value: String)] = [
      ("game", Self.game), ("name", name),
    ]
    if winScore != defaults.winScore { fields.append(("win-score", String(winScore))) }
    if puckSize != defaults.puckSize { fields.append(("puck-size", LevelNumber.format(puckSize))) }
    if paddleWidth != defaults.paddleWidth {
      fields.append(("paddle-width", LevelNumber.format(paddleWidth)))
    }
    if puckSpeed != defaults.puckSpeed {
      fields.append(("puck-speed", LevelNumber.format(puckSpeed)))
    }
    for obstacle in obstacles {
      let numbers = [obstacle.x, obstacle.y, obstacle.width, obstacle.height].map(
        LevelNumber.format)
      fields.append(("obstacle", numbers.joined(separator: " ")))
    }
    return LevelDocument(canonicalFields: fields, mapRows: nil)
  }

  /// Checks the arena as it would be saved; errors point into its canonical text.
  public func validate(path: String = "<unsaved>") throws(LevelError) {
    _ = try PaddlesArena(document: document(), path: path)
  }
}
