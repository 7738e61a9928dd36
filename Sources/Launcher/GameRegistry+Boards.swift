import ArcadeKit
import GameKit
import Scores

// MARK: - Score boards

extension GameRegistry {
  /// The board a recorded game's score belongs on by its game's rule (`GameBoards.board`), or
  /// the board its header names when the game has no rule or is not registered.
  public func board(for header: ReplayHeader) -> String {
    entry(id: header.game)?.boards?.board(header) ?? header.board
  }

  /// Moves the entries of older arcades' boards (`balls`, `paddles`, `paddles/network`) to the
  /// board their replay's header names; an entry without a replay that reads goes to the former
  /// board's board for older entries (`balls/older`), never to a guessed one.
  public var boardMigration: ScoreBoardMigration {
    var olderBoards: [String: String] = [:]
    for entry in entries {
      for (former, older) in entry.boards?.former ?? [:] { olderBoards[former] = older }
    }
    let registry = self
    let older = olderBoards
    return ScoreBoardMigration(formerBoards: Set(older.keys)) { former, entry in
      let older = older[former] ?? former + "/older"
      guard let text = entry.replay, let replay = try? ReplayText.decode(text: text, source: former),
        ScoreBoardID.gameOf(former) == replay.header.game,
        let boards = registry.entry(id: replay.header.game)?.boards
      else { return older }
      return boards.board(replay.header)
    }
  }

  /// The title of board `boardID` as its game names it (`Balls — from level 11`), given level
  /// names by identity; nil when its game does not know the id.
  public func boardTitle(_ boardID: String, levelName: (String) -> String?) -> String? {
    entry(id: ScoreBoardID.gameOf(boardID))?.boards?.title(boardID, levelName)
  }

  /// Each game's main board (`GameBoards.main`, the default start's), by game.
  public var mainBoards: [String: String] {
    var boards: [String: String] = [:]
    for entry in entries { if let main = entry.boards?.main { boards[entry.id] = main } }
    return boards
  }
}
