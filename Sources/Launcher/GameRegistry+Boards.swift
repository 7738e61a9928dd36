import ArcadeKit
import GameKit
import Replays
import Scores

// MARK: - Score boards

extension GameRegistry {
  /// Where a run recorded as `header`, which reached level `reached` (1-based place among the
  /// levels it carries; nil: its last), ranks: a day's board when it is that day's level and
  /// seed; else its game's board of the levels it played (`GameBoards.placement`): the
  /// game's own when they are all shipped levels, a board of those levels otherwise. The board
  /// the header names counts only for a day's board it matches; a game not registered here
  /// keeps the board its header names.
  public func placement(of header: ReplayHeader, reaching reached: Int?) -> BoardPlacement {
    if let daily = dailyPlacement(of: header) { return daily }
    guard let entry = entry(id: header.game) else {
      return BoardPlacement(id: header.board, title: header.board, isBuiltIn: false)
    }
    guard let boards = entry.boards else {
      return BoardPlacement(id: header.board, title: entry.title, isBuiltIn: true)
    }
    return boards.placement(of: header, reaching: reached, game: entry.id, gameTitle: entry.title)
  }

  /// The board a recorded game's score belongs on (`placement(of:reaching:)`'s id).
  public func board(for header: ReplayHeader, reaching reached: Int? = nil) -> String {
    placement(of: header, reaching: reached).id
  }

  /// Whether `boardID` is a board of its game's own levels (or a day's), not one of levels of
  /// someone's own; boards of games not registered here count as their own.
  public func isBuiltIn(_ boardID: String) -> Bool {
    let game = ScoreBoardID.gameOf(boardID)
    guard let boards = entry(id: game)?.boards else { return true }
    return boards.isBuiltIn(boardID, game: game)
  }

  /// `submission` on the board its replay ranks on (`placement(of:reaching:)`), with that
  /// board's title as listings show it (a player's level marked), and its replay's header
  /// naming that board (an exported replay says where it ranked); a submission without a
  /// replay keeps its own.
  public func placed(_ submission: ScoreSubmission) -> ScoreSubmission {
    guard let replay = submission.replay else { return submission }
    let placement = placement(of: replay.header, reaching: submission.levelReached)
    var placed = submission
    placed.board = placement.id
    placed.boardTitle = BoardOrder.shownTitle(placement.title, isBuiltIn: placement.isBuiltIn)
    placed.replay?.header.board = placement.id
    return placed
  }

  /// The day's board of a run that was that day's game (`dailyGame(recordedAs:)`); nil for
  /// any other run.
  private func dailyPlacement(of header: ReplayHeader) -> BoardPlacement? {
    dailyGame(recordedAs: header).map { BoardPlacement(id: $0.board, title: $0.boardTitle, isBuiltIn: true) }
  }

  /// The day's game a run recorded as `header` was: its header names that day's board
  /// (`maze/daily-2026-11-25`) and carries that day's level and seed; nil for any other run.
  /// (Its options may be those of an earlier arcade's day, as a Balls run before one try was an
  /// option; the server ranks only runs with the day's options: `ServerScores.dailyProblem`.)
  public func dailyGame(recordedAs header: ReplayHeader) -> DailyGame? {
    guard ScoreBoardID.gameOf(header.board) == header.game, let date = DailyGame.date(ofBoard: header.board),
      let day = DailyChallenge(date: date, registry: self).game(header.game)
    else { return nil }
    let expected = day.header(keyBindings: KeyBindings())
    guard header.board == expected.board, header.seed == expected.seed, header.levels == expected.levels else {
      return nil
    }
    return day
  }

  /// Moves stored entries to the boards they rank on now: those of older arcades' boards
  /// (`balls`, `paddles`, `paddles/network`) to the board their replay names, or (without a
  /// replay that reads) to the former board's board for older entries (`balls/older`); and an
  /// entry on any board of a registered game whose replay played levels that are not that
  /// board's to the board of those levels (`placement(of:reaching:)`), titled as it says.
  public var boardMigration: ScoreBoardMigration {
    var olderBoards: [String: String] = [:]
    for entry in entries {
      for (former, older) in entry.boards?.former ?? [:] { olderBoards[former] = older }
    }
    let registry = self
    let older = olderBoards
    return ScoreBoardMigration(
      formerBoards: Set(older.keys),
      destination: { former, entry in
        let older = older[former] ?? former + "/older"
        guard let text = entry.replay, let header = try? ReplayText.decodeHeader(text: text, source: former),
          ScoreBoardID.gameOf(former) == header.game, let boards = registry.entry(id: header.game)?.boards
        else { return older }
        return boards.board(header)
      },
      relocation: { boardID, entry in
        let game = ScoreBoardID.gameOf(boardID)
        // A day's board keeps its runs: the day's level is checked where it is ranked.
        guard DailyGame.date(ofBoard: boardID) == nil, registry.entry(id: game)?.boards != nil, let text = entry.replay,
          let header = try? ReplayText.decodeHeader(text: text, source: boardID), header.game == game
        else { return nil }
        let placement = registry.placement(of: header, reaching: entry.level)
        // A board of levels of someone's own is titled from its runs; the game titles its own.
        if placement.id == boardID { return placement.isBuiltIn ? nil : (boardID, placement.title) }
        // Boards an earlier rule named for the same levels (an older par's maze) are moved by
        // `destination`; only a run on levels that are not the board's own leaves it here.
        guard !placement.isBuiltIn else { return nil }
        return (placement.id, placement.title)
      })
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
