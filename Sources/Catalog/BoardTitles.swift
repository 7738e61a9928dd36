import FileSystem
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

  /// The title of board `boardID` ("Maze — First steps"; "Balls — from level 11").
  public func title(for boardID: String) -> String {
    let levelNames = levelNames
    let game = ScoreBoardID.gameOf(boardID)
    let gameTitle = gameTitles[game] ?? game.prefix(1).uppercased() + game.dropFirst()
    // A day's board of the daily challenge (`maze/daily-2026-11-25`), as its runs title it.
    if let level = ScoreBoardID.levelOf(boardID), level.hasPrefix("daily-"),
      let date = DailyDate(String(level.dropFirst(6)))
    {
      return "\(gameTitle) \u{2014} daily \(date)"
    }
    if let title = registry.boardTitle(boardID, levelName: { levelNames[$0] }) { return title }
    guard let level = ScoreBoardID.levelOf(boardID) else { return gameTitle }
    if level == ScoreBoardID.networkMatches { return "\(gameTitle) — network matches" }
    return "\(gameTitle) — \(levelNames[level] ?? "level \(level) (not in your level folders)")"
  }
}
