// MARK: - LevelFormat

/// One game's level format, type-erased: its `game:` value and how to read one of its levels
/// from a document. Made from the game's model: `LevelFormat(Model.self)`, or `Model.format`.
public struct LevelFormat: Sendable {
  /// The `game:` value of the format's files and the name of its level folder.
  public let game: String
  private let read: @Sendable (LevelDocument, String) throws(LevelError) -> Level
  /// The game's generator (`GeneratedLevel`), if its levels can be made from a seed.
  public let generator: Generator?

  /// How a game makes a level from a seed.
  public struct Generator: Sendable {
    /// The generator's version (`GeneratedLevel.generatorVersion`).
    public let version: Int
    /// A level made from a seed, with a name.
    public let generate: @Sendable (_ seed: UInt64, _ name: String) -> Level
  }

  /// The format of the levels `model` reads, with no generator (`GameLevel.format`).
  public init<Model: GameLevel>(_ model: Model.Type) {
    self.init(model, generator: nil)
  }

  /// The format of the levels `model` reads and makes from a seed (`GeneratedLevel.format`).
  ///
  /// Chosen by the type, not found by a cast: asking the runtime whether a type is a
  /// `GeneratedLevel` searched every conformance of the binary, a fifth of the menu's start.
  public init<Model: GeneratedLevel>(generating model: Model.Type) {
    self.init(
      model,
      generator: Generator(version: Model.generatorVersion) { seed, name in
        Level(Model.generated(seed: seed, name: name))
      })
  }

  private init<Model: GameLevel>(_ model: Model.Type, generator: Generator?) {
    game = Model.game
    read = { document, path throws(LevelError) in Level(try Model(document: document, path: path)) }
    self.generator = generator
  }

  /// Reads and validates a level of this game from a document; `path` labels errors.
  public func level(document: LevelDocument, path: String) throws(LevelError) -> Level {
    try read(document, path)
  }
}
