import Levels

// MARK: - BallsLevel

/// A Balls level: how many balls bounce and how many the chain reaction must remove.
public struct BallsLevel: GameLevel {
  /// The `game:` value of Balls levels and the name of their folder.
  public static let game = "balls"
  /// Keys a balls level may use besides `game`.
  public static let keys = ["name", "balls", "target", "explosion-radius"]
  /// Allowed ball counts; the top end makes "big bang" levels possible.
  public static let ballRange = 1...10_000
  /// Allowed largest explosion radius, in world units of the 320-wide field.
  public static let explosionRadiusRange = 1...160
  /// The largest explosion radius people played: the seed's prose says 30, but its code turns
  /// an explosion when `radius / 2 > 30`, so explosions grew to 61 (about 19% of a 320-wide
  /// field). GAMES.md: play what players played.
  public static let defaultExplosionRadius = 61

  /// Shown before the level starts.
  public var name: String
  /// Balls created when the level starts (1…10000).
  public var balls: Int
  /// Balls that must be removed to pass (1…balls).
  public var target: Int
  /// Radius at which an explosion stops growing (1…160, default 61).
  public var explosionRadius: Int

  /// Creates a level; call `validate()` before saving one built in code.
  public init(
    name: String, balls: Int, target: Int, explosionRadius: Int = BallsLevel.defaultExplosionRadius
  ) {
    self.name = name
    self.balls = balls
    self.target = target
    self.explosionRadius = explosionRadius
  }

  // MARK: - Reading

  /// Reads and validates a balls level from a parsed document.
  public init(document: LevelDocument, path: String) throws(LevelError) {
    let reader = try HeaderReader(document: document, path: path, game: Self.game, keys: Self.keys)
    try reader.forbidMap()
    name = try reader.name()
    balls = try reader.integer(
      try reader.required("balls", expecting: "a whole number from 1 to 10000"), in: Self.ballRange)
    target = try reader.integer(
      try reader.required("target", expecting: "a whole number from 1 to the number of balls"),
      in: 1...balls)
    if let field = reader.optional("explosion-radius") {
      explosionRadius = try reader.integer(field, in: Self.explosionRadiusRange)
    } else {
      explosionRadius = Self.defaultExplosionRadius
    }
  }

  // MARK: - Writing

  /// The canonical document; keys at their defaults are left out.
  public func document() -> LevelDocument {
    var fields: [(key: String, value: String)] = [
      ("game", Self.game), ("name", name), ("balls", String(balls)),
      ("target", String(target)),
    ]
    if explosionRadius != Self.defaultExplosionRadius {
      fields.append(("explosion-radius", String(explosionRadius)))
    }
    return LevelDocument(canonicalFields: fields, mapRows: nil)
  }

  /// Checks the level as it would be saved; errors point into its canonical text.
  public func validate(path: String = "<unsaved>") throws(LevelError) {
    _ = try BallsLevel(document: document(), path: path)
  }
}
