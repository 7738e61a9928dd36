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
}
