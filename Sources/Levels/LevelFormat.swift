// MARK: - LevelFormat

/// One game's level format, type-erased: its `game:` value and how to read one of its levels
/// from a document. Made from the game's model: `LevelFormat(Model.self)`, or `Model.format`.
public struct LevelFormat: Sendable {
  /// The `game:` value of the format's files and the name of its level folder.
  public let game: String
  private let read: @Sendable (LevelDocument, String) throws(LevelError) -> Level

  /// The format of the levels `model` reads.
  public init<Model: GameLevel>(_ model: Model.Type) {
    game = Model.game
    read = { document, path throws(LevelError) in Level(try Model(document: document, path: path)) }
  }

  /// Reads and validates a level of this game from a document; `path` labels errors.
  public func level(document: LevelDocument, path: String) throws(LevelError) -> Level {
    try read(document, path)
  }
}
