import FileSystem
import GameKit
import Launcher
import Levels
import Scores

/// Human titles for score boards: as each game names its boards ("Balls — from level 11",
/// "Paddles — hard, first to 5"), else the game's name, plus the level's name for per-level
/// boards.
public struct BoardTitles: Sendable {
  private let registry: GameRegistry
  private let gameTitles: [String: String]
  private let levelNames: [String: String]

  /// Collects game titles from `registry` and level names from the levels in `directories`.
  public init(registry: GameRegistry, directories: LevelDirectories, fileSystem: FileSystemClient) {
    self.registry = registry
    var gameTitles: [String: String] = [:]
    for entry in registry.entries { gameTitles[entry.id] = entry.title }
    self.gameTitles = gameTitles
    var levelNames: [String: String] = [:]
    let library = LevelLibrary(directories: directories, formats: registry.levelFormats, fileSystem: fileSystem)
    for collection in library.loadAll() {
      for loaded in collection.levels { levelNames["\(loaded.identity)"] = loaded.level.name }
    }
    self.levelNames = levelNames
  }

  /// The title of board `boardID` as listed ("Maze — First steps"; "Balls — from level 11"):
  /// the title kept with the board (`stored`, a board of levels a player made) or the one its
  /// game gives, marked when the board's levels are not the game's own
  /// (`BoardOrder.shownTitle`).
  public func title(for boardID: String, stored: String? = nil) -> String {
    BoardOrder.shownTitle(stored ?? plainTitle(for: boardID), isBuiltIn: registry.isBuiltIn(boardID))
  }

  /// Whether `boardID` is a board of its game's own levels (`GameRegistry.isBuiltIn`).
  public func isBuiltIn(_ boardID: String) -> Bool {
    registry.isBuiltIn(boardID)
  }

  /// The title the board's game gives it, unmarked.
  private func plainTitle(for boardID: String) -> String {
    let levelNames = levelNames
    let game = ScoreBoardID.gameOf(boardID)
    let gameTitle = gameTitles[game] ?? game.prefix(1).uppercased() + game.dropFirst()
    // A day's board of the daily challenge (`maze/daily-2026-11-25`), as its runs title it.
    if let date = DailyGame.date(ofBoard: boardID) { return "\(gameTitle) \u{2014} daily \(date)" }
    if let title = registry.boardTitle(boardID, levelName: { levelNames[$0] }) { return title }
    guard let level = ScoreBoardID.levelOf(boardID) else { return gameTitle }
    if level == ScoreBoardID.networkMatches { return "\(gameTitle) — network matches" }
    if level.hasPrefix(GameBoards.ownLevelsPrefix) {
      return
        "\(gameTitle) \u{2014} levels made by a player (\(level.dropFirst(GameBoards.ownLevelsPrefix.count).prefix(8)))"
    }
    return "\(gameTitle) — \(levelNames[level] ?? "level \(level) (not in your level folders)")"
  }
}
