// MARK: - GameLevel

/// One game's level model, declared by its game module: how it reads from a document (with
/// its playability check) and how it writes back to one.
///
/// Levels knows the grammar; the game knows what its fields mean. A game registers its model
/// as a `LevelFormat` on its entry.
public protocol GameLevel: Hashable, Sendable {
  /// The `game:` value of its files and the name of its level folder.
  static var game: String { get }
  /// The level's name, shown in lists.
  var name: String { get }
  /// Whether the level is a draft: valid, but left out of the game's list of levels.
  var isDraft: Bool { get }
  /// Reads and validates a level from a parsed document; errors are located in `path`.
  init(document: LevelDocument, path: String) throws(LevelError)
  /// The canonical document of the level.
  func document() -> LevelDocument
  /// This game's format, for its entry and for reading its levels (a requirement, so a
  /// `GeneratedLevel` gives its generator wherever the format is asked for).
  static var format: LevelFormat { get }
}

extension GameLevel {
  /// Levels are not drafts unless the game says so.
  public var isDraft: Bool { false }

  /// The canonical text: what the writer saves and what the identity hashes.
  public var canonicalText: String {
    LevelWriter.write(document())
  }

  /// The stable identity: the game plus a hash of the canonical text.
  public var identity: LevelIdentity {
    LevelIdentity(game: Self.game, canonicalText: canonicalText)
  }

  /// This game's format, for its entry and for reading its levels: with no generator.
  public static var format: LevelFormat {
    LevelFormat(Self.self)
  }

  // MARK: - Levels carried by replays

  /// Reads a level a replay carries: its text must parse, be a level of this game, and have
  /// the identity the replay names (a changed text is refused, not played as another level).
  public init(replayText text: String, identity: String, source: String) throws(LevelError) {
    let document = try LevelParser.parse(text: text, path: source)
    if let field = document.field("game"), field.value != Self.game {
      throw LevelError(
        path: source, line: 1, column: 1, message: "is a \(field.value) level, expected a \(Self.game) level")
    }
    let level = try Self(document: document, path: source)
    guard level.identity.description == identity else {
      throw LevelError(
        path: source, line: 1, column: 1,
        message:
          "its text has identity \(level.identity), but the replay says \(identity): the level was changed after recording"
      )
    }
    self = level
  }
}
