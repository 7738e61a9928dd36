// MARK: - Drawing generated levels

extension GeneratedLevel {
  /// The label errors of a generated level's text carry (they are never shown: a candidate that
  /// fails is drawn again).
  static var generatedPath: String { "<generated \(game)>" }

  /// The level `text` reads as through the game's own format and checks, or nil when it fails
  /// them: how a generator keeps only candidates a file of the game could hold.
  public static func checked(generatedText text: String) -> Self? {
    guard let document = try? LevelParser.parse(text: text, path: generatedPath) else { return nil }
    return try? Self(document: document, path: generatedPath)
  }

  /// The first of up to `tries` candidate texts that passes the game's checks and keeps the
  /// name `name`, else `fallback`: bounded, never a trap. `candidate` is given the try's number
  /// and draws its own numbers; it returns nil for a draw the generator itself rejects.
  public static func firstChecked(
    name: String, tries: Int = 100, _ candidate: (Int) -> String?, fallback: () -> Self
  ) -> Self {
    for attempt in 0..<max(1, tries) {
      if let text = candidate(attempt), let level = checked(generatedText: text), level.name == name {
        return level
      }
    }
    return fallback()
  }
}
