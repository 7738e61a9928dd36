import FileSystem

// MARK: - Level

/// A validated level of any game, as read from a level file.
public enum Level: Equatable, Hashable, Sendable {
  /// A Balls level.
  case balls(BallsLevel)
  /// A Paddles arena.
  case paddles(PaddlesArena)
  /// A Maze level.
  case maze(MazeLevel)
  /// A Holes table.
  case holes(HolesTable)

  /// The game this level is for.
  public var game: GameKind {
    switch self {
    case .balls: .balls
    case .paddles: .paddles
    case .maze: .maze
    case .holes: .holes
    }
  }

  /// The level's name.
  public var name: String {
    switch self {
    case .balls(let level): level.name
    case .paddles(let level): level.name
    case .maze(let level): level.name
    case .holes(let level): level.name
    }
  }

  /// Whether the level is a draft (only mazes can be); drafts stay out of the game's list.
  public var isDraft: Bool {
    if case .maze(let level) = self { return level.isDraft }
    return false
  }

  // MARK: - Reading

  /// Reads the level a document describes, choosing the game from its `game:` line.
  public init(document: LevelDocument, path: String) throws(LevelError) {
    guard let field = document.field("game") else {
      let line = document.fields.first?.line ?? document.mapLine ?? 1
      throw LevelError(
        path: path, line: line, column: 1,
        message:
          "missing 'game:' line; expected 'game: balls', 'game: paddles', 'game: maze' or 'game: holes'"
      )
    }
    guard let game = GameKind(rawValue: field.value) else {
      let names = GameKind.allCases.map(\.rawValue)
      var message = "unknown game '\(field.value)'"
      if let guess = KeySuggester.suggestion(for: field.value, among: names) {
        message += "; did you mean '\(guess)'?"
      } else {
        message += "; expected 'balls', 'paddles', 'maze' or 'holes'"
      }
      throw LevelError(path: path, line: field.line, column: field.valueColumn, message: message)
    }
    switch game {
    case .balls: self = .balls(try BallsLevel(document: document, path: path))
    case .paddles: self = .paddles(try PaddlesArena(document: document, path: path))
    case .maze: self = .maze(try MazeLevel(document: document, path: path))
    case .holes: self = .holes(try HolesTable(document: document, path: path))
    }
  }

  /// Parses and validates level text; `path` labels errors.
  public static func parse(text: String, path: String) throws(LevelError) -> Level {
    try Level(document: LevelParser.parse(text: text, path: path), path: path)
  }

  /// Parses and validates level bytes; `path` labels errors.
  public static func parse(bytes: [UInt8], path: String) throws(LevelError) -> Level {
    try Level(document: LevelParser.parse(bytes: bytes, path: path), path: path)
  }

  /// Reads, parses and validates a level file (regular files of at most 64 KiB only).
  public static func load(path: String, fileSystem: FileSystemClient = .live) throws(LevelError) -> Level {
    try parse(bytes: LevelFileReader.read(path: path, fileSystem: fileSystem), path: path)
  }

  // MARK: - Writing

  /// The canonical document of the level.
  public func document() -> LevelDocument {
    switch self {
    case .balls(let level): level.document()
    case .paddles(let level): level.document()
    case .maze(let level): level.document()
    case .holes(let level): level.document()
    }
  }

  /// The canonical text: what the writer saves and what the identity hashes.
  public var canonicalText: String {
    LevelWriter.write(document())
  }

  /// The stable identity: game plus a hash of the canonical text.
  public var identity: LevelIdentity {
    LevelIdentity(game: game, canonicalText: canonicalText)
  }
}
