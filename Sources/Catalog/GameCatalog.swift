import ArcadeKit
import BallsGame
import FileSystem
import GameKit
import HolesGame
import LanderGame
import Launcher
import Levels
import MazeGame
import PaddlesGame
import PortalsGame

/// The games compiled into this arcade, in menu order: the one place games are registered.
///
/// Each game module exposes one `GameEntry`; the launcher knows nothing else about it.
public enum GameCatalog {
  /// The registration lines, in menu order: each makes a game's entry from the launcher's level
  /// reader. A new game adds its line here (docs/ARCHITECTURE.md, "How to add a game").
  public static let games: [@Sendable (LevelReader) -> GameEntry] = [
    BallsGame.entry(levels:), PaddlesGame.entry(levels:),
    MazeGame.entry(levels:), HolesGame.entry(levels:),
    LanderGame.entry(levels:), PortalsGame.entry(levels:),
  ]

  /// The games, reading their levels through `fileSystem`: the launcher's, handed to each game as a `LevelReader`.
  public static func registry(fileSystem: FileSystemClient) -> GameRegistry {
    registry(fileSystem: fileSystem, games: games)
  }

  /// The registry made of registration lines like those of `games`, reading levels through
  /// `fileSystem`: the arcade's is this of `games`; a test passes them with a game's line added.
  public static func registry(
    fileSystem: FileSystemClient, games: [@Sendable (LevelReader) -> GameEntry]
  ) -> GameRegistry {
    GameRegistry(levels: LevelReader(fileSystem: fileSystem), games)
  }

  /// The games' names, offered by the shell's completion where a game is asked for.
  public static let gameNames: [String] = registry(fileSystem: .live).ids
  /// The names of the games played over the network (`arcade host GAME`).
  public static let networkGameNames: [String] = registry(fileSystem: .live).entries.filter { $0.network != nil }.map(
    \.id)
  /// The names of the games that have a level editor (`arcade edit GAME`).
  public static let editableGameNames: [String] = registry(fileSystem: .live).entries.filter { $0.makeEditor != nil }
    .map(\.id)
}
