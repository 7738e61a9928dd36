import ArcadeKit
import BallsGame
import HolesGame
import Launcher
import MazeGame
import PaddlesGame

/// The games compiled into this arcade, in menu order: the one place games are registered.
///
/// Each game module exposes one `GameEntry`; the launcher knows nothing else about it.
enum GameCatalog {
  static let registry = GameRegistry([BallsGame.entry, PaddlesGame.entry, MazeGame.entry, HolesGame.entry])
}
