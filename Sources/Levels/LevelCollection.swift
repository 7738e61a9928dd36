// MARK: - LevelCollection

/// The levels of one game that loaded, and the files that did not.
public struct LevelCollection: Equatable, Sendable {
  /// The game: its `game:` value and folder name.
  public var game: String
  /// Levels in play order: built-in by number, then the user's by number.
  public var levels: [LoadedLevel]
  /// One located error per file that could not be loaded.
  public var failures: [LevelError]

  /// Creates a collection.
  public init(game: String, levels: [LoadedLevel], failures: [LevelError]) {
    self.game = game
    self.levels = levels
    self.failures = failures
  }

  /// The levels a player can pick: everything except drafts.
  public var playable: [LoadedLevel] {
    levels.filter { !$0.level.isDraft }
  }
}
