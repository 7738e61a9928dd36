import ArcadeKit
import FileSystem
import BallsGame
import HolesGame
import Launcher
import MazeGame
import PaddlesGame

/// The games compiled into this arcade, in menu order: the one place games are registered.
///
/// Each game module exposes one `GameEntry`; the launcher knows nothing else about it.
enum GameCatalog {
  /// The games, reading their levels through `fileSystem`.
  static func registry(fileSystem: FileSystemClient) -> GameRegistry {
    GameRegistry([
      BallsGame.entry(fileSystem: fileSystem), PaddlesGame.entry(fileSystem: fileSystem),
      MazeGame.entry(fileSystem: fileSystem), HolesGame.entry(fileSystem: fileSystem),
    ])
  }

  /// The games' names, offered by the shell's completion where a game is asked for.
  static let gameNames: [String] = registry(fileSystem: .live).ids
  /// The names of the games that have a level editor (`arcade edit GAME`).
  static let editableGameNames: [String] = registry(fileSystem: .live).entries.filter { $0.makeEditor != nil }.map(\.id)
}
