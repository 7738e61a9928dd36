import FileSystem

// MARK: - LevelFormats

/// The registered games' level formats, in menu order: what reads any level document,
/// choosing the format by its `game:` line.
public struct LevelFormats: Sendable, ExpressibleByArrayLiteral {
  /// The formats, in menu order.
  public let formats: [LevelFormat]

  /// Creates a registry of formats; a later format for a game already listed is dropped.
  public init(_ formats: [LevelFormat]) {
    var seen = Set<String>()
    self.formats = formats.filter { seen.insert($0.game).inserted }
  }

  /// Creates a registry from a list of formats.
  public init(arrayLiteral formats: LevelFormat...) {
    self.init(formats)
  }

  /// The games with a level format, in menu order.
  public var games: [String] { formats.map(\.game) }

  /// The format of `game`, if registered.
  public func format(game: String) -> LevelFormat? {
    formats.first { $0.game == game }
  }

  /// These formats and `format` (when its game is not among them yet).
  public func adding(_ format: LevelFormat) -> LevelFormats {
    LevelFormats(formats + [format])
  }

  // MARK: - Reading

  /// Reads the level a document describes, choosing the format from its `game:` line.
  public func level(document: LevelDocument, path: String) throws(LevelError) -> Level {
    guard let field = document.field("game") else {
      let line = document.fields.first?.line ?? document.mapLine ?? 1
      let expected = Self.alternatives(games.map { "'game: \($0)'" })
      throw LevelError(path: path, line: line, column: 1, message: "missing 'game:' line; expected \(expected)")
    }
    guard let format = format(game: field.value) else {
      var message = "unknown game '\(field.value)'"
      if let guess = KeySuggester.suggestion(for: field.value, among: games) {
        message += "; did you mean '\(guess)'?"
      } else {
        message += "; expected \(Self.alternatives(games.map { "'\($0)'" }))"
      }
      throw LevelError(path: path, line: field.line, column: field.valueColumn, message: message)
    }
    return try format.level(document: document, path: path)
  }

  /// Parses and validates level text; `path` labels errors.
  public func parse(text: String, path: String) throws(LevelError) -> Level {
    try level(document: LevelParser.parse(text: text, path: path), path: path)
  }

  /// Parses and validates level bytes; `path` labels errors.
  public func parse(bytes: [UInt8], path: String) throws(LevelError) -> Level {
    try level(document: LevelParser.parse(bytes: bytes, path: path), path: path)
  }

  /// Reads, parses and validates a level file (regular files of at most 64 KiB only).
  public func load(path: String, fileSystem: FileSystemClient) throws(LevelError) -> Level {
    try parse(bytes: LevelFileReader.read(path: path, fileSystem: fileSystem), path: path)
  }

  /// `'a', 'b' or 'c'`: the choices a message offers.
  private static func alternatives(_ choices: [String]) -> String {
    guard let last = choices.last else { return "the name of a game that has levels (none is registered)" }
    guard choices.count > 1 else { return last }
    return choices.dropLast().joined(separator: ", ") + " or " + last
  }
}
