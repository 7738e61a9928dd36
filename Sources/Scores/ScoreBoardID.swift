// MARK: - ScoreBoardID

/// Builds and reads board ids: `game/rest`, where the game says what `rest` means
/// (`maze/<level identity>` per level, `balls/from-11` per start level,
/// `paddles/hard-first-to-5` per difficulty and points to win; `GameBoards`); a bare `balls`
/// is an older arcade's board, moved on read (`ScoreBoardMigration`).
public enum ScoreBoardID {
  /// The board of a game without per-level boards.
  public static func game(_ game: String) -> String {
    game
  }

  /// The board of one level; keyed by the level's stable identity, so an edited level
  /// starts a fresh board instead of inheriting old records.
  public static func level(game: String, levelIdentity: String) -> String {
    "\(game)/\(levelIdentity)"
  }

  /// The part after the game of the board of network matches (`paddles/network`).
  public static let networkMatches = "network"

  /// The game part of a board id.
  public static func gameOf(_ boardID: String) -> String {
    String(boardID.prefix { $0 != "/" })
  }

  /// The level identity of a per-level board id, or nil for a whole-game board.
  public static func levelOf(_ boardID: String) -> String? {
    guard let slash = boardID.firstIndex(of: "/") else { return nil }
    return String(boardID[boardID.index(after: slash)...])
  }

  /// Whether `boardID` is `game`'s own board or one of its level boards.
  public static func belongs(_ boardID: String, to game: String) -> Bool {
    gameOf(boardID) == game
  }
}
